// Posture analysis (spec part 2 §2): the list, the answer screen, and the member file's posture-analyze tab.
import { lazy } from 'react';
import { navIcon, type Area } from '../../shell/area';

const PostureAnalysisListPage = lazy(
  () => import(/* webpackChunkName: "postureAnalysis" */ './PostureAnalysisListPage'),
);
const PostureAnalysisEditPage = lazy(
  () => import(/* webpackChunkName: "postureAnalysis-edit" */ './PostureAnalysisEditPage'),
);
const PostureTab = lazy(() => import(/* webpackChunkName: "postureAnalysis-tab" */ './PostureTab'));

export const area: Area = {
  routes: [
    { path: '/postureAnalysis', access: 'staff', element: <PostureAnalysisListPage /> },
    { path: '/postureAnalysis-edit/:id', access: 'staff', element: <PostureAnalysisEditPage /> },
  ],
  nav: [
    {
      id: 'postureAnalysis',
      route: '/postureAnalysis',
      icon: navIcon(() => import(/* webpackChunkName: "nav-icons" */ '@ant-design/icons/CameraOutlined')),
      permissions: ['COURSE_PACKAGE_SEARCH'],
      group: 'training',
      order: 120,
    },
  ],
  memberTabs: [{ key: 'posture-analyze', component: PostureTab }],
};
