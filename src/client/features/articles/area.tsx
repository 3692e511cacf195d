// Articles area routes (spec part 1 §2): the list, the create form and the edit form.
import { navIcon, type Area } from '../../shell/area';
import { lazyPage } from '../../shell/lazyPage';

const ArticlesListPage = lazyPage(() => import(/* webpackChunkName: "articles" */ './ArticlesListPage'));
const ArticleAddPage = lazyPage(() => import(/* webpackChunkName: "article-form" */ './ArticleAddPage'));
const ArticleEditPage = lazyPage(() => import(/* webpackChunkName: "article-form" */ './ArticleEditPage'));

export const area: Area = {
  routes: [
    { path: '/articles', access: 'staff', element: <ArticlesListPage /> },
    { path: '/article-add', access: 'staff', element: <ArticleAddPage /> },
    { path: '/article-edit/:id', access: 'staff', element: <ArticleEditPage /> },
  ],
  nav: [
    {
      id: 'articles',
      route: '/articles',
      icon: navIcon(() => import(/* webpackChunkName: "nav-icons" */ '@ant-design/icons/ReadOutlined')),
      permissions: ['ARTICLES_SEARCH'],
      group: 'content',
      order: 60,
    },
  ],
};
