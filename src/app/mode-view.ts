import type { ComponentType, LazyExoticComponent } from 'react';

/** What one mode shows (src/app/mode-views.tsx lists them): a scene for the shared <Stage>, a side panel, an overlay. */
export interface ModeView {
  readonly Scene: LazyExoticComponent<ComponentType>;
  readonly Panel: ComponentType;
  /** Drawn over the 3D view (HUD, timeline), optional. */
  readonly Overlay?: ComponentType;
}
