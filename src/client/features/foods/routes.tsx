import { lazy } from 'react';
import type { FeatureRoute } from '../../shell/featureRoute';

const FoodsPage = lazy(() => import(/* webpackChunkName: "foods" */ './FoodsPage'));

export const foodsRoutes: FeatureRoute[] = [{ path: '/foods', access: 'staff', element: <FoodsPage /> }];
