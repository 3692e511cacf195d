// Reports: the list, the add/edit form with its approval, and the member file's reports tab.
import { navIcon, type Area } from '../../shell/area';
import { lazyPage } from '../../shell/lazyPage';

const ReportsListPage = lazyPage(() => import(/* webpackChunkName: "reports" */ './ReportsListPage'));
const ReportFormPage = lazyPage(() => import(/* webpackChunkName: "report-form" */ './ReportFormPage'));
const MemberReportsTab = lazyPage(() => import(/* webpackChunkName: "reports" */ './MemberReportsTab'));

export const area: Area = {
  routes: [
    { path: '/reports', access: 'staff', element: <ReportsListPage /> },
    { path: '/report-add', access: 'staff', element: <ReportFormPage /> },
    { path: '/report-edit/:id', access: 'staff', element: <ReportFormPage /> },
  ],
  nav: [
    {
      id: 'reports',
      route: '/reports',
      icon: navIcon(() => import(/* webpackChunkName: "nav-icons" */ '@ant-design/icons/BarChartOutlined')),
      permissions: ['REPORTS_SEARCH'],
      order: 150,
    },
  ],
  memberTabs: [{ key: 'reports', component: MemberReportsTab }],
};
