// Reports: the author is the signed-in user (never the body), and an edit of an approved report sends it back
// to pending — the approval was of the text as it stood. Lists show member, author and approver names.
import type { Kysely } from 'kysely';
import type { Row } from '../../db/repositories/records';
import type { Database } from '../../db/schema';
import { defineHooks } from '../hooks';

const ids = (records: Row[], field: string) => [
  ...new Set(records.map((r) => Number(r[field])).filter((id) => Number.isInteger(id) && id > 0)),
];

async function namesOf(db: Kysely<Database>, table: 'members' | 'users', wanted: number[]) {
  if (wanted.length === 0) return new Map<number, string>();
  const rows =
    table === 'members'
      ? await db.selectFrom('members').select(['id', 'name']).where('id', 'in', wanted).execute()
      : (
          await db.selectFrom('users').select(['id', 'name', 'lastname']).where('id', 'in', wanted).execute()
        ).map((u) => ({ id: u.id, name: `${u.name} ${u.lastname}`.trim() }));
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

export default defineHooks<'reports'>({
  toRow(input, { existing, principal }) {
    // status, author and approval are never written from the body.
    const { status: _status, author_id: _author, approved_by: _by, approved_at: _at, ...fields } = input;
    if (!existing) return { ...fields, status: 'pending', author_id: principal.userId };
    return { ...fields, status: 'pending', approved_by: null, approved_at: null };
  },
  async decorate(records, { db }) {
    const [members, users] = await Promise.all([
      namesOf(db, 'members', ids(records, 'member_id')),
      namesOf(db, 'users', [...ids(records, 'author_id'), ...ids(records, 'approved_by')]),
    ]);
    return records.map((r) => ({
      ...r,
      member_name: members.get(Number(r.member_id)) ?? '',
      author_name: users.get(Number(r.author_id)) ?? '',
      approver_name: users.get(Number(r.approved_by)) ?? '',
    }));
  },
});
