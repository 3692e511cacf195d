// Personal trainings area (spec part 2 §2): the list, the add screen, the training's tabbed edit screen, its
// days, moves and messages screens.
import { navIcon, type Area } from '../../shell/area';
import { lazyPage } from '../../shell/lazyPage';

const ListPage = lazyPage(
  () => import(/* webpackChunkName: "personalTrainings" */ './PersonalTrainingsListPage'),
);
const AddPage = lazyPage(
  () => import(/* webpackChunkName: "personalTraining-edit" */ './PersonalTrainingAddPage'),
);
const EditPage = lazyPage(
  () => import(/* webpackChunkName: "personalTraining-edit" */ './PersonalTrainingEditPage'),
);
const DayFormPage = lazyPage(
  () => import(/* webpackChunkName: "personalTraining-days" */ './days/DayFormPage'),
);
const DayMovesPage = lazyPage(
  () => import(/* webpackChunkName: "personalTraining-days" */ './days/DayMovesPage'),
);
const MoveFormPage = lazyPage(
  () => import(/* webpackChunkName: "personalTraining-days" */ './days/MoveFormPage'),
);
const MessageFormPage = lazyPage(
  () => import(/* webpackChunkName: "personalTraining-messages" */ './messages/MessageFormPage'),
);

export const area: Area = {
  routes: [
    { path: '/personalTrainings', access: 'staff', element: <ListPage /> },
    { path: '/personalTrainings-add', access: 'staff', element: <AddPage /> },
    { path: '/personalTrainings-edit/:pt_id', access: 'staff', element: <EditPage /> },
    { path: '/personalTrainings-edit/:pt_id/:tab', access: 'staff', element: <EditPage /> },
    { path: '/personalTrainings-edit-add-day/:pt_id/:day', access: 'staff', element: <DayFormPage /> },
    { path: '/personalTrainings-edit-day/:pt_id/:day/:day_id', access: 'staff', element: <DayFormPage /> },
    {
      path: '/personalTrainings-edit-day-moves/:pt_id/:day_id/:day',
      access: 'staff',
      element: <DayMovesPage />,
    },
    {
      path: '/personalTrainings-edit-day-moves-add/:pt_id/:day_id/:day',
      access: 'staff',
      element: <MoveFormPage />,
    },
    {
      path: '/personalTrainings-edit-day-moves-edit/:pt_id/:day_id/:day/:move_id',
      access: 'staff',
      element: <MoveFormPage />,
    },
    { path: '/personalTrainings-messages-add/:pt_id', access: 'staff', element: <MessageFormPage /> },
  ],
  nav: [
    {
      id: 'personalTrainings',
      route: '/personalTrainings',
      icon: navIcon(() => import(/* webpackChunkName: "nav-icons" */ '@ant-design/icons/FireOutlined')),
      permissions: ['PERSONAL_TRAININGS_SEARCH'],
      group: 'training',
      order: 140,
    },
  ],
  // The member's personal trainings are shown in the member file's training-program tab, which the member
  // progress area owns (features/memberProgress).
};
