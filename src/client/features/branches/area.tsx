// Branches area: list, add, edit (spec part 2 §2).
import { navIcon, type Area } from '../../shell/area';
import { lazyPage } from '../../shell/lazyPage';

const BranchesListPage = lazyPage(() => import(/* webpackChunkName: "branches" */ './BranchesListPage'));
const BranchFormPage = lazyPage(() => import(/* webpackChunkName: "branch-form" */ './BranchFormPage'));

export const area: Area = {
  routes: [
    { path: '/branches', access: 'staff', element: <BranchesListPage /> },
    { path: '/branch-add', access: 'staff', element: <BranchFormPage /> },
    { path: '/branch-edit/:id', access: 'staff', element: <BranchFormPage /> },
  ],
  nav: [
    {
      id: 'branches',
      route: '/branches',
      icon: navIcon(() => import(/* webpackChunkName: "nav-icons" */ '@ant-design/icons/ShopOutlined')),
      permissions: ['BRANCHES_SEARCH'],
      group: 'management',
      order: 50,
    },
  ],
};
