// Every registry row is served by the one route factory (media rows by media/). An entity's hooks are found
// by its table name in hooks/<table>.ts, so adding an entity wires nothing here.
import { existsSync } from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { multipartOptions } from '../media/upload';
import { RESOURCES } from '../../shared/resources';
import type { ResourceDef } from '../../shared/resourceDef';
import { registerResource } from './factory';
import type { EntityHooks } from './hooks';
import type { Registry } from './locate';

export interface ResourceRoutesOptions {
  /** Rows served beside the product's registry (tests define entities of their own). */
  resources?: Readonly<Record<string, ResourceDef>>;
  /** Hooks by table that win over hooks/<table>.ts (tests). */
  hooks?: Readonly<Record<string, EntityHooks>>;
}

const HOOKS_DIR = path.join(__dirname, 'hooks');

/** hooks/<table>.ts's default export, or no hooks for a plain entity. */
export function loadHooks(table: string): EntityHooks {
  if (!/^\w+$/.test(table)) throw new Error(`Bad table name '${table}'`);
  const file = path.join(HOOKS_DIR, table);
  if (!['.ts', '.js'].some((ext) => existsSync(file + ext))) return {};
  return (require(file) as { default: EntityHooks }).default;
}

export function createRegistry(options: ResourceRoutesOptions = {}): Registry {
  const rows = { ...RESOURCES, ...options.resources };
  const cache = new Map<string, EntityHooks>();
  return {
    rows,
    hooksOf(def) {
      let hooks = cache.get(def.entity);
      if (!hooks) cache.set(def.entity, (hooks = options.hooks?.[def.entity] ?? loadHooks(def.entity)));
      return hooks;
    },
  };
}

export default async function resourceRoutes(app: FastifyInstance, options: ResourceRoutesOptions) {
  const registry = createRegistry(options);
  // Rows with `files` take multipart forms (parsed only where a route reads them).
  await app.register(multipart, multipartOptions(app.appConfig));
  for (const def of Object.values(registry.rows)) {
    if (!def.upload) registerResource(app, registry, def);
  }
}
