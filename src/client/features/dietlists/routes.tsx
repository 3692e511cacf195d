import { lazy } from 'react';
import type { FeatureRoute } from '../../shell/featureRoute';

const DietlistsPage = lazy(() => import(/* webpackChunkName: "dietlists" */ './DietlistsPage'));

export const dietlistsRoutes: FeatureRoute[] = [{ path: '/dietlists', access: 'staff', element: <DietlistsPage /> }];
