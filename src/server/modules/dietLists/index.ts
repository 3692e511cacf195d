import type { ServerModule } from '../module';
import { seedDietLists } from './demoSeed';
import dietListsHooks from './hooks';
import dietListPdf from './pdfPlugin';

const area: ServerModule = {
  demoSeed: seedDietLists,
  seedAfter: ['foods'],
  hooks: { diet_lists: dietListsHooks },
  plugins: [dietListPdf],
};

export default area;
