// Roles area: list, add, edit (spec part 1 §2).
import { navIcon, type Area } from '../../shell/area';
import { lazyPage } from '../../shell/lazyPage';

const RolesListPage = lazyPage(() => import(/* webpackChunkName: "roles" */ './RolesListPage'));
const RoleFormPage = lazyPage(() => import(/* webpackChunkName: "role-form" */ './RoleFormPage'));

export const area: Area = {
  routes: [
    { path: '/roles', access: 'staff', element: <RolesListPage /> },
    { path: '/role-add', access: 'staff', element: <RoleFormPage /> },
    { path: '/role-edit/:id', access: 'staff', element: <RoleFormPage /> },
  ],
  nav: [
    {
      id: 'roles',
      route: '/roles',
      icon: navIcon(() => import(/* webpackChunkName: "nav-icons" */ '@ant-design/icons/SafetyOutlined')),
      permissions: ['ROLES_SEARCH'],
      group: 'management',
      order: 40,
    },
  ],
};
