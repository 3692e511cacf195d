// Taking a payment on the packages tab: the package shows paid, balance and the next due day (red when a part is
// overdue); 'Tahsilat al' starts with what is due now — the overdue part and the next one, never over the balance —
// and sends the amount as a number; an amount over the balance (409 overpayment) shows the server's message,
// naming the balance, under the amount. The payments drawer shows the plan's statuses and the payments, opens a
// receipt, mails it to the member and voids a payment only with a reason.
import { screen, waitFor, within } from '@testing-library/react';
import PackagesTab from '../../../../src/client/features/memberFile/PackagesTab';
import { businessDay } from '../../../../src/shared/businessDay';
import type { InstalmentAnswer, MemberPackageRecord } from '../../../../src/shared/schemas/memberPackages';
import type { PaymentRecord } from '../../../../src/shared/schemas/payments';
import { apiError, mockHttp, type Handler } from '../../api/mockHttp';
import { memberPackage } from '../../helpers/memberPackage';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

const ALL = [
  'MEMBER_PACKAGE_SEARCH',
  'MEMBER_PACKAGE_READ',
  'PAYMENTS_SEARCH',
  'PAYMENTS_READ',
  'PAYMENTS_CREATE',
  'PAYMENTS_VOID',
];

const shown = (iso: string) => iso.split('-').reverse().join('/');
const path = (url?: string) => (url ?? '').split('?')[0];
const list = (rows: unknown[]) => ({
  status: 200,
  data: rows,
  headers: { 'x-total-count': String(rows.length) },
});

/** 6,000 lira in four parts of 1,500: the first paid, the second a month overdue, two to come. */
const pkg = (overrides: Partial<MemberPackageRecord> = {}) =>
  memberPackage({
    payment_type: 'cash_installments',
    price: 6000,
    paid: 1500,
    balance: 4500,
    next_due_date: businessDay(-5),
    overdue_amount: 1500,
    ...overrides,
  });
const plan: InstalmentAnswer[] = [
  { id: 1, no: 1, due_date: businessDay(-35), amount: 1500, paid: 1500, status: 'paid' },
  { id: 2, no: 2, due_date: businessDay(-5), amount: 1500, paid: 0, status: 'overdue' },
  { id: 3, no: 3, due_date: businessDay(25), amount: 1500, paid: 0, status: 'due' },
  { id: 4, no: 4, due_date: businessDay(55), amount: 1500, paid: 0, status: 'due' },
];
const payment = (overrides: Partial<PaymentRecord> = {}): PaymentRecord => ({
  id: 41,
  member_id: 7,
  member_package_id: 3,
  branch_id: 1,
  amount: 1500,
  method: 'cash',
  paid_at: '2026-10-20T09:30:00.000Z',
  note: '',
  receipt_no: '2026-1-000041',
  received_by: 2,
  received_by_name: 'Deniz Kasa',
  voided_at: null,
  voided_by: null,
  void_reason: null,
  ...overrides,
});

/** The package's own row actions are named by what was sold and its dates. */
const named = (action: string) =>
  `${action}: Pilates 12 ders (${shown(pkg().starttime)} – ${shown(pkg().endtime)})`;

function open(handler: Handler, permissions = ALL) {
  const calls = mockHttp(handler);
  const view = renderWithProviders(<PackagesTab memberId={7} title="Paket Bilgileri" />, {
    preloadedState: { session: signedInSession({ permissions }) },
    route: '/member-edit/7/package-informations',
    path: '/member-edit/:id/:key',
  });
  return { ...view, calls };
}

/** The tab's server: the package, its plan, its payments; `more` answers first. */
const server =
  (more: Handler = () => undefined as never): Handler =>
  async (config) => {
    const answered = await more(config);
    if (answered) return answered;
    if (config.url === 'members/7/packages/3/instalments') return { status: 200, data: plan };
    if (path(config.url) === 'members/7/packages/3/payments') return list([payment()]);
    if (path(config.url) === 'members/7/packages') return list([pkg()]);
    return list([]);
  };

const posts = (calls: ReturnType<typeof open>['calls'], url: string) =>
  calls.filter((c) => c.method === 'post' && c.url === url).map((c) => JSON.parse(String(c.data)) as unknown);

it('shows paid, balance and the overdue next due day in red', async () => {
  open(server());
  const row = (await screen.findByText('Pilates 12 ders')).closest('tr')!;
  // Paid, and what is overdue.
  expect(within(row).getAllByText('₺1.500,00')).toHaveLength(2);
  expect(within(row).getByText('₺4.500,00')).toBeInTheDocument();
  expect(row.querySelector('[data-overdue="true"]')).toHaveTextContent(shown(businessDay(-5)));
  expect(within(row).getByText(/Geciken tutar/)).toHaveTextContent('₺1.500,00');
});

