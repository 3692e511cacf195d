import { lazy } from 'react';
import type { FeatureRoute } from '../../shell/featureRoute';

const PersonalTrainingsPage = lazy(() => import(/* webpackChunkName: "personalTrainings" */ './PersonalTrainingsPage'));

export const personalTrainingsRoutes: FeatureRoute[] = [{ path: '/personalTrainings', access: 'staff', element: <PersonalTrainingsPage /> }];
