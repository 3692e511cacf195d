// Every area of the server, found by its folder (modules/<area>/index.ts) and composed by app.ts — as the SPA
// finds its feature folders (client/app/areas.ts): adding an area adds a folder, no line here. Demo seeds run in
// an order their `seedAfter` allows (alphabetical otherwise); nothing else depends on the order.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { ServerModule } from './module';

/** A module as found: its folder's name and what its index exports. */
export interface FoundModule extends ServerModule {
  name: string;
}

// What a module may export (the type check keeps this list whole), so a misspelt key fails at start-up.
const KEYS: Readonly<Record<keyof ServerModule, true>> = {
  hooks: true,
  routes: true,
  plugins: true,
  demoSeed: true,
  referenceSeed: true,
  commands: true,
  seedAfter: true,
};

/** The modules in `folder`, by name: each sub-folder with an index (.ts in the sources, .js when compiled). */
export function findModules(folder: string = __dirname): FoundModule[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .filter((entry) =>
      ['index.ts', 'index.js'].some((file) => existsSync(path.join(folder, entry.name, file))),
    )
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const area = (require(path.join(folder, name)) as { default?: ServerModule }).default;
      const unknown =
        area && typeof area === 'object' ? Object.keys(area).filter((key) => !(key in KEYS)) : [];
      if (!area || typeof area !== 'object' || unknown.length > 0)
        throw new Error(
          `modules/${name}/index must export a module by default (unknown: ${unknown.join(', ')})`,
        );
      return { ...area, name };
    });
}

export const MODULES: readonly FoundModule[] = findModules();

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

/**
 * The modules in the order their demo seeds run: each after the modules its `seedAfter` names (whose demo rows it
 * reads), alphabetical where nothing says otherwise. An unknown name or a cycle is a mistake caught at start-up.
 */
export function seedOrder(modules: readonly FoundModule[]): FoundModule[] {
  const byName = new Map(modules.map((area) => [area.name, area]));
  for (const area of modules)
    for (const before of area.seedAfter ?? [])
      if (!byName.has(before))
        throw new Error(`modules/${area.name} seeds after an unknown module '${before}'`);
  const ordered: FoundModule[] = [];
  const placed = new Set<string>();
  while (ordered.length < modules.length) {
    const next = [...modules]
      .sort((a, b) => a.name.localeCompare(b.name))
      .find((area) => !placed.has(area.name) && (area.seedAfter ?? []).every((name) => placed.has(name)));
    if (!next) {
      const left = modules.filter((area) => !placed.has(area.name)).map((area) => area.name);
      throw new Error(`The modules' seedAfter make a cycle among: ${left.join(', ')}`);
    }
    ordered.push(next);
    placed.add(next.name);
  }
  return ordered;
}

/** The seeds the modules bring, in seed order: the demo gym's areas and the reference data. */
export const moduleSeeds = (modules: readonly FoundModule[] = MODULES) => {
  const ordered = seedOrder(modules);
  return {
    demoSeeds: ordered.flatMap((area) => (area.demoSeed ? [area.demoSeed] : [])),
    referenceSeeds: ordered.flatMap((area) => (area.referenceSeed ? [area.referenceSeed] : [])),
  };
};

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
