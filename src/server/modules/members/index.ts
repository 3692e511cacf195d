import type { ServerModule } from '../module';
import membersHooks from './hooks';

const area: ServerModule = {
  hooks: { members: membersHooks },
};

export default area;
