// Replanning a package's unpaid instalments in its payments drawer: 'Planı düzenle' starts with what is left of
// each unpaid part, spreading the balance evenly adds up to it to the kuruş (the remainder on the last part), the
// rows are sent with PUT and the plan and the package are read again; the server's 400 (the parts do not add up
// to the balance) shows its message; no editing without MEMBER_PACKAGE_UPDATE, nor on a package paid in full.
import { screen, waitFor, within } from '@testing-library/react';
import PackagesTab from '../../../../src/client/features/memberFile/PackagesTab';
import { rowsTotal, spreadEvenly, unpaidRows } from '../../../../src/client/features/memberFile/replanValues';
import { businessDay } from '../../../../src/shared/businessDay';
import { addMonths } from '../../../../src/shared/money/instalments';
import type { InstalmentAnswer, MemberPackageRecord } from '../../../../src/shared/schemas/memberPackages';
import { apiError, mockHttp, type Handler } from '../../api/mockHttp';
import { memberPackage } from '../../helpers/memberPackage';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

const ALL = [
  'MEMBER_PACKAGE_SEARCH',
  'MEMBER_PACKAGE_READ',
  'MEMBER_PACKAGE_UPDATE',
  'PAYMENTS_SEARCH',
  'PAYMENTS_READ',
];

const shown = (iso: string) => iso.split('-').reverse().join('/');
const path = (url?: string) => (url ?? '').split('?')[0];
const list = (rows: unknown[]) => ({
  status: 200,
  data: rows,
  headers: { 'x-total-count': String(rows.length) },
});
const PLAN_URL = 'members/7/packages/3/instalments';

/** 6,000 lira in four parts of 1,500: the first paid, 500 paid of the overdue second, two to come. */
const pkg = (overrides: Partial<MemberPackageRecord> = {}) =>
  memberPackage({
    payment_type: 'cash_installments',
    price: 6000,
    paid: 2000,
    balance: 4000,
    next_due_date: businessDay(-5),
    overdue_amount: 1000,
    ...overrides,
  });
const plan: InstalmentAnswer[] = [
  { id: 1, no: 1, due_date: businessDay(-35), amount: 1500, paid: 1500, status: 'paid' },
  { id: 2, no: 2, due_date: businessDay(-5), amount: 1500, paid: 500, status: 'overdue' },
  { id: 3, no: 3, due_date: businessDay(25), amount: 1500, paid: 0, status: 'due' },
  { id: 4, no: 4, due_date: businessDay(55), amount: 1500, paid: 0, status: 'due' },
];

function open(handler: Handler, permissions = ALL) {
  const calls = mockHttp(handler);
  const view = renderWithProviders(<PackagesTab memberId={7} title="Paket Bilgileri" />, {
    preloadedState: { session: signedInSession({ permissions }) },
    route: '/member-edit/7/package-informations',
    path: '/member-edit/:id/:key',
  });
  return { ...view, calls };
}

/** The tab's server: the package, its plan, no payments; `more` answers first. */
const server =
  (more: Handler = () => undefined as never, record = pkg()): Handler =>
  async (config) => {
    const answered = await more(config);
    if (answered) return answered;
    if (config.url === PLAN_URL) return { status: 200, data: plan };
    if (path(config.url) === 'members/7/packages') return list([record]);
    return list([]);
  };

const puts = (calls: ReturnType<typeof open>['calls']) =>
  calls
    .filter((c) => c.method === 'put' && c.url === PLAN_URL)
    .map((c) => JSON.parse(String(c.data)) as unknown);

async function openDrawer(user: ReturnType<typeof open>['user']) {
  const name = `Ödemeler: Pilates 12 ders (${shown(pkg().starttime)} – ${shown(pkg().endtime)})`;
  await user.click(await screen.findByRole('button', { name }));
  const drawer = await screen.findByRole('dialog');
  await within(drawer).findByRole('region', { name: 'Taksit planı' });
  return drawer;
}