it('starts the payment with what is due now and shows a 409 overpayment under the amount', async () => {
  const taken = payment({ id: 42, amount: 3000, receipt_no: '2026-1-000042' });
  const { user, calls } = open(
    server((config) => {
      if (config.method !== 'post' || config.url !== 'members/7/packages/3/payments')
        return undefined as never;
      const body = JSON.parse(String(config.data)) as { amount: number };
      if (body.amount > 4500)
        return {
          status: 409,
          data: {
            ...apiError('overpayment', 'Bu tutar paketin kalan borcunu aşıyor: kalan borç ₺4.500,00.'),
            fields: { amount: 'payments.errors.overpayment' },
          },
        };
      return { status: 201, data: taken };
    }),
  );
  await user.click(await screen.findByRole('button', { name: named('Tahsilat al') }));
  const dialog = await screen.findByRole('dialog');
  // The overdue second part and the third: 3,000 of the 4,500 left.
  const amount = await within(dialog).findByLabelText('Tutar');
  expect(amount).toHaveValue('3000');
  expect(within(dialog).getByTestId('due-now')).toHaveTextContent(
    'Şimdi ödenmesi gereken: ₺3.000,00 (kalan borç ₺4.500,00).',
  );
  expect(within(dialog).getByLabelText('Ödeme tarihi')).toHaveValue(shown(businessDay()));
  // The method the payment type names.
  expect(within(dialog).getByText('Nakit')).toBeInTheDocument();

  await user.clear(amount);
  await user.type(amount, '5000');
  await user.click(within(dialog).getByRole('button', { name: 'Tahsilatı kaydet' }));
  expect(
    await within(dialog).findByText('Bu tutar paketin kalan borcunu aşıyor: kalan borç ₺4.500,00.'),
  ).toBeInTheDocument();
  expect(amount).toHaveAttribute('aria-invalid', 'true');

  await user.clear(amount);
  await user.type(amount, '3000');
  // The refusal belonged to the refused value.
  expect(within(dialog).queryByText(/kalan borcunu aşıyor/)).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'Tahsilatı kaydet' }));
  expect(
    await screen.findByText('Tahsilat alındı. Makbuz no: \u20662026-1-000042\u2069.'),
  ).toBeInTheDocument();
  expect(posts(calls, 'members/7/packages/3/payments')).toEqual([
    { amount: 5000, method: 'cash', paid_at: businessDay() },
    { amount: 3000, method: 'cash', paid_at: businessDay() },
  ]);
  // The package is read again: its paid and balance follow the payment.
  await waitFor(() =>
    expect(calls.filter((c) => c.method === 'get' && path(c.url) === 'members/7/packages')).toHaveLength(2),
  );
});

it('offers no payment on a package paid in full, nor without PAYMENTS_CREATE', async () => {
  const { unmount } = open(
    server((config) =>
      path(config.url) === 'members/7/packages'
        ? list([pkg({ paid: 6000, balance: 0, next_due_date: null, overdue_amount: 0 })])
        : (undefined as never),
    ),
  );
  await screen.findByText('Pilates 12 ders');
  expect(screen.queryByRole('button', { name: named('Tahsilat al') })).toBeNull();
  unmount();
  open(server(), ['MEMBER_PACKAGE_SEARCH', 'PAYMENTS_SEARCH']);
  await screen.findByText('Pilates 12 ders');
  expect(screen.queryByRole('button', { name: named('Tahsilat al') })).toBeNull();
  expect(screen.getByRole('button', { name: named('Ödemeler') })).toBeInTheDocument();
});

