import { navIcon, type Area } from '../../shell/area';
import { lazyPage } from '../../shell/lazyPage';

const DashboardPage = lazyPage(() => import(/* webpackChunkName: "dashboard" */ './DashboardPage'));

export const area: Area = {
  routes: [{ path: '/dashboard', access: 'user', element: <DashboardPage /> }],
  nav: [
    {
      id: 'dashboard',
      route: '/dashboard',
      icon: navIcon(() => import(/* webpackChunkName: "nav-icons" */ '@ant-design/icons/DashboardOutlined')),
      permissions: ['USERS_SEARCH'],
      order: 10,
    },
  ],
};
