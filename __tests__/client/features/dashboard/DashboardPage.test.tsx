// The dashboard renders its cards from GET dashboard, each a link to its list already filtered, leaves out the
// cards the answer lacks, and a list opened by such a link searches with those filters.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AttentionAnswer } from '../../../../src/shared/attention';
import type { DashboardAnswer } from '../../../../src/shared/dashboard';
import DashboardPage from '../../../../src/client/features/dashboard/DashboardPage';
import MembersListPage from '../../../../src/client/features/members/MembersListPage';
import { mockHttp } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

const answer: DashboardAnswer = {
  today: '2026-11-23',
  cards: {
    activeMembers: 41,
    newMembers: { thisMonth: 7, lastMonth: 4, since: '2026-11-01' },
    packagesEnding: { count: 5, from: '2026-11-23', until: '2026-12-07' },
    unpaidPackages: 3,
    pendingReports: 2,
    trainingsAwaiting: { sports: 6, diet: 1 },
  },
  charts: {},
};

const open = (data: DashboardAnswer) => {
  const calls = mockHttp(() => ({ status: 200, data }));
  renderWithProviders(<DashboardPage />, {
    preloadedState: { session: signedInSession({ permissions: ['USERS_SEARCH'] }) },
    route: '/dashboard',
  });
  return calls;
};

const card = (name: RegExp) => screen.getByRole('link', { name });

it('shows each figure as a link to its list, filtered', async () => {
  const calls = open(answer);
  expect(await screen.findByRole('link', { name: /^Aktif üyeler ?: 41$/ })).toHaveAttribute(
    'href',
    '/members?status=active',
  );
  expect(calls.map((c) => c.url).sort()).toEqual(['attention', 'dashboard']);
  expect(card(/^Bu ay yeni üyeler ?: 7/)).toHaveAttribute('href', '/members?joined_from=2026-11-01');
  expect(screen.getByTestId('new-members-change')).toHaveTextContent('Geçen aya göre +3 (geçen ay 4)');
  expect(card(/^14 gün içinde biten paketler ?: 5/)).toHaveAttribute(
    'href',
    '/packages?ends_from=2026-11-23&ends_until=2026-12-07',
  );
  expect(card(/^Ödenmemiş paketler ?: 3/)).toHaveAttribute('href', '/packages?payment_type=unpaid');
  expect(card(/^Onay bekleyen raporlar ?: 2/)).toHaveAttribute('href', '/reports?status=pending');
  expect(card(/^Spor programı onay bekleyen PT ?: 6/)).toHaveAttribute(
    'href',
    '/personalTrainings?sports_program_status=0',
  );
  expect(card(/^Diyeti onay bekleyen PT ?: 1/)).toHaveAttribute('href', '/personalTrainings?diet_status=0');
  // The welcome line stays.
  expect(screen.getByText(/^Hoş geldiniz/)).toBeInTheDocument();
});

it('shows only the cards the answer holds', async () => {
  open({ today: '2026-11-23', cards: { pendingReports: 0 }, charts: {} });
  expect(await screen.findByRole('link', { name: /^Onay bekleyen raporlar ?: 0$/ })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Aktif üyeler/ })).toBeNull();
  expect(screen.queryByRole('link', { name: /paketler/ })).toBeNull();
});

it('a list opened from a card searches with the filters in its address', async () => {
  const calls = mockHttp(() => ({ status: 200, data: [], headers: { 'x-total-count': '0' } }));
  renderWithProviders(<MembersListPage />, {
    preloadedState: { session: signedInSession({ permissions: ['MEMBERS_SEARCH'] }) },
    route: '/members?joined_from=2026-11-01&status=active&unknown=1',
  });
  await waitFor(() =>
    expect(calls.at(-1)?.url).toBe(
      'members?start=0&count=25&sort=id&sort_by=DESC&joined_from=2026-11-01&status=active',
    ),
  );
});

