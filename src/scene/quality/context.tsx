import { createContext, useContext } from 'react';
import { QUALITY_SETTINGS, type QualityChoice, type QualitySettings } from './levels';

export interface QualityView extends QualitySettings {
  /** What the person chose (Auto steps the level; the others keep it). */
  readonly choice: QualityChoice;
}

const QualityContext = createContext<QualityView>({ ...QUALITY_SETTINGS.high, choice: 'auto' });

export const QualityProvider = QualityContext.Provider;

/**
 * The quality the scene draws at now: `{ level, shadows, shadowMapSize, dpr,
 * postprocessing, antialias, choice }`. Any component inside `<Stage>` reads
 * it to leave out what the level does not draw (post-processing, extra
 * lights, fine geometry); it changes when Auto steps or the person chooses.
 */
export function useQuality(): QualityView {
  return useContext(QualityContext);
}
