// The reminders area's records, as the registry answers them (with the `names` of what they point at).
import type { RecordOf } from '../../../shared/recordOf';

export type ReminderRule = RecordOf<'reminderRules'>;
export type ReminderDelivery = RecordOf<'reminderDeliveries'>;
