// The dashboard's money cards: what was collected this month and what is overdue, written as the language writes
// lira, each opening its list — the cash book from the month's first day, the dues by today — and absent while
// the answer does not carry them (an older server, or no permission for the payments).
import { act, screen } from '@testing-library/react';
import DashboardPage from '../../../../src/client/features/dashboard/DashboardPage';
import { i18n } from '../../../../src/client/lib/i18n';
import { initialSettingsState } from '../../../../src/client/store/settings';
import { DEFAULT_SETTINGS } from '../../../../src/client/store/settingsModel';
import type { DashboardAnswer } from '../../../../src/shared/dashboard';
import { mockHttp } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

const answer: DashboardAnswer = {
  today: '2026-11-23',
  cards: { activeMembers: 41, collected_this_month: 128450.5, overdue: { count: 6, amount: 9000 } },
  charts: {},
};

const open = (data: DashboardAnswer, language: 'tr' | 'ar' = 'tr') => {
  mockHttp((config) =>
    config.url === 'attention'
      ? { status: 200, data: { today: data.today, counts: {}, items: [] } }
      : { status: 200, data },
  );
  const settings = { ...initialSettingsState, values: { ...DEFAULT_SETTINGS, language } };
  renderWithProviders(<DashboardPage />, {
    preloadedState: { session: signedInSession({ permissions: ['USERS_SEARCH'] }), settings },
    route: '/dashboard',
  });
};

afterEach(async () => {
  await act(() => i18n.changeLanguage('tr'));
});

it('shows the money collected this month and what is overdue, each a link to its list', async () => {
  open(answer);
  const collected = await screen.findByRole('link', { name: /^Bu ay tahsil edilen ?: ₺128\.450,50$/ });
  expect(collected).toHaveAttribute('href', '/payments?from=2026-11-01&to=2026-11-23');
  const overdue = screen.getByRole('link', { name: /^Geciken ?: ₺9\.000,00/ });
  expect(overdue).toHaveAttribute('href', '/dues?until=2026-11-23');
  expect(screen.getByTestId('overdue-count')).toHaveTextContent('Geciken ödeme sayısı: 6');
});

it('leaves the money cards out while the answer lacks them', async () => {
  open({ ...answer, cards: { activeMembers: 41 } });
  expect(await screen.findByRole('link', { name: /Aktif üyeler/ })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Bu ay tahsil edilen/ })).toBeNull();
  expect(screen.queryByRole('link', { name: /Geciken/ })).toBeNull();
});

it('writes the amounts the Arabic way, kept whole in the right-to-left page', async () => {
  open(answer, 'ar');
  const collected = await screen.findByRole('link', { name: /المحصَّل هذا الشهر/ });
  expect(collected).toHaveTextContent(/128,450\.50\s*₺/);
  expect(collected.querySelector('.ant-statistic-content bdi')).not.toBeNull();
});
