// Provider links belong to their user: `users.email_linkable` says whether the user's e-mail may link
// a provider account at a first sign-in — 1 when it was set at creation or by the user themselves, 0 once someone
// else changed it. Existing users: 0 where the history shows another user changed their e-mail last, and a link
// made after that change (possibly planted through it) is dropped; the user links again from their profile.
import { sql } from 'kysely';
import type { MigrationDb } from '../tableBuilders';

interface Entry {
  entity_id: string;
  user_id: number | null;
  created_at: string;
  changes: string;
}

const changesEmail = (changes: string): boolean => {
  try {
    const parsed: unknown = JSON.parse(changes);
    return Array.isArray(parsed) && parsed.some((c) => (c as { field?: unknown })?.field === 'email');
  } catch {
    return false;
  }
};

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('email_linkable', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  const entries = await sql<Entry>`
    select entity_id, user_id, created_at, changes from history
    where entity = 'users' and action = 'update' order by id`.execute(db);
  // The last e-mail change of each user, and whether the user made it themselves.
  const last = new Map<number, { by: number | null; at: string }>();
  for (const entry of entries.rows) {
    if (!changesEmail(entry.changes)) continue;
    last.set(Number(entry.entity_id), { by: entry.user_id, at: entry.created_at });
  }
  for (const [userId, change] of last) {
    if (change.by === userId) continue;
    await sql`update users set email_linkable = 0 where id = ${userId}`.execute(db);
    await sql`delete from identity_links where user_id = ${userId} and created_at >= ${change.at}`.execute(
      db,
    );
  }
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('email_linkable').execute();
}
