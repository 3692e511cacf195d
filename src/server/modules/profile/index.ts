import type { ServerModule } from '../module';
import profileRoutes from './route';

const area: ServerModule = {
  routes: [profileRoutes],
};

export default area;
