// Moves library (spec part 2 §2): every catalogue move with whether it has a demonstration video, and the
// screen that adds or edits a move's video and description.
import { navIcon, type Area } from '../../shell/area';
import { lazyPage } from '../../shell/lazyPage';

const MovesListPage = lazyPage(() => import(/* webpackChunkName: "moves" */ './MovesListPage'));
const MoveVideoPage = lazyPage(() => import(/* webpackChunkName: "moves-video" */ './MoveVideoPage'));

export const area: Area = {
  routes: [
    { path: '/movesComponent', access: 'staff', element: <MovesListPage /> },
    { path: '/movesComponent-edit/:move_name/:id', access: 'staff', element: <MoveVideoPage /> },
  ],
  nav: [
    {
      id: 'moves',
      route: '/movesComponent',
      icon: navIcon(
        () => import(/* webpackChunkName: "nav-icons" */ '@ant-design/icons/ThunderboltOutlined'),
      ),
      permissions: ['COURSE_PACKAGE_SEARCH'],
      group: 'training',
      order: 110,
    },
  ],
};
