// Every registry row is served by the one route factory (upload rows by mediaRoutes.ts). An entity's hooks come
// from the module that owns its table (modules/, composed by app.ts), so adding an entity wires nothing here.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { multipartOptions } from '../media/upload';
import { uploadCleanup } from '../media/uploadTemp';
import { RESOURCES } from '../../shared/resources';
import type { ResourceDef } from '../../shared/resourceDef';
import { registerResource } from './factory';
import type { EntityHooks } from './hooks';
import type { Registry } from './locate';

export interface RegistryOptions {
  /** Rows served beside the product's registry (tests define entities of their own). */
  resources?: Readonly<Record<string, ResourceDef>>;
  /** Hooks by table: the modules' and a test's own. A table without hooks is a plain entity. */
  hooks?: Readonly<Record<string, EntityHooks>>;
}

export function createRegistry(options: RegistryOptions = {}): Registry {
  const rows = { ...RESOURCES, ...options.resources };
  const hooks = options.hooks ?? {};
  return { rows, hooksOf: (def) => hooks[def.entity] ?? {} };
}

export default async function resourceRoutes(app: FastifyInstance, { registry }: { registry: Registry }) {
  // Rows with `files` take multipart forms (parsed only where a route reads them).
  await app.register(multipart, multipartOptions(app.appConfig));
  await app.register(uploadCleanup);
  for (const def of Object.values(registry.rows)) {
    if (!def.upload) registerResource(app, registry, def);
  }
}
