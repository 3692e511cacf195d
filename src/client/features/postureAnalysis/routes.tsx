import { lazy } from 'react';
import type { FeatureRoute } from '../../shell/featureRoute';

const PostureAnalysisPage = lazy(() => import(/* webpackChunkName: "postureAnalysis" */ './PostureAnalysisPage'));

export const postureAnalysisRoutes: FeatureRoute[] = [{ path: '/postureAnalysis', access: 'staff', element: <PostureAnalysisPage /> }];
