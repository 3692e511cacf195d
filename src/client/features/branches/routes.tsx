// Branches area: list, add, edit (spec part 2 §2).
import { lazy } from 'react';
import type { FeatureRoute } from '../../shell/featureRoute';

const BranchesListPage = lazy(() => import(/* webpackChunkName: "branches" */ './BranchesListPage'));

export const branchesRoutes: FeatureRoute[] = [{ path: '/branches', access: 'staff', element: <BranchesListPage /> }];
