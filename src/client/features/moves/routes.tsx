import { lazy } from 'react';
import type { FeatureRoute } from '../../shell/featureRoute';

const MovesPage = lazy(() => import(/* webpackChunkName: "moves" */ './MovesPage'));

export const movesRoutes: FeatureRoute[] = [{ path: '/movesComponent', access: 'staff', element: <MovesPage /> }];
