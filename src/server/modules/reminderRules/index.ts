import type { ServerModule } from '../module';
import { remindersCommand } from './command';
import { seedReminderRules } from './demoSeed';
import hooks from './hooks';
import schedulerPlugin from './schedulerPlugin';

const area: ServerModule = {
  hooks: { reminder_rules: hooks },
  plugins: [schedulerPlugin],
  demoSeed: seedReminderRules,
  // It reads the members' packages, parts left to pay, visits and bookings.
  seedAfter: ['memberFile', 'payments', 'checkins', 'classes'],
  commands: { reminders: remindersCommand },
};

export default area;
