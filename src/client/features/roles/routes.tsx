// Roles area: list, add, edit (spec part 1 §2).
import { lazy } from 'react';
import type { FeatureRoute } from '../../shell/featureRoute';

const RolesListPage = lazy(() => import(/* webpackChunkName: "roles" */ './RolesListPage'));
const RoleFormPage = lazy(() => import(/* webpackChunkName: "role-form" */ './RoleFormPage'));

export const rolesRoutes: FeatureRoute[] = [
  { path: '/roles', access: 'staff', element: <RolesListPage /> },
  { path: '/role-add', access: 'staff', element: <RoleFormPage /> },
  { path: '/role-edit/:id', access: 'staff', element: <RoleFormPage /> },
];
