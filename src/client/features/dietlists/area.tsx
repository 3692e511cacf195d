import { lazy } from 'react';
import { ProfileOutlined } from '@ant-design/icons';
import type { Area } from '../../shell/area';

const DietlistsPage = lazy(() => import(/* webpackChunkName: "dietlists" */ './DietlistsPage'));

export const area: Area = {
  routes: [{ path: '/dietlists', access: 'staff', element: <DietlistsPage /> }],
  nav: [
    {
      id: 'dietlists',
      route: '/dietlists',
      icon: ProfileOutlined,
      permissions: ['DIET_LISTS_SEARCH'],
      group: 'nutrition',
      order: 80,
    },
  ],
};
