// The history of changes (beyond the spec): every change in one list (/history, HISTORY_READ) and a
// member's in their file; each edit form's own history drawer is the generic form's (components/history).
import { navIcon, type Area } from '../../shell/area';
import { lazyPage } from '../../shell/lazyPage';

const HistoryListPage = lazyPage(() => import(/* webpackChunkName: "history" */ './HistoryListPage'));
const MemberHistoryTab = lazyPage(() => import(/* webpackChunkName: "history" */ './MemberHistoryTab'));

export const area: Area = {
  routes: [{ path: '/history', access: 'staff', element: <HistoryListPage /> }],
  nav: [
    {
      id: 'history',
      route: '/history',
      titleKey: 'history.title',
      icon: navIcon(() => import(/* webpackChunkName: "nav-icons" */ '@ant-design/icons/HistoryOutlined')),
      permissions: ['HISTORY_READ'],
      group: 'management',
      order: 45,
    },
  ],
  memberTabs: [
    {
      key: 'history',
      component: MemberHistoryTab,
      extra: { permission: 'HISTORY_READ', after: 'diets', titleKey: 'history.tab' },
    },
  ],
};
