import { lazy } from 'react';
import { BookOutlined } from '@ant-design/icons';
import type { Area } from '../../shell/area';

const RecipesPage = lazy(() => import(/* webpackChunkName: "recipes" */ './RecipesPage'));

export const area: Area = {
  routes: [{ path: '/recipes', access: 'staff', element: <RecipesPage /> }],
  nav: [
    {
      id: 'recipes',
      route: '/recipes',
      icon: BookOutlined,
      permissions: ['RECIPES_SEARCH'],
      group: 'nutrition',
      order: 90,
    },
  ],
};
