// The reminders' deliveries as the machinery reads them: counted by status (the metrics).
import type { Kysely } from 'kysely';
import { DELIVERY_STATUSES, type DeliveryStatus } from '../../../shared/schemas/reminderRules';
import type { Database } from '../schema';

export async function deliveriesByStatus(db: Kysely<Database>): Promise<Record<DeliveryStatus, number>> {
  const rows = await db
    .selectFrom('reminder_deliveries')
    .select(['status', (eb) => eb.fn.countAll().as('n')])
    .groupBy('status')
    .execute();
  const counts = Object.fromEntries(DELIVERY_STATUSES.map((s) => [s, 0])) as Record<DeliveryStatus, number>;
  for (const row of rows) counts[row.status as DeliveryStatus] = Number(row.n);
  return counts;
}
