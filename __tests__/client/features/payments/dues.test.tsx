// The dues: what is due by a day, oldest first, days late in red, each member linked to their file; 'Hatırlat'
// sends the package's payment reminder after a confirmation, 'Tahsilat al' opens the payment in the member's
// packages tab and comes back here; the day chosen is asked from the server; a server that does not answer the
// dues yet shows as an error to retry, not a crash. The day's close prints the same summary per person.
import { screen, waitFor, within } from '@testing-library/react';
import DayClosePage from '../../../../src/client/features/payments/DayClosePage';
import DuesPage from '../../../../src/client/features/payments/DuesPage';
import { businessDay } from '../../../../src/shared/businessDay';
import type { PaymentSummary } from '../../../../src/shared/schemas/payments';
import type { DueRow } from '../../../../src/client/features/payments/types';
import { apiError, mockHttp, type Handler } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

const PERMISSIONS = ['PAYMENTS_SEARCH', 'PAYMENTS_CREATE', 'NOTIFICATIONS_CREATE'];

const dues: DueRow[] = [
  {
    member_id: 7,
    member_name: 'Ayşe Demir',
    member_package_id: 3,
    package_name: 'Pilates 12 ders',
    instalment_no: 2,
    due_date: '2026-10-20',
    amount: 1500,
    days_overdue: 34,
  },
  {
    member_id: 9,
    member_name: 'Emre Kaya',
    member_package_id: 5,
    package_name: 'Fitness 3 ay',
    instalment_no: null,
    due_date: '2026-11-23',
    amount: 2400.5,
    days_overdue: 0,
  },
];

const server: Handler = (config) => {
  if (config.url === 'dues') return { status: 200, data: dues, headers: { 'x-total-count': '2' } };
  if (config.url === 'members/7/packages/3/_remind') return { status: 201, data: { id: 1 } };
  return { status: 200, data: [], headers: { 'x-total-count': '0' } };
};

function open(route: string, handler: Handler = server, permissions = PERMISSIONS) {
  const calls = mockHttp(handler);
  const view = renderWithProviders(<DuesPage />, {
    preloadedState: { session: signedInSession({ permissions }) },
    route,
  });
  return { ...view, calls };
}

it('lists what is due by the day asked, the late ones in red', async () => {
  const { calls } = open('/dues?until=2026-11-23');
  const late = (await screen.findByRole('link', { name: 'Ayşe Demir' })).closest('tr')!;
  expect(screen.getByRole('link', { name: 'Ayşe Demir' })).toHaveAttribute(
    'href',
    '/member-edit/7/package-informations',
  );
  expect(late).toHaveTextContent('Pilates 12 ders');
  expect(within(late).getByText('20/10/2026').closest('bdi')).toHaveAttribute('dir', 'ltr');
  expect(within(late).getByText('₺1.500,00')).toBeInTheDocument();
  expect(within(late).getByText('34 gün')).toHaveClass('ant-tag-red');
  const today = screen.getByRole('link', { name: 'Emre Kaya' }).closest('tr')!;
  // A package without a plan owes its balance as a whole.
  expect(today).toHaveTextContent('Tamamı');
  expect(within(today).getByText('₺2.400,50')).toBeInTheDocument();
  expect(within(today).getByText('Bugün')).toBeInTheDocument();
  expect(calls.find((c) => c.url === 'dues')?.params).toEqual({ until: '2026-11-23', page: 1, per_page: 25 });
});

it('asks for today when no day is given', async () => {
  const { calls } = open('/dues');
  await screen.findByRole('link', { name: 'Ayşe Demir' });
  expect(calls.find((c) => c.url === 'dues')?.params).toMatchObject({ until: businessDay() });
});

it('reminds the member after a confirmation, and links the payment back here', async () => {
  const { user, calls } = open('/dues?until=2026-11-23');
  await user.click(await screen.findByRole('button', { name: 'Hatırlat: Ayşe Demir · Pilates 12 ders' }));
  const confirm = await screen.findByRole('tooltip');
  expect(confirm).toHaveTextContent('Ayşe Demir adlı üyeye bu borç için ödeme hatırlatması gönderilsin mi?');
  await user.click(within(confirm).getByRole('button', { name: 'Gönder' }));
  expect(await screen.findByText('Ödeme hatırlatması gönderildi.')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'post').map((c) => c.url)).toEqual([
    'members/7/packages/3/_remind',
  ]);

  expect(screen.getByRole('link', { name: 'Tahsilat al: Ayşe Demir · Pilates 12 ders' })).toHaveAttribute(
    'href',
    `/member-edit/7/package-informations?pay=3&return=${encodeURIComponent('/dues?until=2026-11-23')}`,
  );
});

it('offers neither action without their permissions', async () => {
  open('/dues', server, ['PAYMENTS_SEARCH']);
  await screen.findByRole('link', { name: 'Ayşe Demir' });
  expect(screen.queryByRole('button', { name: /Hatırlat/ })).toBeNull();
  expect(screen.queryByRole('link', { name: /Tahsilat al/ })).toBeNull();
});

it('shows a server that does not answer the dues as an error to retry', async () => {
  let answered = false;
  const { user, calls } = open('/dues', (config) => {
    if (config.url !== 'dues') return server(config);
    if (!answered) return { status: 404, data: apiError('not_found', 'Kayıt bulunamadı.') };
    return server(config);
  });
  expect(await screen.findByText('Vadesi gelen ödemeler alınamadı.')).toBeInTheDocument();
  expect(screen.getByText('Kayıt bulunamadı.')).toBeInTheDocument();
  answered = true;
  await user.click(screen.getByRole('button', { name: /Yeniden dene/ }));
  expect(await screen.findByRole('link', { name: 'Ayşe Demir' })).toBeInTheDocument();
  expect(calls.filter((c) => c.url === 'dues')).toHaveLength(2);
});

it('says so when nothing is due', async () => {
  open('/dues?until=2026-11-23', (config) =>
    config.url === 'dues' ? { status: 200, data: [], headers: { 'x-total-count': '0' } } : server(config),
  );
  expect(await screen.findByText('23/11/2026 tarihine kadar vadesi gelen ödeme yok.')).toBeInTheDocument();
});

it("prints the day's close: per person with a place to sign, per method, voided apart", async () => {
  const summary: PaymentSummary = {
    total: 4800,
    by_method: { cash: 3000, credit_card: 1800, money_transfer: 0, barter: 0 },
    by_user: [{ user: 2, name: 'Deniz Kasa', total: 4800, count: 2 }],
    voided: { count: 0, total: 0 },
  };
  const calls = mockHttp(() => ({ status: 200, data: summary }));
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  const { user } = renderWithProviders(<DayClosePage />, {
    preloadedState: { session: signedInSession({ permissions: ['PAYMENTS_SEARCH'] }) },
    route: '/payments-day-close?day=2026-11-20&branch_id=2',
  });
  expect(await screen.findByText('Deniz Kasa')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Gün sonu: 20/11/2026');
  expect(screen.getByRole('columnheader', { name: 'İmza' })).toBeInTheDocument();
  expect(screen.getByTestId('summary-total')).toHaveTextContent('₺4.800,00');
  await waitFor(() =>
    expect(calls.at(-1)?.params).toEqual({ from: '2026-11-20', to: '2026-11-20', branch_id: '2' }),
  );
  await user.click(screen.getByRole('button', { name: /Yazdır/ }));
  expect(print).toHaveBeenCalledTimes(1);
  print.mockRestore();
});
