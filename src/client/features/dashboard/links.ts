// Where each card leads: the list it counts, already filtered with the row's own list filters (the list reads
// them from the address, see useEntityListController's linkedCriteria).
import type { DashboardAnswer } from '../../../shared/dashboard';

const query = (path: string, params: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;

type Cards = DashboardAnswer['cards'];

export const cardLinks = {
  activeMembers: () => query('/members', { status: 'active' }),
  newMembers: (card: NonNullable<Cards['newMembers']>) => query('/members', { joined_from: card.since }),
  packagesEnding: (card: NonNullable<Cards['packagesEnding']>) =>
    query('/packages', { ends_from: card.from, ends_until: card.until }),
  unpaidPackages: () => query('/packages', { payment_type: 'unpaid' }),
  pendingReports: () => query('/reports', { status: 'pending' }),
  sportsAwaiting: () => query('/personalTrainings', { sports_program_status: 0 }),
  dietAwaiting: () => query('/personalTrainings', { diet_status: 0 }),
  /** The cash book from this month's first day to today. */
  collectedThisMonth: (today: string) => query('/payments', { from: `${today.slice(0, 7)}-01`, to: today }),
  overdue: (today: string) => query('/dues', { until: today }),
};
