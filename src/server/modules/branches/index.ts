import type { ServerModule } from '../module';
import branchesHooks from './hooks';
import cityRoutes from './citiesRoute';

const area: ServerModule = {
  hooks: { branches: branchesHooks },
  routes: [cityRoutes],
};

export default area;
