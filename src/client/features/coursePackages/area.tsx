import { lazy } from 'react';
import { BankOutlined } from '@ant-design/icons';
import type { Area } from '../../shell/area';

const CoursePackagesPage = lazy(
  () => import(/* webpackChunkName: "coursePackages" */ './CoursePackagesPage'),
);

export const area: Area = {
  routes: [{ path: '/coursePackages', access: 'staff', element: <CoursePackagesPage /> }],
  nav: [
    {
      id: 'coursePackages',
      route: '/coursePackages',
      icon: BankOutlined,
      permissions: ['COURSE_PACKAGE_SEARCH'],
      group: 'training',
      order: 100,
    },
  ],
};
