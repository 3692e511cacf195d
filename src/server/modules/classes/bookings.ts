// A booking's reads and writes beyond its row: the package it spends, the check-in that spends it, the state it
// moves to, and the mail to a member who moved up from the waiting list.
import type { Kysely } from 'kysely';
import { NOT_FOUND } from '../../../shared/schemas/fields';
import {
  activePackageOf,
  memberRefusal,
  packageOf,
  refusalOf,
  spendLesson,
  userNameOf,
} from '../../db/repositories/lessons';
import { enqueueMessage } from '../../db/repositories/outbox';
import type { Row } from '../../db/repositories/records';
import { bumpVersion } from '../../db/repositories/tableVersions';
import type { Database } from '../../db/schema';
import { isoNow } from '../../db/time';
import { refused, validationFailed } from '../../http/errors';
import type { StoredRow } from '../../resources/hooks';
import { mailText } from './mailText';

type Db = Kysely<Database>;
type Booking = StoredRow<'class_bookings'>;

const packageRefused = (reason: string) =>
  refused(`checkins.errors.${reason}`, { member_package_id: `checkins.errors.${reason}` });

/** The package a booking on `day` spends: the one named (the member's, usable then) or the member's active one. */
export async function packageFor(db: Db, memberId: number, named: unknown, day: string): Promise<number> {
  if (named != null && Number(named) > 0) {
    const pkg = await packageOf(db, Number(named), day);
    if (!pkg || Number(pkg.member_id) !== memberId) throw validationFailed({ member_package_id: NOT_FOUND });
    const reason = refusalOf(pkg, day);
    if (reason) throw packageRefused(reason);
    return Number(pkg.id);
  }
  const active = await activePackageOf(db, memberId, day);
  if (!active) throw packageRefused(await memberRefusal(db, memberId, day));
  return Number(active.id);
}

/** One check-in of the member on `day` spending a lesson of the booking's package; its id. */
export async function spendForBooking(
  db: Db,
  booking: Booking,
  day: string,
  userId: number,
): Promise<number> {
  const packageId = await packageFor(db, Number(booking.member_id), booking.member_package_id, day);
  if (!(await spendLesson(db, packageId, day))) {
    throw packageRefused(refusalOf(await packageOf(db, packageId, day), day) ?? 'used_up');
  }
  const now = isoNow();
  const { id } = await db
    .insertInto('checkins')
    .values({
      member_id: Number(booking.member_id),
      member_package_id: packageId,
      day,
      user_id: userId,
      user_name: await userNameOf(db, userId),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await bumpVersion(db, 'checkins');
  return Number(id);
}

/** The member's visit on `day` not yet tied to a class (a desk check-in), if any. */
export const freeVisitOn = (db: Db, memberId: number, day: string) =>
  db
    .selectFrom('checkins as c')
    .select('c.id')
    .where('c.member_id', '=', memberId)
    .where('c.day', '=', day)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('class_bookings as b').select('b.id').whereRef('b.checkin_id', '=', 'c.id')),
      ),
    )
    .orderBy('c.id')
    .executeTakeFirst();

export async function changeBooking(db: Db, id: number, changes: Row): Promise<Row> {
  await db
    .updateTable('class_bookings')
    .set({ ...changes, updated_at: isoNow() })
    .where('id', '=', id)
    .execute();
  await bumpVersion(db, 'class_bookings');
  return (await db
    .selectFrom('class_bookings')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow()) as Row;
}

/** Mails a member who moved up from the queue (Turkish, as every class mail for now). */
export async function mailPromoted(db: Db, memberId: number, sessionId: number): Promise<void> {
  const found = await db
    .selectFrom('class_sessions as s')
    .innerJoin('class_types as t', 't.id', 's.class_type_id')
    .innerJoin('members as m', (join) => join.on('m.id', '=', memberId))
    .select(['t.name as class_name', 's.day', 's.start_time', 'm.name', 'm.email'])
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
  if (!found?.email) return;
  const values = { name: found.class_name, day: found.day, time: found.start_time, member: found.name };
  await enqueueMessage(db, {
    channel: 'email',
    recipient: found.email,
    subject: mailText('classes.mail.promoted_subject', values),
    body: mailText('classes.mail.promoted_body', values),
  });
}

export const bookingOf = (db: Db, id: number) =>
  db.selectFrom('class_bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
