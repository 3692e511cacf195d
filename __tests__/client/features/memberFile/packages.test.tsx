// The packages tab: legacy payment keys shown with their translated label (never offered for a new package, kept
// on the record that has one), the marks for unpaid and ending soon, the end-not-before-start rule, and the
// payment reminder's message.
import { screen, waitFor, within } from '@testing-library/react';
import PackagesTab from '../../../../src/client/features/memberFile/PackagesTab';
import { businessDay } from '../../../../src/shared/businessDay';
import type { MemberPackageRecord } from '../../../../src/shared/schemas/memberPackages';
import { mockHttp, type Handler } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

const ALL = [
  'MEMBER_PACKAGE_SEARCH',
  'MEMBER_PACKAGE_CREATE',
  'MEMBER_PACKAGE_READ',
  'MEMBER_PACKAGE_UPDATE',
  'NOTIFICATIONS',
  'NOTIFICATIONS_CREATE',
  'COURSE_PACKAGE_SEARCH',
  'PERSONAL_TRAININGS_SEARCH',
];

const inDays = (n: number) => businessDay(n);

const pkg = (overrides: Partial<MemberPackageRecord> = {}): MemberPackageRecord => ({
  id: 3,
  member_id: 7,
  payment_type: 'taksit',
  invoice_number: 'FT-1',
  lesson_count: 12,
  used_lessons: 5,
  remaining_lessons: 7,
  starttime: '2026-01-01',
  endtime: inDays(60),
  price: 4500,
  product_type: 'course_package',
  product_id: 2,
  product_name: 'Pilates 12 ders',
  ...overrides,
});

const path = (url?: string) => (url ?? '').split('?')[0];
const list = (rows: unknown[]) => ({
  status: 200,
  data: rows,
  headers: { 'x-total-count': String(rows.length) },
});

function open(route: string, handler: Handler, permissions = ALL) {
  const calls = mockHttp(handler);
  const view = renderWithProviders(<PackagesTab memberId={7} title="Paket Bilgileri" />, {
    preloadedState: { session: signedInSession({ permissions }) },
    route,
    path: '/member-edit/:id/:key',
  });
  return { ...view, calls };
}

it('lists packages with legacy labels, lessons left and the unpaid and ending-soon marks', async () => {
  open('/member-edit/7/package-informations', (config) =>
    path(config.url) === 'members/7/packages'
      ? list([pkg(), pkg({ id: 4, payment_type: 'unpaid', endtime: inDays(5), product_name: 'PT 10' })])
      : list([]),
  );
  expect(await screen.findByText('Taksitli (eski kayıt)')).toBeInTheDocument();
  const unpaid = screen.getByText('Ödenmedi');
  expect(unpaid.closest('.ant-tag')).not.toBeNull();
  expect(screen.getAllByText('14 gün içinde bitiyor')).toHaveLength(1);
  // 12 lessons, 5 used: 7 left of 12 (both packages).
  expect(screen.getAllByText('7 / 12')).toHaveLength(2);
  // Only the unpaid package offers the payment reminder.
  // Named by what was sold and its dates, never by its number.
  expect(
    screen.getByRole('button', { name: /^Ödeme hatırlatma bildirimi: PT 10 \(01\/01\/2026 – / }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Ödeme hatırlatma bildirimi: Pilates/ })).toBeNull();
});

it('sends a payment reminder and shows the spec message', async () => {
  const { user, calls } = open('/member-edit/7/package-informations', (config) => {
    if (config.url === 'members/7/packages/4/_remind')
      return { status: 201, data: { id: 1, queued_only: false } };
    return path(config.url) === 'members/7/packages'
      ? list([pkg({ id: 4, payment_type: 'unpaid' })])
      : list([]);
  });
  await user.click(
    await screen.findByRole('button', { name: /^Ödeme hatırlatma bildirimi: Pilates 12 ders/ }),
  );
  await user.click(await screen.findByRole('button', { name: 'Gönder' }));
  expect(await screen.findByText('Bildirim başarılı bir şekilde gönderilmiştir')).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'post' && c.url === 'members/7/packages/4/_remind')).toBe(true);
});

