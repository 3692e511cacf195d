// Every area of the server, composed by app.ts. Adding an area adds a line here.
import articles from './articles';
import attention from './attention';
import branches from './branches';
import checkins from './checkins';
import coursePackages from './coursePackages';
import dashboard from './dashboard';
import dietLists from './dietLists';
import foods from './foods';
import history from './history';
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
  checkins,
  history,
  dashboard,
  attention,
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

/** The seeds the modules bring, in module order: the demo gym's areas and the reference data. */
export const moduleSeeds = (modules: readonly ServerModule[] = MODULES) => ({
  demoSeeds: modules.flatMap((area) => (area.demoSeed ? [area.demoSeed] : [])),
  referenceSeeds: modules.flatMap((area) => (area.referenceSeed ? [area.referenceSeed] : [])),
});

/** The modules' commands by name; two modules naming one command is a mistake caught at start-up. */
export function moduleCommands(modules: readonly ServerModule[] = MODULES) {
  const commands: Record<string, NonNullable<ServerModule['commands']>[string]> = {};
  for (const area of modules)
    for (const [name, command] of Object.entries(area.commands ?? {})) {
      if (commands[name]) throw new Error(`Two modules give the command '${name}'`);
      commands[name] = command;
    }
  return commands;
}
