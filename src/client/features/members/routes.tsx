// Members area routes (spec part 1 §2): the list, the create form and the tabbed edit page.
import { lazy } from 'react';
import type { FeatureRoute } from '../../shell/featureRoute';

const MembersListPage = lazy(() => import(/* webpackChunkName: "members" */ './MembersListPage'));
const MemberAddPage = lazy(() => import(/* webpackChunkName: "member-form" */ './MemberAddPage'));
const MemberEditPage = lazy(() => import(/* webpackChunkName: "member-form" */ './MemberEditPage'));

export const membersRoutes: FeatureRoute[] = [
  { path: '/members', access: 'staff', element: <MembersListPage /> },
  { path: '/member-add', access: 'staff', element: <MemberAddPage /> },
  { path: '/member-edit/:id', access: 'staff', element: <MemberEditPage /> },
  { path: '/member-edit/:id/:key', access: 'staff', element: <MemberEditPage /> },
];
