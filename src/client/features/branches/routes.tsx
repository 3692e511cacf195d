import { lazy } from 'react';
import type { FeatureRoute } from '../../shell/featureRoute';

const BranchesPage = lazy(() => import(/* webpackChunkName: "branches" */ './BranchesPage'));

export const branchesRoutes: FeatureRoute[] = [{ path: '/branches', access: 'staff', element: <BranchesPage /> }];
