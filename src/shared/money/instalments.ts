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

/** A package's plan, or — a package sold without one — its whole price due on its first day. */
export function planOrWhole(
  plan: readonly PlannedInstalment[],
  price: number,
  start: string,
): PlannedInstalment[] {
  return plan.length > 0 ? [...plan] : [{ no: 1, due_date: start, amount: price }];
}

/**
 * What a settled plan says on its day: the day the oldest part not fully paid is due (null when everything is
 * paid), and what is left of the overdue parts (kuruş).
 */
export function dueState(settled: readonly SettledInstalment[]): {
  next_due_date: string | null;
  overdue: number;
} {
  const open = settled.filter((part) => part.status !== 'paid');
  return {
    next_due_date: open[0]?.due_date ?? null,
    overdue: open
      .filter((part) => part.status === 'overdue')
      .reduce((sum, part) => sum + part.amount - part.paid, 0),
  };
}

/**
 * The paid part of a plan, which a new plan keeps: the parts `paid` kuruş settle in full, and the one it settles in
 * part cut to what was paid on it. What follows them is the balance's to plan again.
 */
export function paidParts(plan: readonly PlannedInstalment[], paid: number): PlannedInstalment[] {
  return settleInstalments(plan, paid, '')
    .filter((part) => part.paid > 0)
    .map(({ no, due_date, paid: covered }) => ({ no, due_date, amount: covered }));
}

/**
 * The plan's due dates kept, amounts spread again over `total` kuruş (equal parts, the kuruş left over on the
 * last): how a plan follows its package's new price.
 */
export function respread(plan: readonly PlannedInstalment[], total: number): PlannedInstalment[] {
  const parts = [...plan].sort((a, b) => a.no - b.no);
  const part = Math.floor(total / parts.length);
  return parts.map((p, i) => ({
    no: i + 1,
    due_date: p.due_date,
    amount: i === parts.length - 1 ? total - part * (parts.length - 1) : part,
  }));
}
