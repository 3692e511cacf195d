// Recipes area routes (spec part 2 §2): the list, the create form and the edit form with the weighed ingredients.
import { navIcon, type Area } from '../../shell/area';
import { lazyPage } from '../../shell/lazyPage';

const RecipesListPage = lazyPage(() => import(/* webpackChunkName: "recipes" */ './RecipesListPage'));
const RecipeAddPage = lazyPage(() => import(/* webpackChunkName: "recipe-form" */ './RecipeAddPage'));
const RecipeEditPage = lazyPage(() => import(/* webpackChunkName: "recipe-form" */ './RecipeEditPage'));

export const area: Area = {
  routes: [
    { path: '/recipes', access: 'staff', element: <RecipesListPage /> },
    { path: '/recipe-add', access: 'staff', element: <RecipeAddPage /> },
    { path: '/recipe-edit/:id', access: 'staff', element: <RecipeEditPage /> },
  ],
  nav: [
    {
      id: 'recipes',
      route: '/recipes',
      icon: navIcon(() => import(/* webpackChunkName: "nav-icons" */ '@ant-design/icons/BookOutlined')),
      permissions: ['RECIPES_SEARCH'],
      group: 'nutrition',
      order: 90,
    },
  ],
};
