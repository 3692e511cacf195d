// The answer of GET dashboard and the date arithmetic both sides share. A card or chart is absent
// when the caller lacks the permission of the list it summarises.

export const DASHBOARD_MONTHS = 12;
export const DASHBOARD_WEEKS = 12;

export interface DashboardAnswer {
  /** The server's today (yyyy-MM-dd, UTC): the links' date filters are built from it. */
  today: string;
  cards: {
    activeMembers?: number;
    /** Members created this month and last month; `since` is this month's first day. */
    newMembers?: { thisMonth: number; lastMonth: number; since: string };
    /** Packages whose end date is within [from, until]. */
    packagesEnding?: { count: number; from: string; until: string };
    unpaidPackages?: number;
    pendingReports?: number;
    /** Personal trainings whose sports program / diet waits for approval (status 0). */
    trainingsAwaiting?: { sports: number; diet: number };
    /** Payments taken since this month's first business day, less voids, in lira (PAYMENTS_SEARCH). */
    collected_this_month?: number;
    /** The parts and balances due before today and not paid: how many, and what is left of them in lira. */
    overdue?: { count: number; amount: number };
  };
  charts: {
    membersJoined?: { month: string; count: number }[];
    revenue?: { month: string; payment_type: string; total: number }[];
    membersPerBranch?: { branches_id: number | null; name: string; count: number }[];
    measurementsPerWeek?: { week: string; count: number }[];
  };
}

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);

/** yyyy-MM-dd `days` after `date`. */
export const addDays = (date: string, days: number): string => {
  const d = day(date);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
};

/** The Monday of `date`'s week. */
export const mondayOf = (date: string): string => addDays(date, -((day(date).getUTCDay() + 6) % 7));

/** The last `count` months up to `today`'s, oldest first (yyyy-MM). */
export function lastMonths(today: string, count: number): string[] {
  const d = day(`${today.slice(0, 7)}-01`);
  const months: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - i, 1));
    months.push(iso(m).slice(0, 7));
  }
  return months;
}
