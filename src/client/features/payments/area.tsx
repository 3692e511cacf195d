// The money desk's screens: the cash book with its totals and the day's close (a print view), what is due by a
// day, and the revenue report. A member's payments themselves are taken in the member file's packages tab.
import { navIcon, type Area } from '../../shell/area';
import { lazyPage } from '../../shell/lazyPage';

const CashBookPage = lazyPage(() => import(/* webpackChunkName: "payments" */ './CashBookPage'));
const DayClosePage = lazyPage(() => import(/* webpackChunkName: "payments" */ './DayClosePage'));
const DuesPage = lazyPage(() => import(/* webpackChunkName: "payments" */ './DuesPage'));
const RevenuePage = lazyPage(() => import(/* webpackChunkName: "revenue" */ './RevenuePage'));

export const area: Area = {
  routes: [
    { path: '/payments', access: 'staff', element: <CashBookPage /> },
    // Printed on its own: no menu or toolbar around it.
    { path: '/payments-day-close', access: 'staff', frame: 'bare', element: <DayClosePage /> },
    { path: '/dues', access: 'staff', element: <DuesPage /> },
    { path: '/revenue', access: 'staff', element: <RevenuePage /> },
  ],
  nav: [
    {
      id: 'payments',
      route: '/payments',
      icon: navIcon(() => import(/* webpackChunkName: "nav-icons" */ '@ant-design/icons/WalletOutlined')),
      permissions: ['PAYMENTS_SEARCH'],
      group: 'finance',
      order: 55,
    },
    {
      id: 'dues',
      route: '/dues',
      icon: navIcon(() => import(/* webpackChunkName: "nav-icons" */ '@ant-design/icons/FieldTimeOutlined')),
      permissions: ['PAYMENTS_SEARCH'],
      group: 'finance',
      order: 56,
    },
    {
      id: 'revenue',
      route: '/revenue',
      icon: navIcon(() => import(/* webpackChunkName: "nav-icons" */ '@ant-design/icons/BarChartOutlined')),
      permissions: ['REVENUE_READ'],
      group: 'finance',
      order: 57,
    },
  ],
};
