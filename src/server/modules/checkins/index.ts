import type { ServerModule } from '../module';
import { seedCheckins } from './demoSeed';
import checkinsHooks from './hooks';

const area: ServerModule = {
  demoSeed: seedCheckins,
  seedAfter: ['memberFile'],
  hooks: { checkins: checkinsHooks },
};

export default area;
