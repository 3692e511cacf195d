import { navIcon, type Area } from '../../shell/area';
import { lazyPage } from '../../shell/lazyPage';

const ReplayPage = lazyPage(() => import(/* webpackChunkName: "support" */ './ReplayPage'));

// Staff may enter; the page itself admits admins and holders of SUPPORT_REPLAY.
export const area: Area = {
  routes: [{ path: '/support/replay', access: 'staff', element: <ReplayPage /> }],
  nav: [
    {
      id: 'supportReplay',
      route: '/support/replay',
      icon: navIcon(() => import(/* webpackChunkName: "nav-icons" */ '@ant-design/icons/BugOutlined')),
      permissions: ['SUPPORT_REPLAY'],
      order: 160,
      titleKey: 'support.nav_title',
    },
  ],
};
