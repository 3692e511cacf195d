// An instalment plan: a package's price in equal monthly parts, and which parts its payments have settled.
// Amounts are whole kuruş (amount.ts); dates are business days, YYYY-MM-DD.

export interface PlannedInstalment {
  /** 1 for the first part. */
  no: number;
  due_date: string;
  amount: number;
}

export type InstalmentStatus = 'paid' | 'partial' | 'due' | 'overdue';

export interface SettledInstalment extends PlannedInstalment {
  paid: number;
  status: InstalmentStatus;
}

/** Plans allowed with an instalment payment type: 2 to 12 parts. */
export const INSTALMENTS_MIN = 2;
export const INSTALMENTS_MAX = 12;

/**
 * The day `months` after `day`, kept within the month: a plan that starts on 31 January is due on 28 (or 29)
 * February, then on 31 March — each part counted from the first day, not from the previous part.
 */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${targetYear}-${pad(targetMonth + 1)}-${pad(Math.min(date, lastDay))}`;
}

/** `count` monthly parts of `total` kuruş from `firstDue`: equal amounts, the kuruş left over on the last. */
export function planInstalments(total: number, count: number, firstDue: string): PlannedInstalment[] {
  const part = Math.floor(total / count);
  return Array.from({ length: count }, (_, i) => ({
    no: i + 1,
    due_date: addMonths(firstDue, i),
    amount: i === count - 1 ? total - part * (count - 1) : part,
  }));
}

/**
 * What `paid` kuruş (the package's payments less voids) settle of a plan, oldest part first, and each part's
 * status on `today`: paid in full, partly paid, due (its day not yet past) or overdue.
 */
export function settleInstalments(
  plan: readonly PlannedInstalment[],
  paid: number,
  today: string,
): SettledInstalment[] {
  let left = paid;
  return [...plan]
    .sort((a, b) => a.no - b.no)
    .map((part) => {
      const covered = Math.min(part.amount, Math.max(left, 0));
      left -= covered;
      const status: InstalmentStatus =
        covered === part.amount
          ? 'paid'
          : part.due_date < today
            ? 'overdue'
            : covered > 0
              ? 'partial'
              : 'due';
      return { ...part, paid: covered, status };
    });
}
