// No usable package: "Giriş yap" is disabled with the reason the server would give, computed from the
// member's packages (frozen, used up, not started, expired, none), and the card offers "Paket sat": the member's
// package sale form, which returns to the desk with the member chosen.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import CheckinDeskPage from '../../../../src/client/features/checkins/CheckinDeskPage';
import CheckinsTab from '../../../../src/client/features/checkins/CheckinsTab';
import { activePackage, packageRefusal } from '../../../../src/client/features/checkins/activePackage';
import type { MemberPackageRecord } from '../../../../src/shared/schemas/memberPackages';
import { ALL, inDays, list, path, pkg, posts, render } from './fixtures';

const frozen = pkg({
  freezes: [
    {
      id: 1,
      from: inDays(-1),
      to: inDays(2),
      ended_early_on: null,
      user_name: 'Derya Sezer',
      created_at: `${inDays(-1)}T08:00:00.000Z`,
    },
  ],
});

it.each<[string, MemberPackageRecord[], string]>([
  ['frozen today', [frozen], 'Paket bugün dondurulmuş.'],
  ['used up', [pkg({ used_lessons: 12 })], 'Paketin bütün dersleri kullanılmış.'],
  ['not started', [pkg({ starttime: inDays(1), endtime: inDays(30) })], 'Paket henüz başlamadı.'],
  ['expired', [pkg({ starttime: inDays(-40), endtime: inDays(-1) })], 'Paketin süresi dolmuş.'],
  ['none at all', [], 'Bugün kullanılabilecek bir paket yok.'],
])('disables "Giriş yap" with the reason when the package is %s', async (_name, packages, reason) => {
  const { calls } = render(<CheckinsTab memberId={7} title="Girişler" />, (config) =>
    path(config.url) === 'members/7/packages' ? list(packages) : list([]),
  );
  expect(await screen.findByText(reason)).toBeInTheDocument();
  const button = screen.getByRole('button', { name: 'Giriş yap' });
  expect(button).toBeDisabled();
  expect(button).toHaveAccessibleDescription(reason);
  fireEvent.click(button);
  expect(posts(calls)).toHaveLength(0);
  expect(screen.getByRole('button', { name: 'Paket sat' })).toBeInTheDocument();
});

it('keeps "Giriş yap" enabled while another package runs, and offers no sale', async () => {
  render(<CheckinsTab memberId={7} title="Girişler" />, (config) =>
    path(config.url) === 'members/7/packages'
      ? list([pkg({ used_lessons: 12 }), pkg({ id: 4, endtime: inDays(60) })])
      : list([]),
  );
  await screen.findByText('7 / 12');
  expect(screen.getByRole('button', { name: 'Giriş yap' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'Paket sat' })).toBeNull();
});

it('opens the sale form for the member from the desk, with the desk as its return path', async () => {
  const { router } = render(
    <CheckinDeskPage />,
    (config) => (path(config.url) === 'members/7/packages' ? list([pkg({ used_lessons: 12 })]) : list([])),
    ALL,
    '/checkins?member=7',
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Paket sat' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/member-edit/7/package-informations'));
  const search = new URLSearchParams(router.state.location.search);
  expect(search.get('package')).toBe('new');
  expect(search.get('return')).toBe('/checkins?member=7');
});

it('offers no sale without MEMBER_PACKAGE_CREATE', async () => {
  render(
    <CheckinsTab memberId={7} title="Girişler" />,
    () => list([]),
    ALL.filter((p) => p !== 'MEMBER_PACKAGE_CREATE'),
  );
  await screen.findByText('Bugün kullanılabilecek bir paket yok.');
  expect(screen.queryByRole('button', { name: 'Paket sat' })).toBeNull();
});

it('skips a package frozen today, as the server does, and names the most telling reason', () => {
  const later = pkg({ id: 9, endtime: inDays(40) });
  expect(activePackage([frozen, later])?.id).toBe(9);
  expect(packageRefusal([frozen, later])).toBeUndefined();
  expect(packageRefusal([pkg({ starttime: inDays(-40), endtime: inDays(-1) }), frozen])).toBe('frozen');
  expect(packageRefusal([pkg({ starttime: inDays(1) }), pkg({ used_lessons: 12 })])).toBe('used_up');
  expect(packageRefusal([])).toBe('no_package');
});
