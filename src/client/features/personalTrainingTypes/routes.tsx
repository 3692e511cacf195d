import { lazy } from 'react';
import type { FeatureRoute } from '../../shell/featureRoute';

const PersonalTrainingTypesPage = lazy(() => import(/* webpackChunkName: "personalTrainingTypes" */ './PersonalTrainingTypesPage'));

export const personalTrainingTypesRoutes: FeatureRoute[] = [{ path: '/personalTrainingsTypes', access: 'staff', element: <PersonalTrainingTypesPage /> }];
