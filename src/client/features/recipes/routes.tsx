import { lazy } from 'react';
import type { FeatureRoute } from '../../shell/featureRoute';

const RecipesPage = lazy(() => import(/* webpackChunkName: "recipes" */ './RecipesPage'));

export const recipesRoutes: FeatureRoute[] = [{ path: '/recipes', access: 'staff', element: <RecipesPage /> }];
