/**
 * Which car each game's box brings, and how big it is on the table: data the
 * scenes read (see docs/assumptions.md, "How the pieces, the table and the
 * cars look").
 */
import type { AnyGameId } from '../../track';

export type CarStyle = 'slot-car' | 'period-f1' | 'touring-car' | 'locomotive';

export interface CarStyleInfo {
  /** What people call it. */
  readonly name: string;
  /** Overall length and width in table units (for its contact shadow). */
  readonly length: number;
  readonly width: number;
  /** Height of the top where its number is printed, and how far back from the centre. */
  readonly roof: number;
  readonly numberBack: number;
  /** Scale on the table: 1 fills about one space's width. */
  readonly scale: number;
}

export const CAR_STYLE_OF: Record<AnyGameId, CarStyle> = {
  'start-frei': 'slot-car',
  'formula-1': 'period-f1',
  motorsportspiel: 'touring-car',
  'bahn-frei': 'locomotive',
};

export const CAR_STYLES: Record<CarStyle, CarStyleInfo> = {
  'slot-car': { name: 'Carrera slot car', length: 1.05, width: 0.66, roof: 0.2, numberBack: -0.12, scale: 1 },
  'period-f1': { name: '1970s Formula 1 car', length: 1.05, width: 0.62, roof: 0.19, numberBack: 0.3, scale: 1 },
  'touring-car': { name: '1:87 touring car', length: 1.0, width: 0.6, roof: 0.325, numberBack: -0.02, scale: 0.9 },
  locomotive: { name: 'wooden locomotive', length: 0.98, width: 0.42, roof: 0.45, numberBack: -0.26, scale: 1 },
};
