// Users area: list, add, and the edit page whose tabs are /details and /members (spec part 1 §2).
import { navIcon, type Area } from '../../shell/area';
import { lazyPage } from '../../shell/lazyPage';

const UsersListPage = lazyPage(() => import(/* webpackChunkName: "users" */ './UsersListPage'));
const UserAddPage = lazyPage(() => import(/* webpackChunkName: "user-form" */ './UserAddPage'));
const UserEditPage = lazyPage(() => import(/* webpackChunkName: "user-form" */ './UserEditPage'));

export const area: Area = {
  routes: [
    { path: '/users', access: 'staff', element: <UsersListPage /> },
    { path: '/user-add', access: 'staff', element: <UserAddPage /> },
    // `:tab?` covers /user-edit/:id (details by default), /details and /members.
    { path: '/user-edit/:id/:tab?', access: 'staff', element: <UserEditPage /> },
  ],
  nav: [
    {
      id: 'users',
      route: '/users',
      icon: navIcon(() => import(/* webpackChunkName: "nav-icons" */ '@ant-design/icons/UserOutlined')),
      permissions: ['USERS_SEARCH'],
      group: 'management',
      order: 30,
    },
  ],
};
