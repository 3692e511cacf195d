// Selling a package on instalments: the count and first due day appear with an instalment payment type, the plan
// they make is shown before saving and adds up to the price to the kuruş (the remainder on the last part), the
// sale sends the plan with the package, and 'take the first payment now' records the first part right after it.
import { screen, waitFor, within } from '@testing-library/react';
import PackagesTab from '../../../../src/client/features/memberFile/PackagesTab';
import { salePlan, dueNow } from '../../../../src/client/features/memberFile/packageMoney';
import { mockHttp, type Handler } from '../../api/mockHttp';
import { memberPackage } from '../../helpers/memberPackage';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

const ALL = [
  'MEMBER_PACKAGE_SEARCH',
  'MEMBER_PACKAGE_CREATE',
  'MEMBER_PACKAGE_READ',
  'MEMBER_PACKAGE_UPDATE',
  'PAYMENTS_CREATE',
];

const path = (url?: string) => (url ?? '').split('?')[0];
const list = (rows: unknown[]) => ({
  status: 200,
  data: rows,
  headers: { 'x-total-count': String(rows.length) },
});

const sold = memberPackage({
  id: 9,
  payment_type: 'cash_installments',
  price: 1000.01,
  paid: 0,
  balance: 1000.01,
});

function openNew(handler: Handler, permissions = ALL) {
  const calls = mockHttp(handler);
  const view = renderWithProviders(<PackagesTab memberId={7} title="Paket Bilgileri" />, {
    preloadedState: { session: signedInSession({ permissions }) },
    route: '/member-edit/7/package-informations?package=new',
    path: '/member-edit/:id/:key',
  });
  return { ...view, calls };
}

const server: Handler = (config) => {
  if (config.method === 'post' && config.url === 'members/7/packages') return { status: 201, data: sold };
  if (config.method === 'post' && config.url === 'members/7/packages/9/payments')
    return {
      status: 201,
      data: {
        id: 50,
        member_id: 7,
        member_package_id: 9,
        amount: 333.33,
        method: 'cash',
        receipt_no: '2026-1-000050',
      },
    };
  if (path(config.url) === 'members/7/packages') return list([]);
  return list([]);
};

type User = ReturnType<typeof openNew>['user'];

async function choose(user: User, label: string, option: string) {
  await user.click(await screen.findByLabelText(label));
  const options = await screen.findAllByText(option);
  await user.click(options.at(-1)!);
}

async function fillSale(user: User) {
  await choose(user, 'Ödeme türü', 'Nakit taksitli');
  await user.type(screen.getByLabelText('Ders sayısı'), '12');
  await user.type(screen.getByLabelText('Başlangıç tarihi'), '01122026');
  await user.type(screen.getByLabelText('Bitiş tarihi'), '31052027');
  await user.type(screen.getByLabelText('Fiyat (₺)'), '1000,01');
  await user.type(await screen.findByLabelText('Taksit sayısı'), '3');
  await user.type(screen.getByLabelText('İlk taksit tarihi'), '15122026');
}

it('plans three parts of 1,000.01 that add up to the price, the kuruş left over on the last', () => {
  const plan = salePlan('1000.01', 3, '2026-12-15')!;
  expect(plan.map((p) => [p.due_date, p.amount])).toEqual([
    ['2026-12-15', 33333],
    ['2027-01-15', 33333],
    ['2027-02-15', 33335],
  ]);
  for (let count = 2; count <= 12; count += 1)
    expect(salePlan('4799.99', count, '2026-01-31')!.reduce((sum, p) => sum + p.amount, 0)).toBe(479999);
  // Not a plan yet: no count, a count out of range, a price with more than two decimals.
  expect(salePlan('1000', '', '2026-12-15')).toBeNull();
  expect(salePlan('1000', 13, '2026-12-15')).toBeNull();
  expect(salePlan('1000.001', 3, '2026-12-15')).toBeNull();
});

