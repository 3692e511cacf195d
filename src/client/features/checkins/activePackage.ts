// The package a check-in today would spend, as the server picks it (db/repositories/lessons.ts): running
// today, not frozen, with lessons left, the one ending first — and, when there is none, why (the server's
// refusal), so the desk can say it before anyone presses "Giriş yap". Days are the business's, as the server's
// (shared/businessDay).
import { businessDay } from '../../../shared/businessDay';
import type { MemberPackageRecord } from '../../../shared/schemas/memberPackages';
import type { CheckinRefusal } from '../../../shared/schemas/checkins';

const frozenOn = (p: MemberPackageRecord, day: string) =>
  (p.freezes ?? []).some((f) => f.from <= day && day <= f.to);

/** Why `p` cannot be spent on `day` (undefined: it can); the server's refusalOf. */
function refusalOf(p: MemberPackageRecord, day: string): CheckinRefusal | undefined {
  if (p.starttime > day) return 'not_started';
  if (p.endtime < day) return 'expired';
  if (frozenOn(p, day)) return 'frozen';
  if (p.used_lessons >= p.lesson_count) return 'used_up';
  return undefined;
}

export function activePackage(
  packages: readonly MemberPackageRecord[],
  today = businessDay(),
): MemberPackageRecord | undefined {
  return packages
    .filter((p) => refusalOf(p, today) === undefined)
    .sort((a, b) => a.endtime.localeCompare(b.endtime) || a.id - b.id)[0];
}

/** Why none of the member's packages can be spent today, the most telling reason first (server: memberRefusal). */
export function packageRefusal(
  packages: readonly MemberPackageRecord[],
  today = businessDay(),
): CheckinRefusal | undefined {
  if (activePackage(packages, today)) return undefined;
  const reasons = new Set(packages.map((p) => refusalOf(p, today)));
  for (const reason of ['frozen', 'used_up', 'not_started', 'expired'] as const)
    if (reasons.has(reason)) return reason;
  return 'no_package';
}
