// The demo gym's history: the entries its past would have left — each member's and package's
// creation by the front desk, the visits of the last two weeks, and a few later edits (a new phone number, a
// member gone passive) — so /history, a member's History tab and the form drawers open on real rows. Written
// after every other area's demo (the history module comes last but one).
import type { Insertable, Kysely } from 'kysely';
import type { FieldChange } from '../../../shared/history';
import { toLira } from '../../../shared/money/amount';
import type { Database, HistoryTable } from '../../db/schema';
import { bumpVersion } from '../../db/repositories/tableVersions';
import { DAY_MS, random } from '../../db/seed/demoPlan';

const VISITS_DAYS = 14;

export async function seedHistory(db: Kysely<Database>): Promise<void> {
  const rand = random(31);
  const now = Date.now();
  const desk = await db
    .selectFrom('users')
    .select(['id', 'name', 'lastname'])
    .where('username', 'in', ['sales', 'manager'])
    .orderBy('id')
    .execute();
  if (desk.length === 0) return;
  const by = () => desk[Math.floor(rand() * desk.length)]!;
  const rows: Insertable<HistoryTable>[] = [];
  const entry = (
    at: string,
    entity: string,
    id: number,
    memberId: number,
    action: string,
    permission: string,
    changes: FieldChange[],
  ) => {
    const user = by();
    rows.push({
      created_at: at,
      updated_at: at,
      user_id: user.id,
      user_name: `${user.name} ${user.lastname}`,
      entity,
      entity_id: String(id),
      member_id: memberId,
      action,
      permission,
      changes: JSON.stringify(changes),
    });
  };

  const members = await db
    .selectFrom('members')
    .select(['id', 'name', 'email', 'phone', 'status', 'created_at', 'updated_at'])
    .execute();
  for (const m of members) {
    entry(m.created_at, 'members', m.id, m.id, 'create', 'MEMBERS_READ', [
      { field: 'email', after: m.email },
      { field: 'name', after: m.name },
      { field: 'phone', after: m.phone },
      { field: 'status', after: 'active' },
    ]);
    // Some changed their phone later; a passive member was made so by the desk.
    const later = new Date(
      Math.min(now - 3_600_000, Date.parse(m.created_at) + (20 + rand() * 200) * DAY_MS),
    ).toISOString();
    if (later <= m.created_at) continue;
    if (rand() < 0.12)
      entry(later, 'members', m.id, m.id, 'update', 'MEMBERS_READ', [
        {
          field: 'phone',
          before: `(5${30 + Math.floor(rand() * 30)}) ${100 + Math.floor(rand() * 900)} 10 20`,
          after: m.phone,
        },
      ]);
    if (m.status === 'passive')
      entry(m.updated_at > later ? m.updated_at : later, 'members', m.id, m.id, 'update', 'MEMBERS_READ', [
        { field: 'status', before: 'active', after: 'passive' },
      ]);
  }

  const packages = await db
    .selectFrom('member_packages')
    .select([
      'id',
      'member_id',
      'payment_type',
      'lesson_count',
      'starttime',
      'endtime',
      'price',
      'created_at',
    ])
    .execute();
  for (const p of packages)
    entry(p.created_at, 'memberPackages', p.id, p.member_id, 'create', 'MEMBER_PACKAGE_READ', [
      { field: 'endtime', after: p.endtime },
      { field: 'lesson_count', after: p.lesson_count },
      { field: 'payment_type', after: p.payment_type },
      { field: 'price', after: toLira(Number(p.price)) },
      { field: 'starttime', after: p.starttime },
    ]);

  const since = new Date(now - VISITS_DAYS * DAY_MS).toISOString();
  const visits = await db
    .selectFrom('checkins')
    .select(['id', 'member_id', 'member_package_id', 'day', 'user_id', 'user_name', 'created_at'])
    .where('created_at', '>=', since)
    .execute();
  for (const v of visits)
    rows.push({
      created_at: v.created_at,
      updated_at: v.created_at,
      user_id: v.user_id,
      user_name: v.user_name,
      entity: 'checkins',
      entity_id: String(v.id),
      member_id: v.member_id,
      action: 'create',
      permission: 'CHECKINS_SEARCH',
      changes: JSON.stringify([
        { field: 'day', after: v.day },
        { field: 'member_package_id', after: v.member_package_id },
      ]),
    });

  rows.sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)));
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('history')
      .values(rows.slice(i, i + 500))
      .execute();
  await bumpVersion(db, 'history');
}
