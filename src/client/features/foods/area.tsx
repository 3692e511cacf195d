// Foods area routes (spec part 2 §2, §9): the list, the create form and the edit form with the portions.
import { navIcon, type Area } from '../../shell/area';
import { lazyPage } from '../../shell/lazyPage';

const FoodsListPage = lazyPage(() => import(/* webpackChunkName: "foods" */ './FoodsListPage'));
const FoodAddPage = lazyPage(() => import(/* webpackChunkName: "food-form" */ './FoodAddPage'));
const FoodEditPage = lazyPage(() => import(/* webpackChunkName: "food-form" */ './FoodEditPage'));

export const area: Area = {
  routes: [
    { path: '/foods', access: 'staff', element: <FoodsListPage /> },
    { path: '/food-add', access: 'staff', element: <FoodAddPage /> },
    { path: '/food-edit/:id', access: 'staff', element: <FoodEditPage /> },
  ],
  nav: [
    {
      id: 'foods',
      route: '/foods',
      icon: navIcon(() => import(/* webpackChunkName: "nav-icons" */ '@ant-design/icons/CoffeeOutlined')),
      permissions: ['FOODS_SEARCH'],
      group: 'nutrition',
      order: 70,
    },
  ],
};
