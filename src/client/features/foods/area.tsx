import { lazy } from 'react';
import { CoffeeOutlined } from '@ant-design/icons';
import type { Area } from '../../shell/area';

const FoodsPage = lazy(() => import(/* webpackChunkName: "foods" */ './FoodsPage'));

export const area: Area = {
  routes: [{ path: '/foods', access: 'staff', element: <FoodsPage /> }],
  nav: [
    {
      id: 'foods',
      route: '/foods',
      icon: CoffeeOutlined,
      permissions: ['FOODS_SEARCH'],
      group: 'nutrition',
      order: 70,
    },
  ],
};
