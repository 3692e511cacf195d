import type { ServerModule } from '../module';
import rolesHooks from './hooks';
import permissionRoutes from './permissionsRoute';

const area: ServerModule = {
  hooks: { roles: rolesHooks },
  routes: [permissionRoutes],
};

export default area;
