import { lazy } from 'react';
import type { FeatureRoute } from '../../shell/featureRoute';

const ReportsPage = lazy(() => import(/* webpackChunkName: "reports" */ './ReportsPage'));

export const reportsRoutes: FeatureRoute[] = [{ path: '/reports', access: 'staff', element: <ReportsPage /> }];
