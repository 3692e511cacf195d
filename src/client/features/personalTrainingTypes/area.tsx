// Personal-training types area: list, add, edit (spec part 2 §2).
import { navIcon, type Area } from '../../shell/area';
import { lazyPage } from '../../shell/lazyPage';

const PtTypesListPage = lazyPage(
  () => import(/* webpackChunkName: "personalTrainingTypes" */ './PtTypesListPage'),
);
const PtTypeFormPage = lazyPage(
  () => import(/* webpackChunkName: "personalTrainingType-form" */ './PtTypeFormPage'),
);

export const area: Area = {
  routes: [
    { path: '/personalTrainingsTypes', access: 'staff', element: <PtTypesListPage /> },
    { path: '/personalTrainingsTypes-add', access: 'staff', element: <PtTypeFormPage /> },
    { path: '/personalTrainingsTypes-edit/:id', access: 'staff', element: <PtTypeFormPage /> },
  ],
  nav: [
    {
      id: 'personalTrainingTypes',
      route: '/personalTrainingsTypes',
      icon: navIcon(() => import(/* webpackChunkName: "nav-icons" */ '@ant-design/icons/TagsOutlined')),
      permissions: ['PERSONAL_TRAININGS_SEARCH'],
      group: 'training',
      order: 130,
    },
  ],
};
