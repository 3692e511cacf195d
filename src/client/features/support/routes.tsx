import { lazy } from 'react';
import type { FeatureRoute } from '../../shell/featureRoute';

const ReplayPage = lazy(() => import(/* webpackChunkName: "support" */ './ReplayPage'));

// Staff may enter; the page itself admits admins and holders of SUPPORT_REPLAY.
export const supportRoutes: FeatureRoute[] = [
  { path: '/support/replay', access: 'staff', element: <ReplayPage /> },
];
