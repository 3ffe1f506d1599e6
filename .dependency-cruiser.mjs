/**
 * The house's import rules, checked by `npm run lint` (docs/architecture.md, "Layers and what may import what").
 *
 *   track ← rail ← rules ← sim ← rating ← games ← app / ui / scene        (an arrow: "is imported by")
 *                                cli (node entry points) takes track … rating, and nobody imports it
 *                                server (the game server) takes track … sim, and nobody imports it
 *
 * Nothing imports upwards, and no import goes round in a circle (type-only and dynamic imports count too).
 * Where today's code still reaches upwards, the files are listed below: these lists may only shrink. A file
 * that stops needing its exception leaves the list; a new file never joins it (take what you show as props,
 * or move the shared piece down to the layer both need).
 */

/** src/ui files that still import src/app beyond its store hook (src/app/store.ts) and mode names (src/app/mode.ts). */
const UI_READS_APP = [
  'src/ui/broadcast/ClipRecorder.tsx', 'src/ui/broadcast/LowerThird.tsx', 'src/ui/broadcast/RaceChart.tsx',
  'src/ui/builder/Announcer.tsx', 'src/ui/builder/BuilderPanel.tsx', 'src/ui/builder/HelpOverlay.tsx', 'src/ui/builder/OpenEnds.tsx',
  'src/ui/builder/Palette.tsx', 'src/ui/builder/PiecePicker.tsx', 'src/ui/builder/ProblemList.tsx', 'src/ui/builder/SelectionPanel.tsx',
  'src/ui/builder/StatusBadge.tsx', 'src/ui/builder/Toolbar.tsx', 'src/ui/builder/TrackStats.tsx', 'src/ui/builder/shortcuts.ts',
  'src/ui/builder/useBuilderKeys.ts',
  'src/ui/generate/GenerateDialog.tsx', 'src/ui/generate/GenerateEntry.tsx', 'src/ui/generate/GenerateProgress.tsx', 'src/ui/generate/ResultCard.tsx',
  'src/ui/generate/Thumbnail.tsx',
  'src/ui/library/InProgress.tsx', 'src/ui/library/LibraryDrawer.tsx',
  'src/ui/play/ActionPanel.tsx', 'src/ui/play/ComingSoon.tsx', 'src/ui/play/EndPositions.tsx', 'src/ui/play/EndResult.tsx',
  'src/ui/play/GamePicker.tsx', 'src/ui/play/PlayControls.tsx', 'src/ui/play/PlayHud.tsx', 'src/ui/play/PlayLog.tsx',
  'src/ui/play/PlayOverlay.tsx', 'src/ui/play/PlayPanel.tsx', 'src/ui/play/PlaySetupForm.tsx', 'src/ui/play/PlaybackPanel.tsx',
  'src/ui/play/TakeBack.tsx', 'src/ui/play/BotControls.tsx',
  // The Replay tab's parts.
  'src/ui/play/CameraChoice.tsx', 'src/ui/play/EventList.tsx', 'src/ui/play/ReplayCharts.tsx', 'src/ui/play/ReplayTab.tsx', 'src/ui/play/StandingsTower.tsx',
  'src/ui/quality/QualityMenu.tsx',
  'src/ui/play/EndCharts.tsx',
  'src/ui/rail/RailEditorBoard.tsx', 'src/ui/rail/RailEditorPanel.tsx', 'src/ui/rail/RailFiles.tsx', 'src/ui/rail/RailSelection.tsx',
  'src/ui/rail/ShellHourglass.tsx',
  'src/ui/rating/BoxCheck.tsx', 'src/ui/rating/OwnedPicker.tsx', 'src/ui/rating/RatingResult.tsx', 'src/ui/rating/RatingRun.tsx',
  'src/ui/rating/RatingSection.tsx', 'src/ui/rating/rating-words.ts',
  'src/ui/sheet/BuildSheet.tsx', 'src/ui/sheet/SheetRating.tsx', 'src/ui/sheet/TemplatePages.tsx', 'src/ui/sheet/TopView.tsx',
  'src/ui/teach/LearnGamePicker.tsx', 'src/ui/teach/TeachActions.tsx', 'src/ui/teach/TeachCaption.tsx', 'src/ui/teach/TeachFiles.tsx',
  'src/ui/teach/TeachLessons.tsx', 'src/ui/teach/TeachOverlay.tsx', 'src/ui/teach/TeachPanel.tsx', 'src/ui/teach/TeachPresentation.tsx',
  'src/ui/teach/TeachSteps.tsx', 'src/ui/teach/useTeachKeys.ts',
];

