// Members area routes (spec part 1 §2): the list, the create form and the tabbed edit page.
import { navIcon, type Area } from '../../shell/area';
import { lazyPage } from '../../shell/lazyPage';

const MembersListPage = lazyPage(() => import(/* webpackChunkName: "members" */ './MembersListPage'));
const MemberAddPage = lazyPage(() => import(/* webpackChunkName: "member-form" */ './MemberAddPage'));
const MemberEditPage = lazyPage(() => import(/* webpackChunkName: "member-form" */ './MemberEditPage'));

export const area: Area = {
  routes: [
    { path: '/members', access: 'staff', element: <MembersListPage /> },
    { path: '/member-add', access: 'staff', element: <MemberAddPage /> },
    { path: '/member-edit/:id', access: 'staff', element: <MemberEditPage /> },
    { path: '/member-edit/:id/:key', access: 'staff', element: <MemberEditPage /> },
  ],
  nav: [
    {
      id: 'members',
      route: '/members',
      icon: navIcon(() => import(/* webpackChunkName: "nav-icons" */ '@ant-design/icons/TeamOutlined')),
      permissions: ['MEMBERS_SEARCH'],
      group: 'management',
      order: 20,
    },
  ],
};