it('shows the plan and the payments in the drawer, opens a receipt and voids a payment with its reason', async () => {
  URL.createObjectURL = jest.fn(() => 'blob:receipt');
  URL.revokeObjectURL = jest.fn();
  const tab = {} as Window;
  const opened = jest.spyOn(window, 'open').mockImplementation(() => tab);
  const saved = jest.spyOn(HTMLAnchorElement.prototype, 'click');
  const voided = payment({
    voided_at: '2026-11-20T10:00:00.000Z',
    voided_by: 2,
    void_reason: 'Yanlış pakete girildi',
  });
  let voidedNow = false;
  const { user, calls } = open(
    server((config) => {
      if (path(config.url) === 'members/7/packages/3/payments' && voidedNow) return list([voided]);
      if (config.url === 'payments/41/_receipt')
        return {
          status: 200,
          data: new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
          headers: { 'content-type': 'application/pdf' },
        };
      if (config.url === 'members/7/packages/3/payments/41/_void') {
        voidedNow = true;
        return { status: 200, data: voided };
      }
      return undefined as never;
    }),
  );
  await user.click(await screen.findByRole('button', { name: named('Ödemeler') }));
  const drawer = await screen.findByRole('dialog');
  const planSection = await within(drawer).findByRole('region', { name: 'Taksit planı' });
  expect(within(planSection).getByText('Ödendi')).toBeInTheDocument();
  expect(within(planSection).getByText('Gecikti')).toBeInTheDocument();
  expect(within(planSection).getAllByText('Bekliyor')).toHaveLength(2);

  const receipt = await within(drawer).findByRole('button', { name: 'Tahsilat makbuzu: 2026-1-000041' });
  expect(within(drawer).getByText('Deniz Kasa')).toBeInTheDocument();
  await user.click(receipt);
  await waitFor(() => expect(opened).toHaveBeenCalledWith('blob:receipt', '_blank'));
  // Opened in a tab cut from this window, and not saved as a file as well.
  expect(tab.opener).toBeNull();
  expect(saved).not.toHaveBeenCalled();
  expect(calls.find((c) => c.url === 'payments/41/_receipt')?.responseType).toBe('blob');

  await user.click(within(drawer).getByRole('button', { name: 'Tahsilatı iptal et: 2026-1-000041' }));
  const confirm = (await screen.findAllByRole('dialog')).at(-1)!;
  expect(within(confirm).getByText('Tahsilatı iptal et: \u20662026-1-000041\u2069')).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: 'İptal et' }));
  expect(await within(confirm).findByText('Bu alanın doldurulması zorunludur.')).toBeInTheDocument();
  expect(posts(calls, 'members/7/packages/3/payments/41/_void')).toHaveLength(0);

  await user.type(within(confirm).getByLabelText('İptal nedeni'), 'Yanlış pakete girildi');
  await user.click(within(confirm).getByRole('button', { name: 'İptal et' }));
  expect(
    await screen.findByText('\u20662026-1-000041\u2069 numaralı tahsilat iptal edildi.'),
  ).toBeInTheDocument();
  expect(posts(calls, 'members/7/packages/3/payments/41/_void')).toEqual([
    { reason: 'Yanlış pakete girildi' },
  ]);
  // Marked voided in the list, and no second void.
  expect(await within(drawer).findByText('İptal edildi')).toBeInTheDocument();
  expect(within(drawer).queryByRole('button', { name: 'Tahsilatı iptal et: 2026-1-000041' })).toBeNull();
  opened.mockRestore();
  saved.mockRestore();
});

it('mails a receipt to the member after a confirmation', async () => {
  const { user, calls } = open(
    server((config) =>
      config.url === 'payments/41/_send'
        ? { status: 201, data: { queued_only: false } }
        : (undefined as never),
    ),
  );
  await user.click(await screen.findByRole('button', { name: named('Ödemeler') }));
  const drawer = await screen.findByRole('dialog');
  await user.click(
    await within(drawer).findByRole('button', { name: 'Makbuzu üyeye gönder: 2026-1-000041' }),
  );
  const confirm = await screen.findByRole('tooltip');
  expect(confirm).toHaveTextContent('Makbuz üyenin e-posta adresine gönderilsin mi?');
  await user.click(within(confirm).getByRole('button', { name: 'Gönder' }));
  expect(await screen.findByText('Makbuz üyeye gönderildi.')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'post').map((c) => c.url)).toEqual(['payments/41/_send']);
});

it('opens the payment from a link (?pay=) and goes back where the link came from once it is taken', async () => {
  const calls = mockHttp(
    server((config) =>
      config.method === 'post' && config.url === 'members/7/packages/3/payments'
        ? { status: 201, data: payment({ id: 43, receipt_no: '2026-1-000043' }) }
        : (undefined as never),
    ),
  );
  const back = '/dues?until=2026-11-23';
  const { router, user } = renderWithProviders(<PackagesTab memberId={7} title="Paket Bilgileri" />, {
    preloadedState: { session: signedInSession({ permissions: ALL }) },
    route: `/member-edit/7/package-informations?pay=3&return=${encodeURIComponent(back)}`,
    path: '/member-edit/:id/:key',
    routes: [{ path: '/dues', element: <p>Vadesi gelenler</p> }],
  });
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByLabelText('Tutar')).toHaveValue('3000');
  await user.click(within(dialog).getByRole('button', { name: 'Tahsilatı kaydet' }));
  expect(await screen.findByText('Vadesi gelenler')).toBeInTheDocument();
  expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(back);
  expect(calls.filter((c) => c.method === 'post')).toHaveLength(1);
});
