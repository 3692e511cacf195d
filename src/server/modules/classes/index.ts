import type { ServerModule } from '../module';
import bookingHooks from './bookingHooks';
import { seedClasses } from './demoSeed';
import horizonPlugin from './horizonPlugin';
import scheduleHooks from './scheduleHooks';
import sessionHooks from './sessionHooks';

const area: ServerModule = {
  hooks: {
    class_schedules: scheduleHooks,
    class_sessions: sessionHooks,
    class_bookings: bookingHooks,
  },
  plugins: [horizonPlugin],
  demoSeed: seedClasses,
  seedAfter: ['checkins', 'memberFile'],
};

export default area;
