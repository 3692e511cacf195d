// Every area of the server, composed by app.ts. Adding an area adds a line here.
import articles from './articles';
import branches from './branches';
import coursePackages from './coursePackages';
import dashboard from './dashboard';
import dietLists from './dietLists';
import foods from './foods';
import memberFile from './memberFile';
import memberProgress from './memberProgress';
import members from './members';
import type { ServerModule } from './module';
import moves from './moves';
import personalTrainings from './personalTrainings';
import personalTrainingTypes from './personalTrainingTypes';
import postureAnalysis from './postureAnalysis';
import profile from './profile';
import recipes from './recipes';
import reports from './reports';
import roles from './roles';
import users from './users';

export const MODULES: readonly ServerModule[] = [
  users,
  roles,
  profile,
  branches,
  articles,
  members,
  reports,
  postureAnalysis,
  moves,
  coursePackages,
  foods,
  recipes,
  dietLists,
  personalTrainingTypes,
  personalTrainings,
  memberFile,
  memberProgress,
  dashboard,
];

/** Every module's hooks by table; a table served by two modules is a mistake caught at start-up. */
export function moduleHooks(modules: readonly ServerModule[] = MODULES) {
  const hooks: Record<string, NonNullable<ServerModule['hooks']>[string]> = {};
  for (const area of modules)
    for (const [table, entityHooks] of Object.entries(area.hooks ?? {})) {
      if (hooks[table]) throw new Error(`Two modules give hooks for table '${table}'`);
      hooks[table] = entityHooks;
    }
  return hooks;
}
