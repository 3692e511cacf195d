import { lazy } from 'react';
import type { FeatureRoute } from '../../shell/featureRoute';

const RolesPage = lazy(() => import(/* webpackChunkName: "roles" */ './RolesPage'));

export const rolesRoutes: FeatureRoute[] = [{ path: '/roles', access: 'staff', element: <RolesPage /> }];
