// The cash book: its rows (the member linked to their file, a voided payment struck through and marked), the
// totals per method and per person from the summary of the same filters, the voided ones apart, the day's close
// linked, and in Arabic the amounts as Arabic writes lira inside a right-to-left page.
import { act, screen, waitFor, within } from '@testing-library/react';
import CashBookPage from '../../../../src/client/features/payments/CashBookPage';
import { i18n } from '../../../../src/client/lib/i18n';
import { makeStore } from '../../../../src/client/store';
import { initialSettingsState } from '../../../../src/client/store/settings';
import { DEFAULT_SETTINGS } from '../../../../src/client/store/settingsModel';
import type { PaymentRecord, PaymentSummary } from '../../../../src/shared/schemas/payments';
import { apiError, mockHttp, type Handler } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

const PERMISSIONS = ['PAYMENTS_SEARCH', 'PAYMENTS_READ'];

const payment = (overrides: Partial<PaymentRecord> = {}): PaymentRecord => ({
  id: 41,
  member_id: 7,
  member_package_id: 3,
  branch_id: 1,
  amount: 3000,
  method: 'cash',
  paid_at: '2026-11-20T09:30:00.000Z',
  note: '',
  receipt_no: '2026-1-000041',
  received_by: 2,
  received_by_name: 'Deniz Kasa',
  voided_at: null,
  voided_by: null,
  void_reason: null,
  member_name: 'Ayşe Demir',
  package_name: 'Pilates 12 ders',
  ...overrides,
});

const rows = [
  payment(),
  payment({
    id: 42,
    amount: 1800,
    method: 'credit_card',
    receipt_no: '2026-1-000042',
    received_by: 3,
    received_by_name: 'Selin Ön Büro',
  }),
  payment({
    id: 43,
    amount: 500,
    receipt_no: '2026-1-000043',
    voided_at: '2026-11-20T11:00:00.000Z',
    void_reason: 'Yanlış üye',
  }),
];

const summary: PaymentSummary = {
  total: 4800,
  by_method: { cash: 3000, credit_card: 1800, money_transfer: 0, barter: 0 },
  by_user: [
    { user: 2, name: 'Deniz Kasa', total: 3000, count: 1 },
    { user: 3, name: 'Selin Ön Büro', total: 1800, count: 1 },
  ],
  voided: { count: 1, total: 500 },
};

const server: Handler = (config) => {
  if (config.url === 'payments/_summary') return { status: 200, data: summary };
  return { status: 200, data: rows, headers: { 'x-total-count': String(rows.length) } };
};

afterEach(async () => {
  await act(() => i18n.changeLanguage('tr'));
});

it('adds the filtered payments up per method and per person, voided apart', async () => {
  const calls = mockHttp(server);
  renderWithProviders(<CashBookPage />, {
    preloadedState: { session: signedInSession({ permissions: PERMISSIONS }) },
    route: '/payments?from=2026-11-01&to=2026-11-20',
  });
  expect(await screen.findByTestId('summary-total')).toHaveTextContent('₺4.800,00');
  const methods = screen.getByRole('region', { name: 'Ödeme şekline göre' });
  const line = (region: HTMLElement, name: string) => within(region).getByText(name).closest('tr')!;
  expect(line(methods, 'Nakit')).toHaveTextContent('₺3.000,00');
  expect(line(methods, 'Kredi kartı')).toHaveTextContent('₺1.800,00');
  expect(line(methods, 'Havale / EFT')).toHaveTextContent('₺0,00');
  const people = screen.getByRole('region', { name: 'Tahsil edene göre' });
  expect(line(people, 'Deniz Kasa')).toHaveTextContent('Deniz Kasa1₺3.000,00');
  expect(line(people, 'Selin Ön Büro')).toHaveTextContent('Selin Ön Büro1₺1.800,00');
  expect(screen.getByTestId('summary-voided')).toHaveTextContent('İptal edilen: 1 tahsilat, ₺500,00');

  // The summary and the list ask with the same filters.
  await waitFor(() => {
    const asked = calls.filter((c) => c.url === 'payments/_summary').at(-1);
    expect(asked?.params).toEqual({ from: '2026-11-01', to: '2026-11-20' });
  });
  expect(calls.some((c) => c.url?.startsWith('payments?') && c.url.includes('from=2026-11-01'))).toBe(true);

  // The rows: the member opens their packages tab, the voided one is marked and struck through.
  expect(screen.getAllByRole('link', { name: 'Ayşe Demir' })[0]).toHaveAttribute(
    'href',
    '/member-edit/7/package-informations',
  );
  const voided = screen.getByText('2026-1-000043').closest('tr')!;
  expect(within(voided).getByText('İptal edildi')).toBeInTheDocument();
  expect(within(voided).getByText('₺500,00').closest('del')).not.toBeNull();
  expect(screen.getByRole('button', { name: 'Tahsilat makbuzu: 2026-1-000041' })).toBeInTheDocument();
  // The day's close of the last day asked, in a tab of its own.
  expect(screen.getByRole('link', { name: /Gün sonu/ })).toHaveAttribute(
    'href',
    '/payments-day-close?day=2026-11-20',
  );
});

it('says so when the totals cannot be read, and still lists the payments', async () => {
  mockHttp((config) =>
    config.url === 'payments/_summary'
      ? { status: 500, data: apiError('internal', 'Sunucu hatası.') }
      : server(config),
  );
  renderWithProviders(<CashBookPage />, {
    preloadedState: { session: signedInSession({ permissions: PERMISSIONS }) },
    route: '/payments',
  });
  expect(await screen.findByText('Toplamlar alınamadı: Sunucu hatası.')).toBeInTheDocument();
  expect(await screen.findByText('2026-1-000042')).toBeInTheDocument();
});

it('asks nothing without PAYMENTS_SEARCH', async () => {
  const calls = mockHttp(server);
  renderWithProviders(<CashBookPage />, {
    preloadedState: { session: signedInSession({ permissions: ['MEMBERS_SEARCH'] }) },
    route: '/payments',
  });
  expect(await screen.findByText('Bu sayfayı görme yetkiniz yok.')).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

it('writes the totals as Arabic writes lira, right to left', async () => {
  mockHttp(server);
  const settings = { ...initialSettingsState, values: { ...DEFAULT_SETTINGS, language: 'ar' as const } };
  const store = makeStore({ session: signedInSession({ permissions: PERMISSIONS }), settings });
  renderWithProviders(<CashBookPage />, { store, route: '/payments' });
  const total = await screen.findByTestId('summary-total');
  await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
  expect(total).toHaveTextContent(/4,800\.00\s*₺/);
  // The amount is kept whole inside the right-to-left line.
  expect(total.querySelector('bdi')).not.toBeNull();
  expect(screen.getByRole('region', { name: 'حسب طريقة الدفع' })).toHaveTextContent('نقدًا');
});