async function paymentOptions(user: ReturnType<typeof open>['user']) {
  await user.click(screen.getByLabelText('Ödeme türü'));
  const listbox = await screen.findByRole('listbox');
  await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option').length).toBeGreaterThan(0));
  void listbox;
  return [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
}

it('never offers the legacy keys for a new package', async () => {
  const { user } = open('/member-edit/7/package-informations?package=new', () => list([]));
  await screen.findByLabelText('Ödeme türü');
  const options = await paymentOptions(user);
  expect(options).toContain('Kredi kartı taksitli');
  expect(options.some((o) => o?.includes('eski kayıt'))).toBe(false);
});

it('keeps a stored legacy key offered (labelled) on that record', async () => {
  const { user } = open('/member-edit/7/package-informations?package=3', (config) =>
    config.url === 'members/7/packages/3' ? { status: 200, data: pkg() } : list([]),
  );
  const select = await screen.findByLabelText('Ödeme türü');
  await waitFor(() =>
    expect(
      within(select.closest('.ant-select') as HTMLElement).getByText('Taksitli (eski kayıt)'),
    ).toBeInTheDocument(),
  );
  expect(await paymentOptions(user)).toContain('Taksitli (eski kayıt)');
});

it('refuses an end date before the start date and sends dates as yyyy-MM-dd', async () => {
  const { user, calls } = open('/member-edit/7/package-informations?package=new', () => list([]));
  await user.type(await screen.findByLabelText('Başlangıç tarihi'), '10012027');
  await user.type(screen.getByLabelText('Bitiş tarihi'), '09012027');
  await user.click(screen.getByLabelText('Fatura numarası'));
  expect(await screen.findByText('Bitiş tarihi başlangıç tarihinden önce olamaz.')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'post')).toHaveLength(0);
  await user.clear(screen.getByLabelText('Bitiş tarihi'));
  await user.type(screen.getByLabelText('Bitiş tarihi'), '10022027');
  await waitFor(() =>
    expect(screen.queryByText('Bitiş tarihi başlangıç tarihinden önce olamaz.')).toBeNull(),
  );
  expect(screen.getByLabelText('Bitiş tarihi')).toHaveValue('10/02/2027');
});

it('offers only active course packages, and choosing one fills in its lessons, price and a start', async () => {
  const { user, calls } = open('/member-edit/7/package-informations?package=new', (config) => {
    if (path(config.url) === 'coursePackages')
      return list([
        { id: 2, package_name: 'Pilates 12 ders', number_of_lessons: '12', display_price: '2.400' },
      ]);
    if (config.url === 'coursePackages/2')
      return {
        status: 200,
        data: { id: 2, package_name: 'Pilates 12 ders', number_of_lessons: '12', display_price: '2.400' },
      };
    return list([]);
  });
  await user.click(await screen.findByLabelText('Satılan ürün türü'));
  await user.click(await screen.findByText('Kurs paketi'));
  await user.click(await screen.findByLabelText('Satılan paket'));
  await user.click(await screen.findByText('Pilates 12 ders'));
  await waitFor(() => expect(screen.getByLabelText('Ders sayısı')).toHaveValue('12'));
  expect(screen.getByLabelText('Fiyat (₺)')).toHaveValue('2400');
  await waitFor(() =>
    expect(screen.getByLabelText('Başlangıç tarihi')).toHaveValue(
      businessDay().split('-').reverse().join('/'),
    ),
  );
  const search = calls.find((c) => path(c.url) === 'coursePackages');
  expect(`${search?.url} ${JSON.stringify(search?.params ?? {})}`).toMatch(/status_id"?[=:]0/);
});
