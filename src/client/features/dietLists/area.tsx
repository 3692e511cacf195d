// Diet lists: the list, the add and edit screens with the day/meal editor, and the member file's
// `diets` tab.
import { navIcon, type Area } from '../../shell/area';
import { lazyPage } from '../../shell/lazyPage';

const DietListsPage = lazyPage(() => import(/* webpackChunkName: "dietlists" */ './DietListsPage'));
const DietListAddPage = lazyPage(() => import(/* webpackChunkName: "dietlist-form" */ './DietListAddPage'));
const DietListEditPage = lazyPage(() => import(/* webpackChunkName: "dietlist-form" */ './DietListEditPage'));
const MemberDietsTab = lazyPage(() => import(/* webpackChunkName: "dietlists" */ './MemberDietsTab'));

export const area: Area = {
  routes: [
    { path: '/dietlists', access: 'staff', element: <DietListsPage /> },
    { path: '/dietlist-add', access: 'staff', element: <DietListAddPage /> },
    { path: '/dietlist-edit/:id', access: 'staff', element: <DietListEditPage /> },
  ],
  nav: [
    {
      id: 'dietlists',
      route: '/dietlists',
      icon: navIcon(() => import(/* webpackChunkName: "nav-icons" */ '@ant-design/icons/ProfileOutlined')),
      permissions: ['DIET_LISTS_SEARCH'],
      group: 'nutrition',
      order: 80,
    },
  ],
  memberTabs: [{ key: 'diets', component: MemberDietsTab }],
};
