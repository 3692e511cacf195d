import { lazy } from 'react';
import type { FeatureRoute } from '../../shell/featureRoute';

const UsersPage = lazy(() => import(/* webpackChunkName: "users" */ './UsersPage'));

export const usersRoutes: FeatureRoute[] = [{ path: '/users', access: 'staff', element: <UsersPage /> }];
