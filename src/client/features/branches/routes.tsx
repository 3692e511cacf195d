// Branches area: list, add, edit (spec part 2 §2).
import { lazy } from 'react';
import type { FeatureRoute } from '../../shell/featureRoute';

const BranchesListPage = lazy(() => import(/* webpackChunkName: "branches" */ './BranchesListPage'));
const BranchFormPage = lazy(() => import(/* webpackChunkName: "branch-form" */ './BranchFormPage'));

export const branchesRoutes: FeatureRoute[] = [
  { path: '/branches', access: 'staff', element: <BranchesListPage /> },
  { path: '/branch-add', access: 'staff', element: <BranchFormPage /> },
  { path: '/branch-edit/:id', access: 'staff', element: <BranchFormPage /> },
];
