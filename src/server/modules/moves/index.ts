import type { ServerModule } from '../module';
import { seedMoveVideos } from './demoSeed';
import moveMediaHooks from './hooks';
import moveRoutes from './route';

const area: ServerModule = {
  demoSeed: seedMoveVideos,
  hooks: { move_media: moveMediaHooks },
  routes: [moveRoutes],
};

export default area;
