// A row's operations beside CRUD (ARCHITECTURE §8): each becomes a route behind its permission, with its body
// validated, on one record (found within parents and reach) or on the collection, answering JSON, nothing or
// a file. An approval is a transition the registry describes; the entity's handler runs every other operation.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  operationPermission,
  operationSegment,
  operationSuccess,
  type OperationDef,
  type ResourceDef,
} from '../../shared/resourceDef';
import { guarded } from '../auth/guard';
import type { Principal } from '../auth/principal';
import { admitOperationCall } from '../db/repositories/operationCalls';
import { findRecord, updateRecord, type Row } from '../db/repositories/records';
import type { Database } from '../db/schema';
import { isoNow } from '../db/time';
import { inTransaction } from '../db/transaction';
import { recordOperation } from '../history/record';
import { HttpError, notFound, ownApproval, transitionNotAllowed, validationFailed } from '../http/errors';
import { validateBody } from '../http/validate';
import type { BinaryAnswer, EntityHooks, OperationHandler } from './hooks';
import { existing, locate, type Registry } from './locate';
import { assertKindHeld } from './rowPermission';

interface Routes {
  collection: string;
  item: string;
  clean: (body: unknown) => Row;
  show: (request: FastifyRequest, rows: Row[]) => Promise<Row[]>;
}

/** Anything but no body or an empty object (`null`, a number, a filled object…). */
const hasContent = (body: unknown): boolean =>
  body !== undefined &&
  !(typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 0);

const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);

const isBinary = (value: unknown): value is BinaryAnswer =>
  typeof value === 'object' && value !== null && Buffer.isBuffer((value as BinaryAnswer).body);

/** The registry's transition: from one of `from` to `to`, recording who and when; 409 from anywhere else. */
function approval(def: ResourceDef, op: OperationDef, hooks: EntityHooks): OperationHandler {
  const rule = op.transition!;
  return async (context) => {
    const record = context.record as Row;
    if (!rule.from.some((state) => String(state) === String(record[rule.field])))
      throw transitionNotAllowed();
    // Four eyes: whoever wrote the record does not approve it.
    if (rule.author && Number(record[rule.author]) === context.principal.userId) throw ownApproval();
    await hooks.approve?.(record, context);
    const changes: Row = { [rule.field]: rule.to };
    if (rule.by) changes[rule.by] = context.principal.userId;
    if (rule.at) changes[rule.at] = isoNow();
    return inTransaction(context.db, (trx) =>
      updateRecord(trx, { table: def.entity, key: def.key }, record[def.key] as string | number, changes),
    );
  };
}

export function registerOperations(
  app: FastifyInstance,
  registry: Registry,
  def: ResourceDef,
  routes: Routes,
): void {
  const hooks = registry.hooksOf(def);
  for (const [name, op] of Object.entries(def.operations)) {
    if (op.transition && op.on !== 'record')
      throw new Error(`Approval '${def.name}.${name}' must act on one record`);
    const handler = op.transition ? approval(def, op, hooks) : hooks.operations?.[name];
    if (!handler) throw new Error(`Operation '${def.name}.${name}' has no handler in hooks/${def.entity}.ts`);
    const url = op.path
      ? `/${op.path}`
      : `${op.on === 'record' ? routes.item : routes.collection}/${operationSegment(name, op)}`;
    const method = op.method;
    const writes = method !== 'GET' && op.answer !== 'binary';

    app.route({
      method,
      url,
      ...guarded(operationPermission(def, op)),
      handler: async (request, reply) => {
        const found = op.on === 'record' ? await existing(registry, def, request) : undefined;
        const at = found?.at ?? (await locate(registry, def, request));
        // A GET carries no body: its `body` schema reads the query string (`_details_report?field=weight`).
        const input = op.method === 'GET' ? { ...(request.query as Row) } : (request.body ?? {});
        // A call that takes no body refuses one (a malformed or unexpected body changes nothing).
        if (!op.body && op.method !== 'GET' && hasContent(request.body)) throw validationFailed({});
        const body = op.body ? await validateBody(op.body, routes.clean(input)) : {};
        // A gated kind (a questionnaire's type) is checked on the record and on what the body names.
        if (found) assertKindHeld(def, request.principal as Principal, found.row);
        assertKindHeld(def, request.principal as Principal, body);
        if (op.rateLimit) {
          const limit = op.rateLimit;
          const subject = String(limit.subject ? body[limit.subject] : (found?.key ?? ''));
          // A subject named in the body is one of this row's records: out of reach (or missing) it is a 404 and
          // not counted, so nobody exhausts another member's limit with calls they could never make.
          if (limit.subject && !found) {
            const subjectAt = { table: def.entity, key: def.key, reach: at.reach, scope: at.scope };
            if (!(await findRecord(app.db, subjectAt, body[limit.subject]))) throw notFound();
          }
          const admitted = await admitOperationCall(app.db, {
            operation: `${def.name}.${name}`,
            subject,
            callerId: (request.principal as Principal).userId,
            windowSeconds: limit.windowSeconds,
            perSubject: limit.perSubject,
            perCaller: limit.perCaller,
          });
          if (!admitted)
            throw new HttpError(429, 'too_many_attempts', undefined, {
              'retry-after': String(limit.windowSeconds),
            });
        }
        const principal = request.principal as Principal;
        const call = (db: Kysely<Database>) =>
          handler({
            db,
            principal,
            def,
            body,
            record: found?.row,
            scope: at.scope ?? [],
            reach: at.reach,
            reply,
            dataDir: app.appConfig.dataDir,
            config: app.appConfig,
          });
        // A write (anything but a read or a file) runs in one transaction with its history entry: refused, it
        // leaves neither.
        const result = !writes
          ? await call(app.db)
          : await app.db.transaction().execute(async (trx) => {
              const answer = await call(trx);
              const after = found
                ? await findRecord(trx, { table: def.entity, key: def.key }, found.key)
                : undefined;
              const created = !found && isRow(answer) && answer[def.key] !== undefined ? answer : undefined;
              await recordOperation(
                trx,
                { rows: registry.rows, def, principal },
                name,
                found ? { before: found.row, after } : undefined,
                body,
                created,
              );
              return answer;
            });
        // Mail an operation queued (a reminder) is visible to the mail worker only now, once committed.
        if (writes) app.mailer.kick();
        const status = operationSuccess(op);
        if (op.answer === 'empty') return reply.code(status).send();
        if (op.answer === 'binary') {
          if (!isBinary(result)) throw new Error(`Operation '${def.name}.${name}' answered no file`);
          const fileName = result.fileName.replace(/[^\w.-]/g, '_');
          return reply
            .code(status)
            .type(result.type)
            .header('content-disposition', `attachment; filename="${fileName}"`)
            .send(result.body);
        }
        if (op.returnsRecord || op.transition)
          return reply.code(status).send((await routes.show(request, [result as Row]))[0]);
        return reply.code(status).send(result ?? {});
      },
    });
  }
}
