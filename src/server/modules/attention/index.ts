import type { ServerModule } from '../module';
import attentionRoutes from './route';

const area: ServerModule = {
  routes: [attentionRoutes],
};

export default area;
