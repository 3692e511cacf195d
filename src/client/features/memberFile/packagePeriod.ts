// The period of a package being sold. Its end follows from what was sold when that says how many days
// it is valid for; and a period that overlaps one of the member's running packages is asked about before it is
// saved. Dates are yyyy-MM-dd, so text order is date order.
import type { MemberPackageRecord } from '../../../shared/schemas/memberPackages';
import { addDays } from '../../../shared/freeze';

type Period = Pick<MemberPackageRecord, 'starttime' | 'endtime'>;

/** The last day of a period `days` long from `start`, the start included: 30 days from 2026-12-01 end on 12-30. */
export const derivedEnd = (start: string, days: number): string => addDays(start, days - 1);

/** A whole yyyy-MM-dd date (a date field holds its typed text until the date is whole). */
export const isWholeDate = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The packages of `packages` that are running — not ended (their end is `today` or later) and not deleted — and
 * overlap `period`: each starts on or before the other's end, both days included.
 */
export function runningOverlaps<P extends Period & { deleted?: boolean }>(
  packages: readonly P[],
  period: Period,
  today: string,
): P[] {
  return packages.filter(
    (pkg) =>
      !pkg.deleted &&
      pkg.endtime >= today &&
      pkg.starttime <= period.endtime &&
      pkg.endtime >= period.starttime,
  );
}
