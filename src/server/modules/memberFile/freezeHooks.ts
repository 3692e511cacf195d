// Membership freezes, the `_freeze` and `_unfreeze` operations of a member's package. A freeze pauses the package
// from `from` to `to` (both included) and moves its end by as many days; check-ins inside it are refused
// (modules/checkins). Ending it early on a day D (the member is back) makes it end D-1 — or removes it when it had
// not begun — and moves the end back by the unused days. Each runs in one transaction, the package locked.
//
// What a freeze may be (beside freezeSchema's dates, `to` not before `from`):
// - it starts today or later (a freeze is not back-dated over days the member may have visited): 400 on `from`;
// - it starts within the package: not before its first day nor after its last (as it is now): 400 on `from`;
// - it shares no day with another freeze of the package: 409;
// - the package's freezes together last at most FREEZE_MAX_DAYS days: 400 on `to`, the limit in the message.
import type { Row } from '../../db/repositories/records';
import { labelsByKey } from '../../db/repositories/labels';
import { businessDay as today } from '../../../shared/businessDay';
import { invalidBecause, refused, validationFailed } from '../../http/errors';
import type { OperationContext } from '../../resources/hooks';
import { inTransaction } from '../../db/transaction';
import { addDays, daysInclusive, endEarly, overlaps } from '../../../shared/freeze';
import {
  endFreeze,
  freezesOf,
  insertFreeze,
  lockPackage,
  moveEnd,
  packageFreezeRows,
  packageRow,
} from './freezeRepository';

type Context = OperationContext<'member_packages'>;

const key = (reason: string) => `memberPackages.freeze.errors.${reason}`;

/** 400 whose message is the translated reason with the limit (`{{count}}`), on `field`. */
const overLimit = (field: string, max: number) =>
  invalidBecause(key('too_long'), { [field]: key('too_long') }, max);

/** The package's answer lists its freezes, oldest first (one query for the page). */
export async function withFreezes(records: Row[], db: Context['db']): Promise<Row[]> {
  const freezes = await freezesOf(
    db,
    records.map((r) => Number(r.id)),
  );
  return records.map((r) => ({ ...r, freezes: freezes.get(Number(r.id)) ?? [] }));
}

export async function freeze({ db, record, body, principal, reply }: Context) {
  const from = String(body.from);
  const to = String(body.to);
  const max = reply.server.appConfig.freezeMaxDays;
  const day = today();
  return inTransaction(db, async (trx) => {
    const pkg = await lockPackage(trx, record!.id);
    if (from < day) throw validationFailed({ from: key('in_past') });
    if (from < pkg.starttime) throw validationFailed({ from: key('before_start') });
    if (from > pkg.endtime) throw validationFailed({ from: key('after_end') });
    const others = await packageFreezeRows(trx, pkg.id);
    if (others.some((f) => overlaps({ from: f.start_day, to: f.end_day }, { from, to })))
      throw refused(key('overlap'), { from: key('overlap') });
    const days = daysInclusive(from, to);
    const used = others.reduce((sum, f) => sum + daysInclusive(f.start_day, f.end_day), 0);
    if (used + days > max) throw overLimit('to', max);
    const users = await labelsByKey(trx, 'users', 'id', ['name', 'lastname'], [principal.userId]);
    await insertFreeze(trx, {
      member_package_id: pkg.id,
      member_id: pkg.member_id,
      start_day: from,
      end_day: to,
      user_id: principal.userId,
      user_name: users.get(String(principal.userId)) ?? '',
    });
    await moveEnd(trx, pkg.id, addDays(pkg.endtime, days));
    return packageRow(trx, pkg.id);
  });
}

/** Ends the named freeze, or the running one, or the next one; 409 when the package has none still to come. */
export async function unfreeze({ db, record, body }: Context) {
  const day = today();
  const named = body.freeze_id == null ? undefined : Number(body.freeze_id);
  return inTransaction(db, async (trx) => {
    const pkg = await lockPackage(trx, record!.id);
    const open = (await packageFreezeRows(trx, pkg.id)).filter((f) => f.end_day >= day);
    const chosen = named === undefined ? open[0] : open.find((f) => Number(f.id) === named);
    if (!chosen) throw refused(key('nothing_to_end'));
    const { to, unused } = endEarly({ from: chosen.start_day, to: chosen.end_day }, day);
    await endFreeze(trx, chosen.id, to, day);
    await moveEnd(trx, pkg.id, addDays(pkg.endtime, -unused));
    return packageRow(trx, pkg.id);
  });
}
