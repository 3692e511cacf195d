import { lazy } from 'react';
import { BarChartOutlined } from '@ant-design/icons';
import type { Area } from '../../shell/area';

const ReportsPage = lazy(() => import(/* webpackChunkName: "reports" */ './ReportsPage'));

export const area: Area = {
  routes: [{ path: '/reports', access: 'staff', element: <ReportsPage /> }],
  nav: [
    { id: 'reports', route: '/reports', icon: BarChartOutlined, permissions: ['REPORTS_SEARCH'], order: 150 },
  ],
};
