// Posture analysis (spec part 2 §2): the list, the answer screen, and the member file's posture-analyze tab.
import { navIcon, type Area } from '../../shell/area';
import { lazyPage } from '../../shell/lazyPage';

const PostureAnalysisListPage = lazyPage(
  () => import(/* webpackChunkName: "postureAnalysis" */ './PostureAnalysisListPage'),
);
const PostureAnalysisEditPage = lazyPage(
  () => import(/* webpackChunkName: "postureAnalysis-edit" */ './PostureAnalysisEditPage'),
);
const PostureTab = lazyPage(() => import(/* webpackChunkName: "postureAnalysis-tab" */ './PostureTab'));

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
