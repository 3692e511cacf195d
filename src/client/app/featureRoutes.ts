// Every feature's routes, composed here (features never import each other). Add an area with one line.
import { articlesRoutes } from '../features/articles/routes';
import { branchesRoutes } from '../features/branches/routes';
import { coursePackagesRoutes } from '../features/coursePackages/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { dietlistsRoutes } from '../features/dietlists/routes';
import { foodsRoutes } from '../features/foods/routes';
import { membersRoutes } from '../features/members/routes';
import { movesRoutes } from '../features/moves/routes';
import { personalTrainingTypesRoutes } from '../features/personalTrainingTypes/routes';
import { personalTrainingsRoutes } from '../features/personalTrainings/routes';
import { postureAnalysisRoutes } from '../features/postureAnalysis/routes';
import { profileRoutes } from '../features/profile/routes';
import { recipesRoutes } from '../features/recipes/routes';
import { reportsRoutes } from '../features/reports/routes';
import { rolesRoutes } from '../features/roles/routes';
import { sessionRoutes } from '../features/session/routes';
import { supportRoutes } from '../features/support/routes';
import { usersRoutes } from '../features/users/routes';
import type { FeatureRoute } from '../shell/featureRoute';

export const featureRoutes: FeatureRoute[] = [
  ...sessionRoutes,
  ...dashboardRoutes,
  ...profileRoutes,
  ...membersRoutes,
  ...usersRoutes,
  ...rolesRoutes,
  ...articlesRoutes,
  ...branchesRoutes,
  ...foodsRoutes,
  ...dietlistsRoutes,
  ...reportsRoutes,
  ...recipesRoutes,
  ...coursePackagesRoutes,
  ...movesRoutes,
  ...postureAnalysisRoutes,
  ...personalTrainingTypesRoutes,
  ...personalTrainingsRoutes,
  ...supportRoutes,
];