it('spreads a balance evenly over the rows to the kuruş, the remainder on the last', () => {
  const rows = unpaidRows(plan).instalments;
  expect(rows.map((r) => [r.due_date, r.amount])).toEqual([
    [businessDay(-5), '1000'],
    [businessDay(25), '1500'],
    [businessDay(55), '1500'],
  ]);
  const spread = spreadEvenly(rows, 100001);
  expect(spread.map((r) => [r.due_date, r.amount])).toEqual([
    [businessDay(-5), '333.33'],
    [addMonths(businessDay(-5), 1), '333.33'],
    [addMonths(businessDay(-5), 2), '333.35'],
  ]);
  // The rows keep their keys: their fields keep their place.
  expect(spread.map((r) => r.key)).toEqual(rows.map((r) => r.key));
  for (let count = 1; count <= 12; count += 1) {
    const many = Array.from({ length: count }, () => rows[0]!);
    expect(rowsTotal(spreadEvenly(many, 479999))).toBe(479999);
  }
});

it('starts with the unpaid parts, spreads the balance evenly and saves the new plan', async () => {
  const replanned: InstalmentAnswer[] = [
    plan[0]!,
    { ...plan[1]!, amount: 500, paid: 500, status: 'paid' },
    { id: 5, no: 3, due_date: businessDay(-5), amount: 1333.33, paid: 0, status: 'overdue' },
    { id: 6, no: 4, due_date: addMonths(businessDay(-5), 1), amount: 1333.33, paid: 0, status: 'due' },
    { id: 7, no: 5, due_date: addMonths(businessDay(-5), 2), amount: 1333.34, paid: 0, status: 'due' },
  ];
  let saved = false;
  const { user, calls } = open(
    server((config) => {
      if (config.url !== PLAN_URL) return undefined as never;
      if (config.method === 'put') saved = true;
      return { status: 200, data: saved ? replanned : plan };
    }),
  );
  const drawer = await openDrawer(user);
  await user.click(within(drawer).getByRole('button', { name: /Planı düzenle/ }));
  const form = within(drawer).getByRole('region', { name: 'Planı düzenle' });

  // What is left of the overdue second part, and the two to come.
  expect(within(form).getByLabelText('1. taksit vadesi')).toHaveValue(shown(businessDay(-5)));
  expect(within(form).getByLabelText('1. taksit tutarı')).toHaveValue('1000');
  expect(within(form).getByLabelText('2. taksit vadesi')).toHaveValue(shown(businessDay(25)));
  expect(within(form).getByLabelText('3. taksit tutarı')).toHaveValue('1500');
  expect(within(form).queryByLabelText('4. taksit tutarı')).toBeNull();
  const total = within(form).getByTestId('replan-total');
  expect(total).toHaveTextContent('Toplam: ₺4.000,00 / Kalan borç: ₺4.000,00');
  expect(total).toHaveAttribute('data-differs', 'false');

  // One part fewer: short by what it held, in red; one more for what is left, a month after the last.
  await user.click(within(form).getByRole('button', { name: '3. taksiti kaldır' }));
  expect(total).toHaveTextContent('Toplam: ₺2.500,00 / Kalan borç: ₺4.000,00 · Eksik: ₺1.500,00');
  expect(total).toHaveAttribute('data-differs', 'true');
  await user.click(within(form).getByRole('button', { name: /Taksit ekle/ }));
  expect(within(form).getByLabelText('3. taksit vadesi')).toHaveValue(shown(addMonths(businessDay(25), 1)));
  expect(within(form).getByLabelText('3. taksit tutarı')).toHaveValue('1500');
  expect(total).toHaveAttribute('data-differs', 'false');

  await user.click(within(form).getByRole('button', { name: 'Eşit dağıt' }));
  expect(within(form).getByLabelText('1. taksit tutarı')).toHaveValue('1333,33');
  expect(within(form).getByLabelText('2. taksit tutarı')).toHaveValue('1333,33');
  expect(within(form).getByLabelText('3. taksit tutarı')).toHaveValue('1333,34');
  expect(within(form).getByLabelText('3. taksit vadesi')).toHaveValue(shown(addMonths(businessDay(-5), 2)));
  expect(total).toHaveTextContent('Toplam: ₺4.000,00 / Kalan borç: ₺4.000,00');

  await user.click(within(form).getByRole('button', { name: 'Planı kaydet' }));
  expect(await screen.findByText('Taksit planı güncellendi.')).toBeInTheDocument();
  expect(puts(calls)).toEqual([
    {
      instalments: [
        { due_date: businessDay(-5), amount: 1333.33 },
        { due_date: addMonths(businessDay(-5), 1), amount: 1333.33 },
        { due_date: addMonths(businessDay(-5), 2), amount: 1333.34 },
      ],
    },
  ]);
  // The plan and the package (its next due day, what is overdue) are read again; the form closes.
  await waitFor(() => expect(calls.filter((c) => c.method === 'get' && c.url === PLAN_URL)).toHaveLength(2));
  await waitFor(() =>
    expect(calls.filter((c) => c.method === 'get' && path(c.url) === 'members/7/packages')).toHaveLength(2),
  );
  const planSection = within(drawer).getByRole('region', { name: 'Taksit planı' });
  expect(await within(planSection).findByText('₺1.333,34')).toBeInTheDocument();
  expect(within(drawer).queryByRole('region', { name: 'Planı düzenle' })).toBeNull();
});

