import { lazy } from 'react';
import type { FeatureRoute } from '../../shell/featureRoute';

const DashboardPage = lazy(() => import(/* webpackChunkName: "dashboard" */ './DashboardPage'));

export const dashboardRoutes: FeatureRoute[] = [{ path: '/dashboard', access: 'user', element: <DashboardPage /> }];
