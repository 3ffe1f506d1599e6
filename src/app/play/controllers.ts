/**
 * Seat controllers: who drives a seat, behind one small contract. The shell
 * asks each seat to act "who acts, and with what" — and never which kind of
 * controller it is asking:
 *
 * - a **person** at this device: the panel shows the seat's legal actions
 *   (after "Hand the device to …" in a secret choice) and the person's click
 *   is the move;
 * - a **bot**: it chooses from the same legal actions at once, on the shell's
 *   bot timer (the pace);
 * - a **remote** player (the online table, next): its moves arrive from the
 *   table's server; this device only waits and shows whom it waits for.
 *
 * Pure: no React, no clock. A controller is state of the session (a bot's
 * random state moves on as it chooses), so a saved game builds its
 * controllers again from the seats and the stand-ins (autosave.ts).
 */
import type { Bot, Seat } from '../../rules/core';

export type AnyAction = { readonly type: string };

/** How a seat's moves come: typed in at this device, chosen by a bot here, or received from elsewhere. */
export type ControllerKind = 'person' | 'bot' | 'remote';

export interface SeatController {
  readonly kind: ControllerKind;
  /** The seat's kind as set up ('human', or one of the game's bot kinds such as 'heuristic'). */
  readonly seatKind: string;
  /** A person at this device is asked for this seat's moves (and shown its secret choices, once handed the device). */
  readonly asksHere: boolean;
  /**
   * The move now, from `legal`, when this controller decides at once (a bot); null when the move comes later —
   * a person's click in the panel, or a remote player's message.
   */
  choose(state: unknown, seat: Seat, legal: readonly AnyAction[]): AnyAction | null;
  /** The bot behind this controller, for the parts that show what a bot thinks (null for people and remote seats). */
  readonly bot: Bot<unknown, AnyAction> | null;
  /** Set when a bot stands in for a person ("Hand my seat to a bot"): from which move on. */
  readonly standInFrom?: number;
}

/** A person at this device. */
export function personController(): SeatController {
  return { kind: 'person', seatKind: 'human', asksHere: true, bot: null, choose: () => null };
}

/** A bot of the game, choosing from the legal actions it is handed. */
export function botController(bot: Bot<unknown, AnyAction>, seatKind: string, standInFrom?: number): SeatController {
  return {
    kind: 'bot',
    seatKind,
    asksHere: false,
    bot,
    choose: (state, seat, legal) => (legal.length > 0 ? bot.choose(state, seat, legal) : null),
    ...(standInFrom !== undefined ? { standInFrom } : {}),
  };
}

/**
 * A player at another device (the online issue fills it in: the server sends this seat's views and takes its
 * actions). Here it only waits: the move is never chosen on this device.
 */
export function remoteController(seatKind = 'human'): SeatController {
  return { kind: 'remote', seatKind, asksHere: false, bot: null, choose: () => null };
}

/** The seats of `actors` whose controller is of `kind`, in seat order. */
export function actorsOfKind(controllers: readonly SeatController[], actors: readonly Seat[], kind: ControllerKind): Seat[] {
  return actors.filter((s) => controllers[s]?.kind === kind);
}

/** Whether a person at this device drives `seat` (not a bot standing in, not a remote player). */
export const asksHere = (controllers: readonly SeatController[], seat: Seat) => controllers[seat]?.asksHere === true;
