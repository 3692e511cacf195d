// The API's OpenAPI 3.1 document, generated: every route the server registered (its route catalogue,
// so none is missed) becomes an operation. A route of the route factory or the media routes takes what its
// registry row says — parameters, list query, bodies from the row's yup schemas, answers, errors, permission —
// and any other route what its `config.doc` says (http/routeCatalogue.ts), at least its path, method, guard and
// the error envelope. Nothing here is written by hand per entity.
import { lookup } from '../../../i18n';
import {
  holdsMemberData,
  operationSuccess,
  queryParents,
  type CrudAction,
  type OperationDef,
  type ResourceDef,
} from '../../shared/resourceDef';
import type { RouteDoc, RouteEntry } from '../http/routeCatalogue';
import {
  errorEnvelope,
  errorRef,
  errorResponses,
  etagHeader,
  listParameters,
  totalHeaders,
  type ErrorStatus,
} from './components';
import { allowNull, partial, toJsonSchema, type JsonSchema } from './jsonSchema';
import { API_PREFIX, registryRoutes, type RegistryRoute } from './registryRoutes';
import type { AnyObjectSchema } from 'yup';

type Json = Record<string, unknown>;

export interface DocumentInput {
  /** The routes the server serves (app.routeCatalogue). */
  catalogue: readonly RouteEntry[];
  /** The registry rows the server serves (the product's, and a test's own). */
  rows: Readonly<Record<string, ResourceDef>>;
  version: string;
  /** Schemas of routes served by the machinery without a row of their own (the media upload's fields). */
  uploadFields?: AnyObjectSchema;
}

/** `/api/v1/members/:member_id/reports` → `/api/v1/members/{member_id}/reports`. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

const pathParams = (url: string) => [...url.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]!);

/** Routes the document leaves out: the SPA's files (@fastify/static's wildcard), which are no API. */
export const isDocumented = (route: RouteEntry) => !route.url.includes('*');

const pascal = (name: string) =>
  name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');

const code = (text: string) => `\`${text}\``;
const list = (items: readonly string[]) => items.map(code).join(', ');

const titleOf = (def: ResourceDef) => lookup('en', `${def.i18n}.title`) ?? def.name;
const labelsOf = (def: ResourceDef) => (field: string) => lookup('en', `${def.i18n}.fields.${field}`);

const SUCCESS_WORDS: Record<CrudAction, string> = {
  search: 'list',
  read: 'read one',
  create: 'create',
  update: 'update',
  delete: 'delete',
};

