// Roles area: list, add, edit (spec part 1 §2).
import { lazy } from 'react';
import type { FeatureRoute } from '../../shell/featureRoute';

const RolesListPage = lazy(() => import(/* webpackChunkName: "roles" */ './RolesListPage'));

export const rolesRoutes: FeatureRoute[] = [{ path: '/roles', access: 'staff', element: <RolesListPage /> }];
