/** The keyboard shortcuts of watching a replay, listed in the help (the Replay tab handles the keys). */
export const REPLAY_SHORTCUTS: readonly { readonly keys: string; readonly does: string }[] = [
  { keys: 'Space', does: 'Play or pause' },
  { keys: '← / →', does: 'One action back or forward' },
  { keys: 'Shift + ← / →', does: 'One turn back or forward' },
  { keys: 'N / P', does: 'Next or previous incident: an overtake made or failed, a chicane taken too fast, braking behind a car' },
  { keys: 'D', does: 'Back to the TV director after choosing another camera' },
  { keys: 'Home / End', does: 'The start or the end of the race' },
];
