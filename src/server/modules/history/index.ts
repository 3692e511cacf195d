import type { ServerModule } from '../module';
import { seedHistory } from './demoSeed';
import historyHooks from './hooks';
import retention from './retention';

// The entries are written by the machinery (src/server/history/) in every write's transaction; this area reads
// them and keeps them within HISTORY_RETENTION_DAYS.
const area: ServerModule = {
  demoSeed: seedHistory,
  seedAfter: ['checkins', 'memberFile'],
  hooks: { history: historyHooks },
  plugins: [retention],
};

export default area;
