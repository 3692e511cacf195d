// `npm run bench [name ...]`: runs the benchmarks and prints their figures (copied into docs/performance.md by hand).
// Not part of `npm test`: speed is measured here, never asserted in timed tests.
import { benchActionLog } from './actionlog';
import { benchApi } from './api';
import { benchBundle } from './bundle';
import { benchClasses } from './classes';
import { benchDashboard } from './dashboard';
import { benchDietPdf } from './dietPdf';
import { benchFoods } from './foods';
import { benchHistory } from './history';
import { benchMeasurements } from './measurements';
import { benchMoney } from './money';
import { benchNodes } from './nodes';
import { benchReminders } from './reminders';
import { benchRender } from './render';
import { benchSearch } from './search';
import { benchSoak } from './soak';
import { benchStartup } from './startup';

const benches: Record<string, () => Promise<Record<string, string>>> = {
  actionlog: benchActionLog,
  api: benchApi,
  bundle: benchBundle,
  classes: benchClasses,
  dashboard: benchDashboard,
  dietpdf: benchDietPdf,
  foods: benchFoods,
  history: benchHistory,
  measurements: benchMeasurements,
  money: benchMoney,
  nodes: benchNodes,
  reminders: benchReminders,
  render: benchRender,
  search: benchSearch,
  soak: benchSoak,
  startup: benchStartup,
};

async function main(): Promise<void> {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const names = wanted.length ? wanted : Object.keys(benches);
  for (const name of names) {
    const bench = benches[name];
    if (!bench) throw new Error(`unknown bench '${name}'; known: ${Object.keys(benches).join(', ')}`);
    console.log(`\n## ${name}`);
    const figures = await bench();
    for (const [k, v] of Object.entries(figures)) console.log(`- ${k}: ${v}`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
