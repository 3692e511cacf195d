import { lazy } from 'react';
import { TagsOutlined } from '@ant-design/icons';
import type { Area } from '../../shell/area';

const PersonalTrainingTypesPage = lazy(
  () => import(/* webpackChunkName: "personalTrainingTypes" */ './PersonalTrainingTypesPage'),
);

export const area: Area = {
  routes: [{ path: '/personalTrainingsTypes', access: 'staff', element: <PersonalTrainingTypesPage /> }],
  nav: [
    {
      id: 'personalTrainingTypes',
      route: '/personalTrainingsTypes',
      icon: TagsOutlined,
      permissions: ['PERSONAL_TRAININGS_SEARCH'],
      group: 'training',
      order: 130,
    },
  ],
};
