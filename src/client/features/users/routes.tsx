// Users area: list, add, and the edit page whose tabs are /details and /members (spec part 1 §2).
import { lazy } from 'react';
import type { FeatureRoute } from '../../shell/featureRoute';

const UsersListPage = lazy(() => import(/* webpackChunkName: "users" */ './UsersListPage'));
const UserAddPage = lazy(() => import(/* webpackChunkName: "user-form" */ './UserAddPage'));
const UserEditPage = lazy(() => import(/* webpackChunkName: "user-form" */ './UserEditPage'));

export const usersRoutes: FeatureRoute[] = [
  { path: '/users', access: 'staff', element: <UsersListPage /> },
  { path: '/user-add', access: 'staff', element: <UserAddPage /> },
  // `:tab?` covers /user-edit/:id (details by default), /details and /members.
  { path: '/user-edit/:id/:tab?', access: 'staff', element: <UserEditPage /> },
];
