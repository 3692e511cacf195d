// Articles area routes (spec part 1 §2): the list, the create form and the edit form.
import { lazy } from 'react';
import type { FeatureRoute } from '../../shell/featureRoute';

const ArticlesListPage = lazy(() => import(/* webpackChunkName: "articles" */ './ArticlesListPage'));
const ArticleAddPage = lazy(() => import(/* webpackChunkName: "article-form" */ './ArticleAddPage'));
const ArticleEditPage = lazy(() => import(/* webpackChunkName: "article-form" */ './ArticleEditPage'));

export const articlesRoutes: FeatureRoute[] = [
  { path: '/articles', access: 'staff', element: <ArticlesListPage /> },
  { path: '/article-add', access: 'staff', element: <ArticleAddPage /> },
  { path: '/article-edit/:id', access: 'staff', element: <ArticleEditPage /> },
];
