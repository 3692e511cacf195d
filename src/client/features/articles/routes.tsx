import { lazy } from 'react';
import type { FeatureRoute } from '../../shell/featureRoute';

const ArticlesPage = lazy(() => import(/* webpackChunkName: "articles" */ './ArticlesPage'));

export const articlesRoutes: FeatureRoute[] = [{ path: '/articles', access: 'staff', element: <ArticlesPage /> }];
