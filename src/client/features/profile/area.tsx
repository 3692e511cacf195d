import { lazy } from 'react';
import type { Area } from '../../shell/area';

const ProfilePage = lazy(() => import(/* webpackChunkName: "profile" */ './ProfilePage'));

export const area: Area = {
  routes: [{ path: '/profile', access: 'user', element: <ProfilePage /> }],
};
