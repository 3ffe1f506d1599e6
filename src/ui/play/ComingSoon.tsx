import { GAME_TITLES, type GameId } from '../../rules/core/game';
import { builderStore, edits } from '../../app/builder';
import { useAppStore } from '../../app/store';

const TRACK_GAMES = ['start-frei', 'formula-1', 'motorsportspiel'] as const;
type TrackGame = (typeof TRACK_GAMES)[number];
const hasTracks = (id: GameId): id is TrackGame => (TRACK_GAMES as readonly string[]).includes(id);

/** A game whose rules (or screens) are still being written: said plainly, with its tracks to build meanwhile. */
export function ComingSoon({ game, rules }: { game: GameId; rules: boolean }) {
  const title = GAME_TITLES[game];
  return (
    <div className="play-coming" role="status">
      <p>
        {title} is coming to Chicane: {rules ? 'its rules are written, and its table is being made.' : 'its rules are being written.'}{' '}
        {hasTracks(game) ? `Meanwhile you can build ${title} tracks in Build mode and check them.` : 'Come back soon to play it.'}
      </p>
      {hasTracks(game) && (
        <button
          type="button"
          className="primary"
          onClick={() => {
            if (builderStore.getState().layout.game !== game) edits.newLayout(builderStore, game);
            useAppStore.getState().setMode('build');
          }}
        >
          Build a {title} track
        </button>
      )}
    </div>
  );
}
