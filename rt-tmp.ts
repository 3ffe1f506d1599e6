import { presetReport } from './src/rating';
for (const [races, seed] of [[300, 1], [300, 2], [300, 3]] as const) {
  const r = presetReport(races, seed);
  console.log(races, seed, r.dotsRho.toFixed(3), r.squaresRho.toFixed(3), JSON.stringify(r.fitted), r.rows.map((x) => `${x.preset} ${x.rating.scale!.durationScore.toFixed(2)}/${x.rating.scale!.difficultyScore.toFixed(2)}`).join(' | '));
}
