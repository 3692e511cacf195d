import type { ServerModule } from '../module';
import { seedMemberFile } from './demoSeed';
import memberPackagesHooks from './packageHooks';
import notificationsHooks from './notificationHooks';
import memberConsultationsHooks from './consultationHooks';

const area: ServerModule = {
  demoSeed: seedMemberFile,
  seedAfter: ['coursePackages', 'personalTrainings'],
  hooks: {
    member_packages: memberPackagesHooks,
    notifications: notificationsHooks,
    member_consultations: memberConsultationsHooks,
  },
};

export default area;