/** The document for this server: call once its routes are registered (after `ready`). */
export function openApiDocument(input: DocumentInput): Json {
  const { rows } = input;
  const schemas: Record<string, JsonSchema> = { Error: errorEnvelope() };
  const parameters = listParameters();
  const byRoute = registryRoutes(rows);
  /** Component names per yup schema, so rows sharing one share its component. */
  const named = new Map<AnyObjectSchema, string>();
  const tags = new Map<string, string>();

  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

  function inputComponent(def: ResourceDef, schema: AnyObjectSchema, kind: 'Create' | 'Update'): Json {
    const known = named.get(schema);
    const name = kind === 'Create' ? (known ?? `${pascal(def.name)}Create`) : `${pascal(def.name)}Update`;
    if (kind === 'Create' && !known) {
      named.set(schema, name);
      schemas[name] = toJsonSchema(schema, labelsOf(def));
    }
    if (kind === 'Update' && !schemas[name]) {
      schemas[name] = {
        ...partial(toJsonSchema(schema, labelsOf(def))),
        description:
          'A partial edit: fields left out keep their stored value; the stored record with these changes applied ' +
          'is validated as a whole.',
      };
    }
    return ref(name);
  }

  /** The record as answered: the schema's fields, its key, the names of what it points at. */
  function recordComponent(def: ResourceDef): Json {
    if (typeof def.record === 'string' && rows[def.record] && def.record !== def.name)
      return recordComponent(rows[def.record]!);
    const name = pascal(def.name);
    if (schemas[name]) return ref(name);
    const keySchema: JsonSchema = def.key === 'id' ? { type: 'integer', minimum: 1 } : { type: 'string' };
    // The edit's schema where it differs: stored records pass it (a package's legacy payment types).
    const stored = def.updateSchema ?? def.schema;
    const fields = stored ? partial(toJsonSchema(stored, labelsOf(def))) : { type: 'object' as const };
    const properties: Record<string, JsonSchema> = {};
    for (const [field, property] of Object.entries(fields.properties ?? {})) {
      if (def.writeOnly?.includes(field) || typeof property !== 'object') continue;
      const { default: _default, ...answered } = property as JsonSchema;
      if (def.nullable?.includes(field)) allowNull(answered);
      properties[field] = answered;
    }
    const notes = [
      def.schema ? '' : 'The fields of its table as stored (docs/api-by-area.md).',
      def.listOmit.length > 0 ? `Lists leave out ${list(def.listOmit)}.` : '',
      def.richText.length > 0 ? `${list(def.richText)}: sanitized HTML.` : '',
      def.details
        ? `${list(def.details.fields)} only with ${code(`${def.details.family}_READ`)} (lists: _SEARCH).`
        : '',
    ].filter(Boolean);
    schemas[name] = {
      type: 'object',
      title: titleOf(def),
      ...(notes.length > 0 ? { description: notes.join(' ') } : {}),
      required: [def.key],
      properties: {
        [def.key]: keySchema,
        ...(def.key !== 'id' ? { id: { type: 'integer', minimum: 1 } } : {}),
        ...properties,
        ...Object.fromEntries((def.computed ?? []).map((field) => [field, { description: 'Computed.' }])),
        ...(Object.keys(def.references).length > 0 || def.owner || def.parents.length > 0
          ? {
              names: {
                type: 'object',
                description: 'The name of each record a column points at, by column.',
                additionalProperties: { type: 'string' },
              },
            }
          : {}),
      },
    };
    return ref(name);
  }

  /** A create names its query parents in the body (`packageDay` its `package_id`) when the schema does not. */
  function withQueryParents(def: ResourceDef, schema: Json): Json {
    const fields = def.schema ? Object.keys(def.schema.fields) : [];
    const missing = queryParents(def).filter((parent) => !fields.includes(parent.column));
    if (missing.length === 0) return schema;
    return {
      allOf: [
        schema,
        {
          type: 'object',
          required: missing.map((parent) => parent.column),
          properties: Object.fromEntries(
            missing.map((parent) => [
              parent.column,
              { type: 'integer', description: `The ${titleOf(rows[parent.resource] ?? def)} it belongs to.` },
            ]),
          ),
        },
      ],
    };
  }

  function tagOf(def: ResourceDef): string {
    if (!tags.has(def.name))
      tags.set(def.name, `${titleOf(def)} — ${code(openApiPath(`${API_PREFIX}/${def.path}`))}`);
    return def.name;
  }

  function pathParameter(def: ResourceDef | undefined, name: string): Json {
    const parent = def?.parents.find((p) => p.param === name && p.in !== 'query');
    const parentDef = parent ? rows[parent.resource] : undefined;
    if (parentDef)
      return {
        name,
        in: 'path',
        required: true,
        description:
          `The key of the parent record, in ${code(`${API_PREFIX}/${parentDef.path}`)}; a missing or unreachable ` +
          'one is a 404.',
        schema: parentDef.key === 'id' ? { type: 'integer', minimum: 1 } : { type: 'string' },
      };
    if (def && name === 'id')
      return {
        name,
        in: 'path',
        required: true,
        description: def.key === 'id' ? 'The record’s id.' : `The record’s ${code(def.key)}, or its id.`,
        schema: def.key === 'id' ? { type: 'integer', minimum: 1 } : { type: 'string' },
      };
    return { name, in: 'path', required: true, schema: { type: 'string' } };
  }

  /** A query parameter per field of a schema (a GET operation's `body`, a route's `query`). */
  function queryFromSchema(schema: AnyObjectSchema, labelOf: (f: string) => string | undefined): Json[] {
    const json = toJsonSchema(schema, labelOf);
    return Object.entries(json.properties ?? {}).map(([name, property]) => {
      const { description, ...schema } = property as JsonSchema;
      return {
        name,
        in: 'query',
        required: (json.required ?? []).includes(name),
        ...(description ? { description } : {}),
        schema,
      };
    });
  }

  function listQuery(def: ResourceDef): Json[] {
    const fields = def.schema ? (toJsonSchema(def.schema).properties ?? {}) : {};
    const typeOf = (column: string): JsonSchema => {
      if (column === 'id') return { type: 'integer' };
      const field = fields[column];
      const type = field && typeof field === 'object' ? field.type : undefined;
      const scalar = (Array.isArray(type) ? type : [type]).find((t) => t && t !== 'null');
      return scalar ? { type: scalar } : { type: 'string' };
    };
    const seen = new Set(['start', 'count', 'sort', 'sort_by']);
    const out: Json[] = [
      { $ref: '#/components/parameters/start' },
      { $ref: '#/components/parameters/count' },
      {
        name: 'sort',
        in: 'query',
        description: `The column to sort by (${code(def.defaultSort.sort)} ${def.defaultSort.sort_by} by default).`,
        schema: { type: 'string', enum: [...def.sortable], default: def.defaultSort.sort },
      },
      { $ref: '#/components/parameters/sort_by' },
    ];
    const add = (parameter: Json & { name: string }) => {
      if (seen.has(parameter.name)) return;
      seen.add(parameter.name);
      out.push(parameter);
    };
    for (const parent of queryParents(def))
      add({
        name: parent.column,
        in: 'query',
        description: `Only the records of this ${titleOf(rows[parent.resource] ?? def)} (the spec's query parent).`,
        schema: { type: 'integer' },
      });
    if (def.search)
      add({
        name: def.search.param,
        in: 'query',
        description:
          `Free-text search in ${list(def.search.columns)}: every word must match, Turkish letters folded ` +
          '(docs/api.md "Search").' +
          (def.search.rank ? ' The typed name ranks first, then names starting with it.' : ''),
        schema: { type: 'string' },
      });
    const words = { eq: 'Equal to', like: 'Contains', gte: 'At least (≥)', lte: 'At most (≤)' } as const;
    for (const [param, filter] of Object.entries(def.filters)) {
      const column = filter.column ?? param;
      const options = filter.options ? [...filter.options] : undefined;
      add({
        name: param,
        in: 'query',
        description: `${words[filter.kind]} ${code(column)}.`,
        schema: options
          ? { type: typeof options[0] === 'number' ? 'integer' : 'string', enum: options }
          : filter.kind === 'like'
            ? { type: 'string' }
            : typeOf(column),
      });
    }
    return out;
  }

  function permissionText(route: RouteEntry, def?: ResourceDef): string {
    const lines: string[] = [];
    if (route.permission) lines.push(`Needs the permission ${code(route.permission)}.`);
    else if (route.access === 'signed-in') lines.push('Needs a session (any signed-in staff member).');
    else lines.push('Public: no session needed.');
    if (!def) return lines.join(' ');
    if (def.rowPermission)
      lines.push(
        def.rowPermission.keys === 'itself'
          ? `Each record is answered only to holders of the permission it names (${code(def.rowPermission.column)}).`
          : `Each record also needs the key of its ${code(def.rowPermission.column)}: ` +
              Object.entries(def.rowPermission.keys)
                .map(([value, key]) => `${code(value)} ${code(key)}`)
                .join(', ') +
              ' (lists answer only the kinds held; another kind is a 403).',
      );
    if (def.details)
      lines.push(
        `Its details (${list(def.details.fields)}) have their own family ${code(def.details.family)}: answered ` +
          'with its _READ (lists: _SEARCH), written with its _CREATE / _UPDATE.',
      );
    if (holdsMemberData(def, rows) || def.entity === 'members')
      lines.push(
        'Staff without `MEMBERS_REACH_ALL` reach only the members assigned to them (as coach or nutritionist) and ' +
          'what belongs to them; others answer 404.',
      );
    return lines.join(' ');
  }

  function errorsOf(statuses: Iterable<number>): Json {
    return Object.fromEntries(
      [...new Set(statuses)].sort().map((status) => [String(status), errorRef(status as ErrorStatus)]),
    );
  }

  function guardErrors(route: RouteEntry): number[] {
    if (route.permission) return [401, 403];
    if (route.access === 'signed-in') return [401, 403];
    return [];
  }

  function multipartBody(def: ResourceDef, schema: JsonSchema | undefined, creating: boolean): JsonSchema {
    const files = Object.fromEntries(
      Object.entries(def.files).map(([field, rule]): [string, JsonSchema] => [
        field,
        {
          type: 'string',
          format: 'binary',
          contentMediaType: rule.kind === 'image' ? 'image/*' : 'video/*',
          description: `A ${rule.kind} (its type is read from its bytes).`,
        },
      ]),
    );
    const required = creating
      ? [
          ...(schema?.required ?? []),
          ...Object.entries(def.files)
            .filter(([, rule]) => rule.required)
            .map(([field]) => field),
        ]
      : [];
    return {
      type: 'object',
      properties: { ...(schema?.properties ?? {}), ...files },
      ...(required.length > 0 ? { required } : {}),
    };
  }

  function uploadBody(creating: boolean): Json {
    const fields = input.uploadFields ? toJsonSchema(input.uploadFields) : { properties: {}, required: [] };
    const file = { type: 'string', format: 'binary', description: 'png, jpeg, gif, webp, mp4 or webm.' };
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: creating
            ? {
                type: 'object',
                properties: { ...fields.properties, file },
                required: [...(fields.required ?? []), 'file'],
              }
            : { type: 'object', properties: { file }, required: ['file'] },
        },
      },
    };
  }

  function registryOperation(route: RouteEntry, { def, verb }: RegistryRoute): Json {
    const record = () => recordComponent(def);
    const parameters: Json[] = pathParams(route.url).map((name) => pathParameter(def, name));
    const errors: number[] = guardErrors(route);
    if (def.parents.some((p) => p.in !== 'query') || route.url.includes(':id')) errors.push(404);
    const operation: Json = {
      tags: [tagOf(def)],
      'x-permission': route.permission,
      'x-access': route.permission ? 'permission' : (route.access ?? 'public'),
    };
    const hasFiles = Object.keys(def.files).length > 0;
    const jsonOrForm = (schema: Json, creating: boolean, source?: AnyObjectSchema): Json => ({
      required: true,
      content: {
        'application/json': { schema },
        ...(hasFiles
          ? {
              'multipart/form-data': {
                schema: multipartBody(
                  def,
                  source ? (creating ? toJsonSchema(source) : partial(toJsonSchema(source))) : undefined,
                  creating,
                ),
              },
            }
          : {}),
      },
    });

    if (verb.kind === 'crud') {
      const { action } = verb;
      operation.operationId = `${def.name}_${action}`;
      operation.summary = `${titleOf(def)}: ${SUCCESS_WORDS[action]}`;
      switch (action) {
        case 'search':
          parameters.push(...listQuery(def));
          errors.push(400);
          operation.responses = {
            200: {
              description: 'One page of records.',
              headers: totalHeaders,
              content: { 'application/json': { schema: { type: 'array', items: record() } } },
            },
          };
          break;
        case 'read':
          operation.responses = {
            200: {
              description: 'The record.',
              headers: etagHeader,
              content: { 'application/json': { schema: record() } },
            },
          };
          break;
        case 'create':
          errors.push(400, 409);
          if (def.upload) {
            errors.push(413, 415);
            operation.requestBody = uploadBody(true);
          } else if (def.schema) {
            if (hasFiles) errors.push(413, 415);
            operation.requestBody = jsonOrForm(
              withQueryParents(def, inputComponent(def, def.schema, 'Create')),
              true,
              def.schema,
            );
          }
          operation.responses = {
            201: { description: 'The new record.', content: { 'application/json': { schema: record() } } },
          };
          break;
        case 'update': {
          errors.push(400, 409);
          const schema = def.updateSchema ?? def.schema;
          if (def.upload) {
            errors.push(413, 415);
            operation.requestBody = uploadBody(false);
          } else {
            errors.push(412);
            parameters.push({ $ref: '#/components/parameters/ifMatch' });
            if (hasFiles) errors.push(413, 415);
            if (schema)
              operation.requestBody = jsonOrForm(inputComponent(def, schema, 'Update'), false, schema);
          }
          operation.responses = {
            200: {
              description: 'The record as stored.',
              headers: etagHeader,
              content: { 'application/json': { schema: record() } },
            },
          };
          break;
        }
        case 'delete':
          errors.push(409);
          if (!def.upload) {
            errors.push(412);
            parameters.push({ $ref: '#/components/parameters/ifMatch' });
          }
          operation.responses = { 204: { description: 'Deleted.' } };
          break;
      }
      operation.description = permissionText(route, def);
    } else {
      const { name, op } = verb;
      operation.operationId = `${def.name}_${name}`;
      operation.summary = `${titleOf(def)}: ${name}`;
      Object.assign(operation, operationParts(def, op, parameters, errors, record));
      operation.description = [
        permissionText(route, def),
        op.transition
          ? `Moves ${code(op.transition.field)} from ${op.transition.from.map(String).map(code).join(' or ')} to ` +
            `${code(String(op.transition.to))}${op.transition.author ? '; not by the record’s own author' : ''}.`
          : '',
        op.rateLimit
          ? `At most ${[
              op.rateLimit.perSubject ? `${op.rateLimit.perSubject} per record` : '',
              op.rateLimit.perCaller ? `${op.rateLimit.perCaller} per caller` : '',
            ]
              .filter(Boolean)
              .join(' and ')} in ${op.rateLimit.windowSeconds} s.`
          : '',
      ]
        .filter(Boolean)
        .join(' ');
    }
    operation.parameters = parameters;
    operation.responses = { ...(operation.responses as Json), ...errorsOf(errors) };
    return operation;
  }

  function operationParts(
    def: ResourceDef,
    op: OperationDef,
    parameters: Json[],
    errors: number[],
    record: () => Json,
  ): Json {
    const parts: Json = {};
    const writes = op.method !== 'GET' && op.answer !== 'binary';
    if (op.method !== 'GET') errors.push(400);
    if (writes) errors.push(409);
    if (op.rateLimit) errors.push(429);
    if (op.answer === 'binary') errors.push(503);
    if (op.transition) errors.push(409);
    if (op.body && op.method === 'GET') {
      errors.push(400);
      parameters.push(...queryFromSchema(op.body, labelsOf(def)));
    } else if (op.body)
      parts.requestBody = {
        required: true,
        content: { 'application/json': { schema: toJsonSchema(op.body, labelsOf(def)) } },
      };
    const status = String(operationSuccess(op));
    if (op.answer === 'empty') parts.responses = { [status]: { description: 'Done.' } };
    else if (op.answer === 'binary')
      parts.responses = {
        [status]: {
          description: 'The file (`Content-Disposition: attachment`).',
          content: { [op.open ? 'application/pdf' : 'application/octet-stream']: {} },
        },
      };
    else
      parts.responses = {
        [status]: {
          description: op.returnsRecord || op.transition ? 'The record after the call.' : 'The answer.',
          content: {
            'application/json': { schema: op.returnsRecord || op.transition ? record() : { type: 'object' } },
          },
        },
      };
    return parts;
  }

  function customOperation(route: RouteEntry): Json {
    const doc: RouteDoc | undefined = route.doc;
    const api = route.url.startsWith(`${API_PREFIX}/`);
    const segment = (api ? route.url.slice(API_PREFIX.length + 1) : route.url.slice(1)).split('/')[0] ?? '';
    const tag = doc?.tag ?? (api ? segment : 'service');
    if (!tags.has(tag)) tags.set(tag, CUSTOM_TAGS[tag] ?? code(`${API_PREFIX}/${segment}`));
    const parameters: Json[] = pathParams(route.url).map((name) => pathParameter(undefined, name));
    if (doc?.query) parameters.push(...queryFromSchema(doc.query, () => undefined));
    const errors = [...guardErrors(route), ...(doc?.errors ?? [])];
    if (doc?.body) errors.push(400);
    const answer = doc?.answer ?? 'json';
    const media: Record<string, string> = {
      html: 'text/html',
      text: 'text/plain',
      file: 'application/octet-stream',
    };
    const success =
      answer === 'empty'
        ? { 204: { description: 'Done.' } }
        : {
            200: {
              description: 'The answer.',
              content: { [answer === 'json' ? 'application/json' : media[answer]!]: {} },
            },
          };
    return {
      tags: [tag],
      operationId: `${route.method.toLowerCase()}${pascal(route.url.replace(/:/g, 'by_'))}`,
      summary: doc?.summary ?? `${route.method} ${route.url}`,
      description: [permissionText(route), doc?.description ?? ''].filter(Boolean).join('\n\n'),
      ...(route.permission ? { 'x-permission': route.permission } : {}),
      'x-access': route.permission ? 'permission' : (route.access ?? 'public'),
      ...(route.access === 'public' && !route.permission ? { security: [] } : {}),
      parameters,
      ...(doc?.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: toJsonSchema(doc.body) } },
            },
          }
        : {}),
      responses: { ...success, ...errorsOf(errors) },
    };
  }

  const paths: Record<string, Record<string, Json>> = {};
  for (const route of input.catalogue.filter(isDocumented)) {
    const found = byRoute.get(`${route.method} ${route.url}`);
    const operation = found ? registryOperation(route, found) : customOperation(route);
    if (!operation['x-permission']) delete operation['x-permission'];
    (paths[openApiPath(route.url)] ??= {})[route.method.toLowerCase()] = operation;
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Gym back office API',
      version: input.version,
      description: INTRO,
    },
    servers: [{ url: '/', description: 'This server' }],
    security: [{ bearer: [] }],
    tags: [...tags].map(([name, description]) => ({ name, description })),
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The `access_token` of `POST /api/v1/authentications/users`.',
        },
      },
      parameters,
      responses: errorResponses(),
      schemas,
    },
  };
}