it('takes what is overdue and the next part, never over the balance', () => {
  const part = (
    no: number,
    amount: number,
    paid: number,
    status: 'paid' | 'partial' | 'due' | 'overdue',
  ) => ({
    id: no,
    no,
    due_date: `2026-0${no}-01`,
    amount,
    paid,
    status,
  });
  const plan = [
    part(1, 100, 100, 'paid'),
    part(2, 100, 40, 'overdue'),
    part(3, 100, 0, 'due'),
    part(4, 100, 0, 'due'),
  ];
  expect(dueNow({ balance: 260, overdue_amount: 60 }, plan)).toBe(16000);
  expect(dueNow({ balance: 120, overdue_amount: 60 }, plan)).toBe(12000);
  // Without the plan: what is overdue, or the whole balance.
  expect(dueNow({ balance: 260, overdue_amount: 60 }, null)).toBe(6000);
  expect(dueNow({ balance: 260, overdue_amount: 0 }, null)).toBe(26000);
  expect(dueNow({ balance: 0, overdue_amount: 0 }, plan)).toBe(0);
});

it('shows the plan before saving and sends it with the sale', async () => {
  const { user, calls } = openNew(server);
  // No plan fields with a single payment.
  await screen.findByLabelText('Ödeme türü');
  expect(screen.queryByLabelText('Taksit sayısı')).toBeNull();
  await fillSale(user);
  const preview = await screen.findByRole('region', { name: 'Ödeme planı' });
  const rows = within(preview).getAllByRole('row').slice(1, 4);
  expect(rows.map((row) => row.textContent)).toEqual([
    '115/12/2026₺333,33',
    '215/01/2027₺333,33',
    '315/02/2027₺333,35',
  ]);
  expect(within(preview).getByTestId('plan-total')).toHaveTextContent('₺1.000,01');

  await user.click(screen.getByRole('button', { name: /Kaydet/ }));
  await waitFor(() => expect(calls.filter((c) => c.method === 'post')).toHaveLength(1));
  const body = JSON.parse(String(calls.find((c) => c.method === 'post')!.data)) as Record<string, unknown>;
  expect(body).toMatchObject({
    payment_type: 'cash_installments',
    price: 1000.01,
    instalments: 3,
    first_due_date: '2026-12-15',
  });
  expect(body).not.toHaveProperty('take_payment');
  expect(body).not.toHaveProperty('payment_method');
});

it('records the first part as a payment right after the sale when asked', async () => {
  const { user, calls } = openNew(server);
  await fillSale(user);
  await user.click(await screen.findByLabelText('İlk ödemeyi şimdi al: ₺333,33'));
  // The method the payment type names, changeable.
  const method = await screen.findByLabelText('Ödeme şekli');
  expect(method.closest('.ant-select')).toHaveTextContent('Nakit');
  await user.click(screen.getByRole('button', { name: /Kaydet/ }));
  // The number is isolated, so an Arabic sentence does not read it backwards.
  expect(
    await screen.findByText('İlk ödeme alındı. Makbuz no: \u20662026-1-000050\u2069.'),
  ).toBeInTheDocument();
  const sent = calls
    .filter((c) => c.method === 'post')
    .map((c) => [c.url, JSON.parse(String(c.data)) as unknown]);
  expect(sent).toHaveLength(2);
  expect(sent[0]![0]).toBe('members/7/packages');
  expect(sent[1]).toEqual(['members/7/packages/9/payments', { amount: 333.33, method: 'cash' }]);
});

it('offers no first payment without PAYMENTS_CREATE', async () => {
  const { user } = openNew(
    server,
    ALL.filter((p) => p !== 'PAYMENTS_CREATE'),
  );
  await fillSale(user);
  await screen.findByRole('region', { name: 'Ödeme planı' });
  expect(screen.queryByLabelText(/İlk ödemeyi şimdi al/)).toBeNull();
});
