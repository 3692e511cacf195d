import { lazy } from 'react';
import { navIcon, type Area } from '../../shell/area';

const DashboardPage = lazy(() => import(/* webpackChunkName: "dashboard" */ './DashboardPage'));

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
