import { lazy } from 'react';
import { ThunderboltOutlined } from '@ant-design/icons';
import type { Area } from '../../shell/area';

const MovesPage = lazy(() => import(/* webpackChunkName: "moves" */ './MovesPage'));

export const area: Area = {
  routes: [{ path: '/movesComponent', access: 'staff', element: <MovesPage /> }],
  nav: [
    {
      id: 'moves',
      route: '/movesComponent',
      icon: ThunderboltOutlined,
      permissions: ['COURSE_PACKAGE_SEARCH'],
      group: 'training',
      order: 110,
    },
  ],
};