/** src/games client parts that still draw with src/scene's table pieces or take src/ui's words and print page. */
const GAMES_USE_UI_OR_SCENE = [
  'src/games/bahn-frei/words.ts',
  'src/games/formula-1/Speedometers.tsx', 'src/games/formula-1/TableObjects.tsx', 'src/games/formula-1/client.ts', 'src/games/formula-1/table.ts',
  'src/games/motorsportspiel/Hud.tsx', 'src/games/motorsportspiel/ProtocolSheet.tsx', 'src/games/motorsportspiel/TableObjects.tsx', 'src/games/motorsportspiel/client.ts',
  'src/games/motorsportspiel/dice-layout.ts',
  'src/games/start-frei/client.ts',
  'src/games/bahn-frei/BoardView.tsx', 'src/games/bahn-frei/client.ts',
  'src/games/start-frei/HandOfCards.tsx', 'src/games/start-frei/LayChoices.tsx', 'src/games/start-frei/PitChoices.tsx',
  'src/games/start-frei/TurnChoices.tsx', 'src/games/start-frei/describe-event.ts', 'src/games/start-frei/lessons/rules-text.ts',
  'src/games/start-frei/lessons/table/LessonCar.tsx', 'src/games/start-frei/lessons/table/LessonScene.tsx',
  'src/games/start-frei/lessons/table/ReachLabel.tsx', 'src/games/start-frei/lessons/table/ScreenProbe.tsx',
  'src/games/start-frei/lessons/table/action-bounds.ts', 'src/games/start-frei/lessons/table/index.ts',
  'src/games/start-frei/Hud.tsx', 'src/games/start-frei/table/CoinTokens.tsx', 'src/games/start-frei/table/Die.tsx',
  'src/games/start-frei/table/DrsTokens.tsx', 'src/games/start-frei/table/GhostSpaces.tsx', 'src/games/start-frei/table/LaidTrack.tsx',
  'src/games/start-frei/table/PitMarkers.tsx', 'src/games/start-frei/table/StartFreiTableObjects.tsx', 'src/games/start-frei/table/car-pose.ts',
  'src/games/start-frei/table/die-atlas.ts',
];

/** src/games files that still use the app's storage and share-link helpers (Start Frei's lesson files, moved from src/app/learn). */
const GAMES_USE_APP = ['src/games/start-frei/lessons/autosave.ts', 'src/games/start-frei/lessons/share.ts'];

const exactly = (files) => files.map((f) => `^${f.replace(/[.]/g, '\\.')}$`);

/** A rule: files under `from` import nothing under `to` (both regular expressions on paths from the repository root). */
const layer = (name, comment, from, to, except = []) => ({
  name,
  comment,
  severity: 'error',
  from: except.length > 0 ? { path: from, pathNot: exactly(except) } : { path: from },
  to: { path: to },
});

export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import goes round in a circle: move the piece both sides need to a module both import (a types module, a narrower store).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    layer('track-below-all', 'src/track is the bottom: it imports nothing else of src.', '^src/track/', '^src/(?!track/)'),
    layer('rail-on-track', 'src/rail (the rail map) builds on src/track only.', '^src/rail/', '^src/(?!(track|rail)/)'),
    layer('rules-on-boards', 'src/rules builds on the boards (src/track, src/rail) only.', '^src/rules/', '^src/(?!(track|rail|rules)/)'),
    layer('sim-on-rules', 'src/sim runs the rules headless: no rating, client, app or CLI.', '^src/sim/', '^src/(?!(track|rail|rules|sim)/)'),
    layer('rating-on-sim', 'src/rating rates tracks with races of src/sim: no client, app or CLI.', '^src/rating/', '^src/(?!(track|rail|rules|sim|rating)/)'),
    layer('games-below-shells', 'src/games (the client parts) is below the shells: it never imports src/app or src/cli; the listed files still use app helpers.', '^src/games/', '^src/(app|cli)/', GAMES_USE_APP),
    layer(
      'games-below-ui-and-scene',
      'src/games is below src/ui and src/scene; the listed client parts still use their pieces (move them down, then drop the file).',
      '^src/games/',
      '^src/(ui|scene)/',
      GAMES_USE_UI_OR_SCENE,
    ),
    layer('scene-draws-props', 'src/scene draws what it is given: no src/app, no src/ui, no src/cli.', '^src/scene/', '^src/(app|ui|cli)/'),
    layer('ui-no-cli', 'src/ui never imports the CLI.', '^src/ui/', '^src/cli/'),
    layer(
      'ui-through-one-store-hook',
      'src/ui takes what it shows as props or through the app store hook (src/app/store.ts); the listed files still reach into src/app.',
      '^src/ui/',
      '^src/app/(?!(store|mode)[.]ts$)',
      UI_READS_APP,
    ),
    layer('app-not-cli', 'The browser app never imports the CLI.', '^src/(app|main[.]tsx)', '^src/cli/'),
    layer('server-headless', 'The game server (src/server) runs the rules headless: track, rail, rules and sim only.', '^src/server/', '^src/(?!(track|rail|rules|sim|server)/)'),
    layer('nobody-imports-server', 'Nothing in src imports the game server but itself (the browser reaches it over the network).', '^src/(?!server/)', '^src/server/'),
    layer('cli-headless', 'The CLI runs headless: track, rail, rules, sim and rating only.', '^src/cli/', '^src/(?!(track|rail|rules|sim|rating|cli)/)'),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|dist-cli)/' },
    // Type-only imports are dependencies too: a circle of types is still a circle in the design.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
