import type { ServerModule } from '../module';
import usersHooks from './hooks';

const area: ServerModule = {
  hooks: { users: usersHooks },
};

export default area;
