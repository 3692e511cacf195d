// A check-in spends one lesson of a member's package in its own transaction: the package named in the body
// (it must be the member's) or the active one with lessons left. A package that cannot be spent answers 409
// with the reason (checkins.errors.<reason>). Undo: only the member's latest check-in, on the day it was made;
// its lesson is given back, and a class it was the attendance of has the member booked again. A second visit on the same day answers 409 already_checked_in, naming the first
// visit's time, unless the body says `repeat: true` (the desk's "second visit").
import { NOT_FOUND } from '../../../shared/schemas/fields';
import { businessDay as today, businessTime } from '../../../shared/businessDay';
import { timeLocativeSuffix } from '../../../shared/turkishSuffix';
import { idsIn, labelsByKey } from '../../db/repositories/labels';
import { HttpError, refused as refusal, validationFailed } from '../../http/errors';
import { defineHooks } from '../../resources/hooks';
import {
  activePackageOf,
  firstCheckinOn,
  lastCheckinOf,
  lockMember,
  memberRefusal,
  packageOf,
  refusalOf,
  releaseVisit,
  returnLesson,
  spendLesson,
  userNameOf,
} from '../../db/repositories/lessons';

const refused = (reason: string) => {
  const key = `checkins.errors.${reason}`;
  return refusal(key, { member_package_id: key });
};

/** 409 naming the first visit's time on the gym's clock ("09:21", and the Turkish suffix: "09:21'de"). */
const alreadyCheckedIn = (firstAt: string) => {
  const time = businessTime(Date.parse(firstAt));
  return new HttpError(409, 'already_checked_in', undefined, undefined, {
    time,
    suffix: timeLocativeSuffix(time),
  });
};

export default defineHooks<'checkins'>({
  async toRow(input, { db, principal }) {
    const memberId = Number(input.member_id);
    const day = today();
    // In the write's transaction, before anything is read: a parallel check-in of the member waits here.
    await lockMember(db, memberId);
    if (input.repeat !== true) {
      const first = await firstCheckinOn(db, memberId, day);
      if (first) throw alreadyCheckedIn(first.created_at);
    }
    let packageId = input.member_package_id == null ? undefined : Number(input.member_package_id);
    if (packageId === undefined) {
      const active = await activePackageOf(db, memberId, day);
      if (!active) throw refused(await memberRefusal(db, memberId, day));
      packageId = active.id;
    } else {
      const pkg = await packageOf(db, packageId, day);
      if (!pkg || Number(pkg.member_id) !== memberId)
        throw validationFailed({ member_package_id: NOT_FOUND });
    }
    return {
      member_id: memberId,
      member_package_id: packageId,
      day,
      user_id: principal.userId,
      user_name: await userNameOf(db, principal.userId),
    };
  },
  // In the check-in's transaction: when the lesson cannot be spent (used up meanwhile), nothing is written.
  async afterWrite(row, _input, { db }) {
    if (await spendLesson(db, row.member_package_id, row.day)) return;
    throw refused(refusalOf(await packageOf(db, row.member_package_id, row.day), row.day) ?? 'used_up');
  },
  async decorate(records, { db }) {
    const names = await labelsByKey(db, 'members', 'id', ['name'], idsIn(records, 'member_id'));
    return records.map((r) => ({ ...r, member_name: names.get(String(r.member_id)) ?? '' }));
  },
  async beforeDelete(row, { db }) {
    const last = await lastCheckinOf(db, row.member_id);
    if (last?.id !== row.id) throw refusal('checkins.errors.not_last');
    if (row.day !== today()) throw refusal('checkins.errors.not_today');
  },
  async afterDelete(row, { db }) {
    await returnLesson(db, row.member_package_id);
    await releaseVisit(db, row.id);
  },
});
