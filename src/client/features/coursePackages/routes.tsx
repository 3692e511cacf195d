import { lazy } from 'react';
import type { FeatureRoute } from '../../shell/featureRoute';

const CoursePackagesPage = lazy(() => import(/* webpackChunkName: "coursePackages" */ './CoursePackagesPage'));

export const coursePackagesRoutes: FeatureRoute[] = [{ path: '/coursePackages', access: 'staff', element: <CoursePackagesPage /> }];
