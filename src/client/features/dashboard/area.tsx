import { lazy } from 'react';
import { DashboardOutlined } from '@ant-design/icons';
import type { Area } from '../../shell/area';

const DashboardPage = lazy(() => import(/* webpackChunkName: "dashboard" */ './DashboardPage'));

export const area: Area = {
  routes: [{ path: '/dashboard', access: 'user', element: <DashboardPage /> }],
  nav: [
    {
      id: 'dashboard',
      route: '/dashboard',
      icon: DashboardOutlined,
      permissions: ['USERS_SEARCH'],
      order: 10,
    },
  ],
};
