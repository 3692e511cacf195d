import { lazy } from 'react';
import { BugOutlined } from '@ant-design/icons';
import type { Area } from '../../shell/area';

const ReplayPage = lazy(() => import(/* webpackChunkName: "support" */ './ReplayPage'));

// Staff may enter; the page itself admits admins and holders of SUPPORT_REPLAY.
export const area: Area = {
  routes: [{ path: '/support/replay', access: 'staff', element: <ReplayPage /> }],
  nav: [
    {
      id: 'supportReplay',
      route: '/support/replay',
      icon: BugOutlined,
      permissions: ['SUPPORT_REPLAY'],
      order: 160,
      titleKey: 'support.nav_title',
    },
  ],
};
