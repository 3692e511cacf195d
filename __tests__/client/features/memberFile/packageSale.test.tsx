// The package sale: what was sold gives the end date (start + validity - 1; a later start moves it, an
// end typed by hand stays), the missing-fields line beside Kaydet follows the values the product filled in, and a
// period overlapping a running package of the member is confirmed first — naming that package; Vazgeç saves
// nothing.
import { screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
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
  'COURSE_PACKAGE_SEARCH',
  'PERSONAL_TRAININGS_SEARCH',
];

const path = (url?: string) => (url ?? '').split('?')[0];
const list = (rows: unknown[]) => ({
  status: 200,
  data: rows,
  headers: { 'x-total-count': String(rows.length) },
});
const display = (day: string) => dayjs(day).format('DD/MM/YYYY');

const running = (overrides: Partial<MemberPackageRecord> = {}): MemberPackageRecord => ({
  id: 3,
  member_id: 7,
  payment_type: 'cash',
  invoice_number: '',
  lesson_count: 12,
  used_lessons: 5,
  remaining_lessons: 7,
  starttime: '2026-01-01',
  endtime: businessDay(40),
  price: 2400,
  product_type: 'course_package',
  product_id: 2,
  product_name: 'Pilates 12 ders',
  ...overrides,
});

/** Course package 2 lasts `validity` days (null: it does not say). */
function products(validity: number | null, packages: MemberPackageRecord[] = []): Handler {
  const pilates = {
    id: 2,
    package_name: 'Pilates 12 ders',
    number_of_lessons: '12',
    display_price: '2.400',
    validity_days: validity,
  };
  return (config) => {
    if (config.method === 'post') return { status: 201, data: { ...running(), id: 9 } };
    if (path(config.url) === 'coursePackages') return list([pilates]);
    if (config.url === 'coursePackages/2') return { status: 200, data: pilates };
    if (path(config.url) === 'members/7/packages') return list(packages);
    return list([]);
  };
}

function openNew(handler: Handler) {
  const calls = mockHttp(handler);
  const view = renderWithProviders(<PackagesTab memberId={7} title="Paket Bilgileri" />, {
    preloadedState: { session: signedInSession({ permissions: ALL }) },
    route: '/member-edit/7/package-informations?package=new',
    path: '/member-edit/:id/:key',
  });
  return { ...view, calls };
}

type User = ReturnType<typeof openNew>['user'];

async function pickPilates(user: User) {
  await user.click(await screen.findByLabelText('Satılan ürün türü'));
  await user.click(await screen.findByText('Kurs paketi'));
  await user.click(await screen.findByLabelText('Satılan paket'));
  await user.click(await screen.findByText('Pilates 12 ders'));
  await waitFor(() => expect(screen.getByLabelText('Ders sayısı')).toHaveValue('12'));
}

async function retype(user: User, label: string, digits: string) {
  await user.clear(screen.getByLabelText(label));
  await user.type(screen.getByLabelText(label), digits);
}

const start = () => screen.getByLabelText('Başlangıç tarihi');
const end = () => screen.getByLabelText('Bitiş tarihi');
const posts = (calls: ReturnType<typeof openNew>['calls']) => calls.filter((c) => c.method === 'post');

it('derives the end from the validity of what was sold, moves it with the start, and keeps an end typed by hand', async () => {
  const { user } = openNew(products(30));
  await pickPilates(user);
  // Today is the start when none was set; 30 days, today included.
  const today = businessDay();
  await waitFor(() => expect(end()).toHaveValue(display(dayjs(today).add(29, 'day').format('YYYY-MM-DD'))));
  expect(start()).toHaveValue(display(today));
  expect(
    screen.getByText('Satılan ürünün geçerliliğinden (30 gün) hesaplandı; değiştirebilirsiniz.'),
  ).toBeVisible();

  await retype(user, 'Başlangıç tarihi', '01032027');
  await waitFor(() => expect(end()).toHaveValue('30/03/2027'));

  // The end typed by hand is the user's: a later start leaves it.
  await retype(user, 'Bitiş tarihi', '15042027');
  expect(screen.queryByText(/geçerliliğinden/)).toBeNull();
  await retype(user, 'Başlangıç tarihi', '05032027');
  expect(start()).toHaveValue('05/03/2027');
  expect(end()).toHaveValue('15/04/2027');
});

it('derives no end from a product without a validity, and the missing-fields line follows the values filled in', async () => {
  const { user } = openNew(products(null));
  await user.type(await screen.findByLabelText('Fatura numarası'), 'FT-9');
  const line = await screen.findByRole('status');
  expect(line).toHaveTextContent('Ders sayısı');
  expect(line).toHaveTextContent('Fiyat (₺)');
  await pickPilates(user);
  expect(screen.getByLabelText('Fiyat (₺)')).toHaveValue('2400');
  // Lessons, price and start are filled in: only the end is left.
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent(/^Eksik ya da hatalı alanlar: Bitiş tarihi$/),
  );
  expect(end()).toHaveValue('');
  await user.type(end(), '31122030');
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  expect(screen.getByRole('button', { name: /Kaydet/ })).toBeEnabled();
});

it('asks before saving a period that overlaps a running package, naming it; Vazgeç saves nothing', async () => {
  const ended = running({ id: 2, product_name: 'Eski paket', endtime: businessDay(-1) });
  const { user, calls } = openNew(products(30, [running(), ended]));
  await pickPilates(user);
  await waitFor(() => expect(end()).not.toHaveValue(''));

  await user.click(screen.getByRole('button', { name: /Kaydet/ }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Çakışan paket');
  expect(dialog).toHaveTextContent(
    `üyenin devam eden paketiyle çakışıyor: Pilates 12 ders (01/01/2026 – ${display(businessDay(40))})`,
  );
  // The ended package is not running: not named.
  expect(dialog).not.toHaveTextContent('Eski paket');
  await user.click(screen.getByRole('button', { name: 'Vazgeç' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(posts(calls)).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: /Kaydet/ }));
  await user.click(await screen.findByRole('button', { name: 'Yine de kaydet' }));
  await waitFor(() => expect(posts(calls)).toHaveLength(1));
  expect(posts(calls)[0].url).toBe('members/7/packages');
});

it('saves without asking when no running package overlaps', async () => {
  const later = running({ starttime: businessDay(400), endtime: businessDay(430) });
  const { user, calls } = openNew(products(30, [later]));
  await pickPilates(user);
  await waitFor(() => expect(end()).not.toHaveValue(''));
  await user.click(screen.getByRole('button', { name: /Kaydet/ }));
  await waitFor(() => expect(posts(calls)).toHaveLength(1));
  expect(screen.queryByText('Çakışan paket')).toBeNull();
});
