import type { Area } from '../../shell/area';
import { lazyPage } from '../../shell/lazyPage';

const ProfilePage = lazyPage(() => import(/* webpackChunkName: "profile" */ './ProfilePage'));

export const area: Area = {
  routes: [{ path: '/profile', access: 'user', element: <ProfilePage /> }],
};
