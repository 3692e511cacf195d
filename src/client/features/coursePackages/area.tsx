// Course packages area (spec part 2 §2): packages, their days and the moves of a day.
import { navIcon, type Area } from '../../shell/area';
import { lazyPage } from '../../shell/lazyPage';

const CoursePackagesListPage = lazyPage(
  () => import(/* webpackChunkName: "coursePackages" */ './CoursePackagesListPage'),
);
const CoursePackageFormPage = lazyPage(
  () => import(/* webpackChunkName: "coursePackage-form" */ './CoursePackageFormPage'),
);
const PackageDaysPage = lazyPage(() => import(/* webpackChunkName: "coursePackages" */ './PackageDaysPage'));
const PackageDayFormPage = lazyPage(
  () => import(/* webpackChunkName: "coursePackage-form" */ './PackageDayFormPage'),
);
const PackageMovesPage = lazyPage(
  () => import(/* webpackChunkName: "coursePackages" */ './PackageMovesPage'),
);
const PackageMoveFormPage = lazyPage(
  () => import(/* webpackChunkName: "coursePackage-form" */ './PackageMoveFormPage'),
);

export const area: Area = {
  routes: [
    { path: '/coursePackages', access: 'staff', element: <CoursePackagesListPage /> },
    { path: '/coursePackages-add', access: 'staff', element: <CoursePackageFormPage /> },
    { path: '/coursePackages-edit/:id', access: 'staff', element: <CoursePackageFormPage /> },
    { path: '/coursePackages-days/:package_id', access: 'staff', element: <PackageDaysPage /> },
    { path: '/coursePackages-days-add/:package_id/:day', access: 'staff', element: <PackageDayFormPage /> },
    {
      path: '/coursePackages-days-edit/:package_id/:day/:id',
      access: 'staff',
      element: <PackageDayFormPage />,
    },
    { path: '/coursePackages-moves/:package_id/:day', access: 'staff', element: <PackageMovesPage /> },
    { path: '/coursePackages-moves-add/:package_id/:day', access: 'staff', element: <PackageMoveFormPage /> },
    {
      path: '/coursePackages-moves-edit/:package_id/:day/:id',
      access: 'staff',
      element: <PackageMoveFormPage />,
    },
  ],
  nav: [
    {
      id: 'coursePackages',
      route: '/coursePackages',
      icon: navIcon(() => import(/* webpackChunkName: "nav-icons" */ '@ant-design/icons/BankOutlined')),
      permissions: ['COURSE_PACKAGE_SEARCH'],
      group: 'training',
      order: 100,
    },
  ],
};
