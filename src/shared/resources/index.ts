// One row per resource (ARCHITECTURE §2, §8): the SPA's slice factory and screens and the server's route
// factory all read it, so paths, permissions, sorting, filters, parents, operations and schemas are written once.
// The row's shape and defaults are in resourceDef.ts.
// Each area's rows live beside it in this folder (<area>.ts); this index assembles them in one registry.
import type { ResourceDef } from '../resourceDef';
import { usersRows } from './users';
import { rolesRows } from './roles';
import { branchesRows } from './branches';
import { articlesRows } from './articles';
import { membersRows } from './members';
import { reportsRows } from './reports';
import { mediaRows } from './media';
import { postureAnalysisRows } from './postureAnalysis';
import { movesRows } from './moves';
import { coursePackagesRows } from './coursePackages';
import { foodsRows } from './foods';
import { recipesRows } from './recipes';
import { personalTrainingTypesRows } from './personalTrainingTypes';
import { personalTrainingsRows } from './personalTrainings';
import { memberFileRows } from './memberFile';
import { dietListsRows } from './dietLists';
import { memberProgressRows } from './memberProgress';
import { dashboardRows } from './dashboard';
import { checkinsRows } from './checkins';
import { historyRows } from './history';
import { paymentsRows } from './payments';
import { classesRows } from './classes';
import { reminderRulesRows } from './reminderRules';

export * from '../resourceDef';

export const RESOURCES = {
  ...usersRows,
  ...rolesRows,
  ...branchesRows,
  ...articlesRows,
  ...membersRows,
  ...reportsRows,
  ...mediaRows,
  ...postureAnalysisRows,
  ...movesRows,
  ...coursePackagesRows,
  ...foodsRows,
  ...recipesRows,
  ...personalTrainingTypesRows,
  ...personalTrainingsRows(),
  ...memberFileRows(),
  ...dietListsRows,
  ...memberProgressRows(),
  ...dashboardRows(),
  ...checkinsRows,
  ...historyRows,
  ...paymentsRows(),
  ...classesRows,
  ...reminderRulesRows,
} as const satisfies Record<string, ResourceDef>;

export type ResourceName = keyof typeof RESOURCES;
