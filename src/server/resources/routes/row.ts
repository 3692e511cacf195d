// What every route of one registry row shares: its paths, its hooks, the caller, and how bodies come in and
// records go out. The factory (../factory.ts) builds it once per row and hands it to each verb's file.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ResourceDef } from '../../../shared/resourceDef';
import type { Principal } from '../../auth/principal';
import type { Row } from '../../db/repositories/records';
import type { Database } from '../../db/schema';
import type { WriteOf } from '../../history/record';
import { validationFailed } from '../../http/errors';
import type { MediaStore } from '../../media/store';
import { mediaSigner } from '../../media/signedUrl';
import { redactDetails } from '../details';
import type { EntityHooks, WriteContext } from '../hooks';
import type { Registry } from '../locate';
import { nameSources } from '../names';
import { present } from '../present';
import { sanitizeRichText } from '../sanitize';

export type Params = Record<string, string>;

export interface RowRoutes {
  app: FastifyInstance;
  registry: Registry;
  def: ResourceDef;
  /** The entity's hooks, typed per table: the factory hands them the rows it read, hence `as never` at calls. */
  hooks: EntityHooks;
  store: MediaStore;
  /** `/<path>` and `/<path>/:id`. */
  collection: string;
  item: string;
  /** The signed-in caller: guards ran first, so every route of a row has one. */
  caller(request: FastifyRequest): Principal;
  /** Answers as the caller may see them: a list's details by their SEARCH, a record's by their READ. */
  show(request: FastifyRequest, rows: Row[], verb?: 'SEARCH' | 'READ'): Promise<Row[]>;
  /** A body as input: an object, without the read-only answers sent back with it, its rich text sanitised. */
  clean(body: unknown): Row;
  /** The hooks' context of a write (`found`: the stored row of an update or delete). */
  context(request: FastifyRequest, db?: Kysely<Database>, found?: Row): WriteContext;
  /** Who and what a history entry of this row names. */
  historyOf(request: FastifyRequest): WriteOf;
}

/** Parent columns come from the path, never from the body. */
export function withScope(input: Row, scope: readonly { column: string; value: unknown }[] = []): Row {
  for (const condition of scope) input[condition.column] = condition.value;
  return input;
}

export function rowRoutes(app: FastifyInstance, registry: Registry, def: ResourceDef): RowRoutes {
  const hooks = registry.hooksOf(def);
  const collection = `/${def.path}`;
  const caller = (request: FastifyRequest): Principal => request.principal as Principal;
  const names = nameSources(registry.rows, def);
  return {
    app,
    registry,
    def,
    hooks,
    store: app.mediaStore,
    collection,
    item: `${collection}/:id`,
    caller,
    show: async (request, rows, verb = 'READ') =>
      redactDetails(
        def,
        request.principal,
        await present(
          app.db,
          def,
          hooks,
          rows,
          request.principal,
          names,
          mediaSigner(app.appConfig.jwtSecret),
          app.appConfig,
        ),
        verb,
      ),
    clean(body) {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw validationFailed({});
      const copy: Row = { ...(body as Row) };
      // Read-only answers sent back with a whole record are not input.
      delete copy.names;
      delete copy.editable;
      for (const field of def.richText) {
        if (typeof copy[field] === 'string') copy[field] = sanitizeRichText(copy[field]);
      }
      return copy;
    },
    context: (request, db = app.db, found) =>
      ({ db, principal: caller(request), def, existing: found, config: app.appConfig }) as WriteContext,
    historyOf: (request) => ({ rows: registry.rows, def, principal: caller(request) }),
  };
}
