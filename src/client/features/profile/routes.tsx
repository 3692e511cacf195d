import { lazy } from 'react';
import type { FeatureRoute } from '../../shell/featureRoute';

const ProfilePage = lazy(() => import(/* webpackChunkName: "profile" */ './ProfilePage'));

export const profileRoutes: FeatureRoute[] = [{ path: '/profile', access: 'user', element: <ProfilePage /> }];
