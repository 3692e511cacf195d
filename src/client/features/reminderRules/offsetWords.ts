// What a rule's `offset_days` counts depends on its kind (schemas/reminderRules.ts): days before the event, days
// after a due day, days since the last visit, or nothing at all (lessons running low).
import type { TFunction } from 'i18next';
import type { ReminderKind } from '../../../shared/schemas/reminderRules';

export type OffsetSense = 'before' | 'after' | 'since' | 'none';

export const OFFSET_SENSE: Record<ReminderKind, OffsetSense> = {
  package_ending: 'before',
  lessons_low: 'none',
  instalment_due: 'before',
  instalment_overdue: 'after',
  no_visit: 'since',
  birthday: 'before',
  class_tomorrow: 'before',
};

/** Whether the kind has an offset at all (lessons running low is sent once, when it happens). */
export const hasOffset = (kind: string): boolean =>
  kind in OFFSET_SENSE && OFFSET_SENSE[kind as ReminderKind] !== 'none';

/** "3 gün önce", "on the day", "after 14 days without a visit"… as the list shows a rule's timing. */
export function offsetWords(t: TFunction, kind: string, days: number): string {
  const sense = OFFSET_SENSE[kind as ReminderKind];
  if (!sense) return String(days);
  if (sense === 'none') return t('reminderRules.offset.none');
  // Zero days before or after an event is the event's own day; zero days away means nothing yet.
  if (days === 0 && sense !== 'since') return t('reminderRules.offset.same_day');
  return t(`reminderRules.offset.${sense}`, { count: days });
}