it("checks the rows before sending and shows the server's 400 while the rows are the refused ones", async () => {
  const message = 'Taksitlerin toplamı kalan borca eşit olmalı: kalan borç ₺4.000,00.';
  const { user, calls } = open(
    server((config) =>
      config.method === 'put' && config.url === PLAN_URL
        ? {
            status: 400,
            data: {
              ...apiError('instalments_total', message),
              fields: { instalments: 'memberPackages.errors.instalments_total' },
            },
          }
        : (undefined as never),
    ),
  );
  const drawer = await openDrawer(user);
  await user.click(within(drawer).getByRole('button', { name: /Planı düzenle/ }));
  const form = within(drawer).getByRole('region', { name: 'Planı düzenle' });

  // Not a day, not an amount: the form says so and sends nothing.
  const day = within(form).getByLabelText('2. taksit vadesi');
  await user.clear(day);
  const amount = within(form).getByLabelText('1. taksit tutarı');
  await user.clear(amount);
  await user.click(within(form).getByRole('button', { name: 'Planı kaydet' }));
  expect(await within(form).findAllByText('Bu alanın doldurulması zorunludur.')).toHaveLength(2);
  expect(day).toHaveAttribute('aria-invalid', 'true');
  expect(puts(calls)).toHaveLength(0);

  // Parts that do not add up to the balance are the server's to refuse.
  await user.type(day, shown(businessDay(25)).replace(/\//g, ''));
  await user.type(amount, '900');
  expect(within(form).getByTestId('replan-total')).toHaveTextContent('Eksik: ₺100,00');
  await user.click(within(form).getByRole('button', { name: 'Planı kaydet' }));
  expect(await within(form).findByText(message)).toBeInTheDocument();
  expect(puts(calls)).toEqual([
    {
      instalments: [
        { due_date: businessDay(-5), amount: 900 },
        { due_date: businessDay(25), amount: 1500 },
        { due_date: businessDay(55), amount: 1500 },
      ],
    },
  ]);

  // The refusal belonged to those rows.
  await user.type(amount, '0');
  expect(within(form).queryByText(message)).toBeNull();
  expect(within(form).getByTestId('replan-total')).toHaveTextContent('Fazla: ₺8.000,00');
});

it('offers no editing without MEMBER_PACKAGE_UPDATE, nor on a package paid in full', async () => {
  const { user, unmount } = open(
    server(),
    ALL.filter((p) => p !== 'MEMBER_PACKAGE_UPDATE'),
  );
  let drawer = await openDrawer(user);
  expect(within(drawer).queryByRole('button', { name: /Planı düzenle/ })).toBeNull();
  unmount();

  const paid = pkg({ paid: 6000, balance: 0, next_due_date: null, overdue_amount: 0 });
  const second = open(server(undefined, paid));
  drawer = await openDrawer(second.user);
  expect(within(drawer).queryByRole('button', { name: /Planı düzenle/ })).toBeNull();
});
