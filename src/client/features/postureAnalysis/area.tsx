import { lazy } from 'react';
import { CameraOutlined } from '@ant-design/icons';
import type { Area } from '../../shell/area';

const PostureAnalysisPage = lazy(
  () => import(/* webpackChunkName: "postureAnalysis" */ './PostureAnalysisPage'),
);

export const area: Area = {
  routes: [{ path: '/postureAnalysis', access: 'staff', element: <PostureAnalysisPage /> }],
  nav: [
    {
      id: 'postureAnalysis',
      route: '/postureAnalysis',
      icon: CameraOutlined,
      permissions: ['COURSE_PACKAGE_SEARCH'],
      group: 'training',
      order: 120,
    },
  ],
};