it("keeps the dashboard's labels out of the first-load catalogue, in the same keys in every language", async () => {
  // A fresh copy of the catalogue: importing the page above merged its labels into the loaded one.
  let resources: Record<string, object> = {};
  jest.isolateModules(() => {
    resources = (require('../../../../i18n') as { resources: Record<string, object> }).resources;
  });
  expect(resources.tr).toHaveProperty('dashboard.welcome');
  expect(resources.tr).not.toHaveProperty('dashboard.screen');
  const keys = (tree: object, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
    );
  const [tr, en, ar] = await Promise.all(
    ['tr', 'en', 'ar'].map(async (l) =>
      keys((await import(`../../../../i18n/${l}/screens/dashboard.json`)).default),
    ),
  );
  expect(en).toEqual(tr);
  expect(ar).toEqual(tr);
});

it('lists what needs attention by kind, with counts, each item linked to where it is resolved', async () => {
  const attention: AttentionAnswer = {
    today: '2026-11-23',
    counts: { package_ending: 2, no_visit: 2, unpaid: 1 },
    items: [
      {
        kind: 'package_ending',
        member: { id: 7, name: 'Ayşe Demir' },
        figures: { endtime: '2026-11-26', days: 3 },
        link: '/member-edit/7/package-informations',
      },
      {
        kind: 'package_ending',
        member: { id: 6, name: 'Deniz Ay' },
        figures: { endtime: '2026-11-23', days: 0 },
        link: '/member-edit/6/package-informations',
      },
      {
        kind: 'no_visit',
        member: { id: 8, name: 'Emre Kaya' },
        figures: { last_visit: '2026-11-01', days: 22 },
        link: '/member-edit/8/checkins',
      },
      {
        kind: 'no_visit',
        member: { id: 9, name: 'Selin Ak' },
        figures: { last_visit: null, days: null },
        link: '/member-edit/9/checkins',
      },
      {
        kind: 'unpaid',
        member: { id: 10, name: 'Can Er' },
        figures: { amount: 1249.99, due_date: '2026-11-13', days: 10, price: 4800, endtime: '2027-02-01' },
        link: '/member-edit/10/package-informations',
      },
    ],
  };
  mockHttp((config) => ({ status: 200, data: config.url === 'attention' ? attention : answer }));
  renderWithProviders(<DashboardPage />, {
    preloadedState: { session: signedInSession({ permissions: ['USERS_SEARCH'] }) },
    route: '/dashboard',
  });
  expect(await screen.findByText('İlgilenilmesi gerekenler')).toBeInTheDocument();
  expect(screen.getByText('Paketi 26/11/2026 tarihinde bitiyor (3 gün kaldı).')).toBeInTheDocument();
  // Not "0 gün kaldı".
  expect(screen.getByText('Paketi bugün bitiyor (23/11/2026).')).toBeInTheDocument();
  expect(screen.getByText('Ayşe Demir')).toBeInTheDocument();
  expect(screen.queryByText('Emre Kaya')).toBeNull();
  expect(screen.getByRole('radio', { name: '14 gün içinde bitiyor (2)' })).toBeChecked();
  fireEvent.click(screen.getByRole('radio', { name: 'Gelmiyor (2)' }));
  expect(await screen.findByText('22 gündür gelmedi (son giriş 01/11/2026).')).toBeInTheDocument();
  expect(screen.getByText('Geçerli paketi var, henüz hiç giriş yapmadı.')).toBeInTheDocument();
  const open = screen.getAllByRole('link', { name: 'Aç' });
  expect(open.map((a) => a.getAttribute('href'))).toEqual([
    '/member-edit/8/checkins',
    '/member-edit/9/checkins',
  ]);
  // An overdue package: what is overdue (not its price), as Turkish writes money, and since when.
  fireEvent.click(screen.getByRole('radio', { name: 'Geciken ödeme (1)' }));
  expect(
    await screen.findByText(
      (text) => text.replace(/\u00a0/g, ' ') === 'Geciken ödeme: ₺1.249,99, vadesi 13/11/2026 (10 gün önce).',
    ),
  ).toBeInTheDocument();
});
