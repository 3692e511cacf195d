import { lazy } from 'react';
import type { FeatureRoute } from '../../shell/featureRoute';

const MembersPage = lazy(() => import(/* webpackChunkName: "members" */ './MembersPage'));

export const membersRoutes: FeatureRoute[] = [{ path: '/members', access: 'staff', element: <MembersPage /> }];
