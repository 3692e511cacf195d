// Check-ins (beyond the spec): the front desk's screen and the member file's visits tab, both the
// same panel — the member's running package, one click to check in, the last visits with the day's undo.
import { navIcon, type Area } from '../../shell/area';
import { lazyPage } from '../../shell/lazyPage';

const CheckinDeskPage = lazyPage(() => import(/* webpackChunkName: "checkins" */ './CheckinDeskPage'));
const CheckinsTab = lazyPage(() => import(/* webpackChunkName: "checkins" */ './CheckinsTab'));

export const area: Area = {
  routes: [{ path: '/checkins', access: 'staff', element: <CheckinDeskPage /> }],
  nav: [
    {
      id: 'checkins',
      route: '/checkins',
      titleKey: 'checkins.desk.title',
      icon: navIcon(() => import(/* webpackChunkName: "nav-icons" */ '@ant-design/icons/LoginOutlined')),
      permissions: ['CHECKINS_CREATE'],
      order: 25,
    },
  ],
  memberTabs: [
    {
      key: 'checkins',
      component: CheckinsTab,
      extra: { permission: 'CHECKINS_SEARCH', after: 'package-informations', titleKey: 'checkins.title' },
    },
  ],
};
