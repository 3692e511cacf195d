import type { ServerModule } from '../module';
import dashboardRoutes from './route';

const area: ServerModule = {
  routes: [dashboardRoutes],
};

export default area;
