import type { ServerModule } from '../module';
import { seedReports } from './demoSeed';
import reportsHooks from './hooks';

const area: ServerModule = {
  demoSeed: seedReports,
  hooks: { reports: reportsHooks },
};

export default area;
