import { screen, within } from '@testing-library/react';
import MemberEditPage from '../../../../src/client/features/members/MemberEditPage';
import { MEMBER_TABS as CONTRIBUTED_TABS } from '../../../../src/client/app/areas';
import { MEMBER_TABS, visibleMemberTabs } from '../../../../src/client/features/members/memberTabs';
import { mockHttp } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';
import {
  collectMemberTabs,
  MemberTabsContext,
  type MemberTabProps,
} from '../../../../src/client/shell/memberTabs';
import { aMember } from './fixtures';

function open(url: string, permissions: string[], contributed = collectMemberTabs([])) {
  mockHttp(() => ({ status: 200, data: aMember() }));
  const page = (
    <MemberTabsContext.Provider value={contributed}>
      <MemberEditPage />
    </MemberTabsContext.Provider>
  );
  return renderWithProviders(page, {
    preloadedState: { session: signedInSession({ permissions }) },
    path: '/member-edit/:id/:key?',
    route: url,
  });
}

/** A screen `width` px wide for antd's breakpoints (jsdom's matchMedia, from setup.ts, matches nothing). */
function screenWidth(width: number) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)/.exec(query);
    const max = /max-width:\s*(\d+)/.exec(query);
    const matches =
      (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) && Boolean(min || max);
    return { ...original(query), matches };
  };
  return () => {
    window.matchMedia = original;
  };
}

let restoreScreen: () => void;
beforeEach(() => {
  restoreScreen = screenWidth(1440);
});
afterEach(() => restoreScreen());

const menuItems = () =>
  within(screen.getByRole('menu', { name: 'Üye menüsü' }))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

it('lists the twelve tabs of the spec in order', () => {
  expect(MEMBER_TABS.map((tab) => tab.key)).toEqual([
    'member-informations',
    'package-informations',
    'sport-consultation',
    'cardio-test',
    'posture-analyze',
    'nutrition-consultation',
    'training-program',
    'training-tracking',
    'measurements',
    'diaries',
    'reports',
    'diets',
  ]);
});

it('hides each tab without its permission', () => {
  expect(visibleMemberTabs(['MEASUREMENTS_SEARCH', 'DIET_LISTS_READ']).map((tab) => tab.key)).toEqual([
    'measurements',
    'diets',
  ]);
  expect(visibleMemberTabs(['MEMBERS_READ']).map((tab) => tab.key)).toEqual([
    'member-informations',
    'diaries',
  ]);
  expect(visibleMemberTabs([])).toEqual([]);
});

it('shows only the permitted tabs in the menu, the first one by default', async () => {
  open('/member-edit/5', ['MEMBERS_READ', 'MEMBER_CONSULTATION_CARDIO', 'REPORTS_READ']);
  expect(await screen.findByRole('region', { name: 'Üye bilgileri' })).toBeInTheDocument();
  expect(menuItems()).toEqual(['Üye bilgileri', 'Kardiyo testi', 'Günlükler', 'Raporlar']);
});

it('makes the first permitted tab the default when member-informations is hidden', async () => {
  open('/member-edit/5', ['MEASUREMENTS_SEARCH']);
  expect(await screen.findByRole('region', { name: 'Ölçümler' })).toBeInTheDocument();
  expect(menuItems()).toEqual(['Ölçümler']);
});

it('falls back to the first permitted tab for a hidden key', async () => {
  const { router } = open('/member-edit/5/diets', ['MEMBERS_READ']);
  expect(await screen.findByRole('region', { name: 'Üye bilgileri' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/member-edit/5/member-informations');
});

it('has every tab but the member form filled by an area', () => {
  const filled = Object.keys(CONTRIBUTED_TABS.components);
  expect(MEMBER_TABS.map((tab) => tab.key).filter((key) => !filled.includes(key))).toEqual([
    'member-informations',
  ]);
});

it('on a phone shows the tabs as a select above the tab, not a menu filling the first screen', async () => {
  restoreScreen();
  restoreScreen = screenWidth(390);
  open('/member-edit/5', ['MEMBERS_READ', 'MEMBER_CONSULTATION_CARDIO', 'REPORTS_READ']);
  expect(await screen.findByRole('region', { name: 'Üye bilgileri' })).toBeInTheDocument();
  expect(screen.queryByRole('menu', { name: 'Üye menüsü' })).not.toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Üye menüsü' })).toBeInTheDocument();
});

it("renders the tab another area contributes, with the member's id and the tab's title", async () => {
  const Reports = ({ memberId, title }: MemberTabProps) => <p>{`${title} of member ${memberId}`}</p>;
  open(
    '/member-edit/5/reports',
    ['MEMBERS_READ', 'REPORTS_READ'],
    collectMemberTabs([{ key: 'reports', component: Reports }]),
  );
  const tab = await screen.findByRole('region', { name: 'Raporlar' });
  expect(within(tab).getByText('Raporlar of member 5')).toBeInTheDocument();
});

it('refuses two areas claiming the same member tab', () => {
  const Tab = () => null;
  expect(() =>
    collectMemberTabs([
      { key: 'diets', component: Tab },
      { key: 'diets', component: Tab },
    ]),
  ).toThrow("member tab 'diets' is declared by two areas");
});

it("places an area's extra tab after the tab it follows, shown with its own permission and title", async () => {
  const Visits = ({ memberId, title }: MemberTabProps) => <p>{`${title} of member ${memberId}`}</p>;
  const tabs = collectMemberTabs([
    {
      key: 'visits',
      component: Visits,
      extra: {
        permission: 'CHECKINS_SEARCH',
        after: 'package-informations',
        titleKey: 'members.tabs.reports',
      },
    },
  ]);
  expect(
    visibleMemberTabs(['MEMBER_PACKAGE_SEARCH', 'CHECKINS_SEARCH', 'REPORTS_READ'], tabs.extra).map(
      (t) => t.key,
    ),
  ).toEqual(['package-informations', 'visits', 'reports']);
  expect(visibleMemberTabs(['MEMBER_PACKAGE_SEARCH'], tabs.extra).map((t) => t.key)).toEqual([
    'package-informations',
  ]);
  open('/member-edit/5/visits', ['MEMBERS_READ', 'CHECKINS_SEARCH'], tabs);
  const tab = await screen.findByRole('region', { name: 'Raporlar' });
  expect(within(tab).getByText('Raporlar of member 5')).toBeInTheDocument();
  expect(menuItems()).toEqual(['Üye bilgileri', 'Raporlar', 'Günlükler']);
});
