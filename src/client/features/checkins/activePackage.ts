// The package a check-in today would spend, as the server picks it (modules/checkins/repository.ts): running
// today, with lessons left, the one ending first. Days are the business's, as the server's (shared/businessDay).
import { businessDay } from '../../../shared/businessDay';
import type { MemberPackageRecord } from '../../../shared/records';

export function activePackage(
  packages: readonly MemberPackageRecord[],
  today = businessDay(),
): MemberPackageRecord | undefined {
  return packages
    .filter((p) => p.starttime <= today && p.endtime >= today && p.used_lessons < p.lesson_count)
    .sort((a, b) => a.endtime.localeCompare(b.endtime) || a.id - b.id)[0];
}