/** What the groups of routes outside the registry hold. */
const CUSTOM_TAGS: Record<string, string> = {
  session: 'Signing in and out.',
  reference: 'This document and its browsable page, `/api/docs`.',
  service: 'Outside the API: the service itself (liveness, readiness, metrics).',
  'media files': 'Uploaded files, served outside the API by the names and addresses its answers give.',
};

const INTRO = [
  'The staff back office of a gym: members, their packages and files, training and nutrition. Generated from the ' +
    'registry rows and their yup schemas (the same rules the forms check) and from the routes the server ' +
    'registered, so it describes this server as it runs.',
  '**Session.** `POST /api/v1/authentications/users` {username, password} answers `access_token`; send it as ' +
    '`Authorization: Bearer <token>`. Each operation names the permission it needs (`x-permission`, and a sentence ' +
    'in its description); a session without it gets 403.',
  '**Lists** answer a JSON array, the total in `X-Total-Count`; `start`, `count` (25 by default, at most 1000), ' +
    '`sort` (the columns listed), `sort_by` and the row’s filters narrow them. **Records**: `GET …/{id}` answers ' +
    '`ETag`; `PUT` and `DELETE` with `If-Match` of another version answer 412. On create and update, `null` for an ' +
    'optional field empties it.',
  '**Errors.** Every non-2xx answer is the `Error` envelope; messages follow `Accept-Language` (tr, en, ar). Any ' +
    'body over the size limit is a 413, one that is not JSON where JSON is expected a 415 or 400, and a 5xx says ' +
    'only `unexpected_error`.',
].join('\n\n');
