// History follows field permissions: an entry whose every change is a measurement's detail is read
// with MEASUREMENT_DETAILS_READ (history/visibility.ts). Entries written before stored MEASUREMENTS_READ: they
// get the details key here. The fields are those of the registry at this migration; the other rows' details (a
// workout's sets, a program's days) are children, never in an entry's changes.
import { sql } from 'kysely';
import type { MigrationDb } from '../tableBuilders';

const RECORD_KEY = 'MEASUREMENTS_READ';
const DETAILS_KEY = 'MEASUREMENT_DETAILS_READ';
const DETAILS = new Set([
  'biceps',
  'triceps',
  'subscapula',
  'iliac_crest',
  'shoulder',
  'chest',
  'closed_chest',
  'arms',
  'calves',
  'waist',
  'hip',
  'legs',
  'neck',
  'waist_hip_ratio',
]);
const BATCH = 1000;

function detailsOnly(changes: string): boolean {
  try {
    const list: unknown = JSON.parse(changes);
    return (
      Array.isArray(list) &&
      list.length > 0 &&
      list.every((c) => DETAILS.has(String((c as { field?: unknown } | null)?.field)))
    );
  } catch {
    return false;
  }
}

export async function up(db: MigrationDb): Promise<void> {
  // Read in pages by id: a large history is never held in memory at once.
  for (let after = 0; ;) {
    const page = await sql<{ id: number; changes: string }>`
      select id, changes from history
      where entity = 'measurements' and permission = ${RECORD_KEY} and id > ${after}
      order by id limit ${BATCH}`.execute(db);
    if (page.rows.length === 0) return;
    const ids = page.rows.filter((r) => detailsOnly(r.changes)).map((r) => Number(r.id));
    if (ids.length > 0)
      await sql`update history set permission = ${DETAILS_KEY} where id in (${sql.join(ids)})`.execute(db);
    after = Number(page.rows.at(-1)!.id);
  }
}

export async function down(db: MigrationDb): Promise<void> {
  await sql`update history set permission = ${RECORD_KEY}
    where entity = 'measurements' and permission = ${DETAILS_KEY}`.execute(db);
}
