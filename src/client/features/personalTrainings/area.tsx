import { lazy } from 'react';
import { FireOutlined } from '@ant-design/icons';
import type { Area } from '../../shell/area';

const PersonalTrainingsPage = lazy(
  () => import(/* webpackChunkName: "personalTrainings" */ './PersonalTrainingsPage'),
);

export const area: Area = {
  routes: [{ path: '/personalTrainings', access: 'staff', element: <PersonalTrainingsPage /> }],
  nav: [
    {
      id: 'personalTrainings',
      route: '/personalTrainings',
      icon: FireOutlined,
      permissions: ['PERSONAL_TRAININGS_SEARCH'],
      group: 'training',
      order: 140,
    },
  ],
};
