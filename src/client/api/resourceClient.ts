// The calls of one registry row (ARCHITECTURE §5, §8) for one parent: CRUD on `<path>` and `<path>/<key>`, and
// the row's operations. Each call checks the exact success code the spec names, so a 2xx surprise is an error.
import { listParams, toQueryString, type ListQuery } from '../../shared/query';
import {
  fillPath,
  operationSegment,
  operationSuccess,
  queryParentValues,
  type OperationDef,
  type ParentParams,
  type ResourceDef,
} from '../../shared/resourceDef';
import { downloadFile } from './download';
import { expectStatus, http } from './http';

export type Id = number | string;
export type Body = Record<string, unknown>;

export interface ListResult<T> {
  data: T[];
  total: number;
}

/** Success codes of the spec (part 1 §4). */
export const SUCCESS = { list: 200, read: 200, create: 201, update: 200, delete: 204 } as const;

/** Edit submissions drop every field whose value is an empty string (spec part 1 §5). */
export function dropEmptyStrings<T extends Body>(body: T): Partial<T> {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== '')) as Partial<T>;
}

const isBlob = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

/**
 * A body holding a file (a row's `files`: a move's video, a posture analysis's photos) goes as a multipart form,
 * every other value as text; a body without one goes as JSON.
 */
export function requestBody(body: Body): Body | FormData {
  if (!Object.values(body).some(isBlob)) return body;
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    form.append(key, isBlob(value) ? value : String(value));
  }
  return form;
}

export function listUrl(path: string, query: ListQuery): string {
  const qs = toQueryString(listParams(query));
  return qs ? `${path}?${qs}` : path;
}

export interface OperationCall {
  /** The record of an operation on one record. */
  id?: Id;
  body?: Body;
}

export interface ResourceClient<T> {
  path: string;
  list(query: ListQuery): Promise<ListResult<T>>;
  /** Every page of a search, `pageSize` records per call (for exports). */
  listAll(query: ListQuery, pageSize?: number): Promise<T[]>;
  read(id: Id): Promise<T>;
  create(body: Body): Promise<T>;
  /** `version`: the record's `updated_at` as read; sent as If-Match, so a change made meanwhile answers 412. */
  update(id: Id, body: Body, version?: string): Promise<T>;
  remove(id: Id): Promise<void>;
  /** Runs one of the row's operations: its JSON answer, null for an empty one, or what a download saved. */
  operation(name: string, call: OperationCall): Promise<unknown>;
}

export function createResourceClient<T>(
  def: Pick<ResourceDef, 'path' | 'operations'> & Partial<Pick<ResourceDef, 'parents' | 'updateMethod'>>,
  parent: ParentParams = {},
): ResourceClient<T> {
  const path = fillPath(def.path, parent);
  const one = (id: Id) => `${path}/${encodeURIComponent(String(id))}`;
  // Parents named in the query and body (`packageDay?package_id=3`): in every list query, create and update.
  const inQuery = queryParentValues({ parents: def.parents ?? [] }, parent);

  const list = async (query: ListQuery): Promise<ListResult<T>> => {
    const withParents = { ...query, criteria: { ...query.criteria, ...inQuery } };
    const response = expectStatus(await http.get<T[]>(listUrl(path, withParents)), SUCCESS.list);
    const header = Number(response.headers['x-total-count']);
    const data = Array.isArray(response.data) ? response.data : [];
    return { data, total: Number.isFinite(header) ? header : data.length };
  };

  async function operation(name: string, { id, body }: OperationCall): Promise<unknown> {
    const op: OperationDef | undefined = def.operations[name];
    if (!op) throw new Error(`No operation '${name}' on ${def.path}`);
    if (op.on === 'record' && (id === undefined || id === ''))
      throw new Error(`Operation '${name}' needs a record`);
    const url = op.path
      ? fillPath(op.path, { ...parent, ...(id === undefined ? {} : { id }) })
      : `${op.on === 'record' ? one(id as Id) : path}/${operationSegment(name, op)}`;
    const success = operationSuccess(op);
    if (op.answer === 'binary')
      return downloadFile({
        method: op.method,
        url,
        data: body,
        success,
        fallbackName: `${name}.pdf`,
        open: op.open,
      });
    // A GET operation sends its arguments in the query string (the server reads its schema from there).
    const get = op.method === 'GET';
    const sent = get ? { method: op.method, url, params: body } : { method: op.method, url, data: body };
    const response = expectStatus(await http.request(sent), success);
    return op.answer === 'empty' ? null : response.data;
  }

  return {
    path,
    list,
    async listAll(query, pageSize = 200) {
      const all: T[] = [];
      for (let page = 0; ; page += 1) {
        const { data, total } = await list({ ...query, page, count: pageSize });
        all.push(...data);
        if (data.length === 0 || all.length >= total) return all;
      }
    },
    async read(id) {
      return expectStatus(await http.get<T>(one(id)), SUCCESS.read).data;
    },
    async create(body) {
      return expectStatus(await http.post<T>(path, requestBody({ ...body, ...inQuery })), SUCCESS.create)
        .data;
    },
    async update(id, body, version) {
      const sent = requestBody(dropEmptyStrings({ ...body, ...inQuery }));
      const method = def.updateMethod === 'POST' ? 'post' : 'put';
      const headers = version ? { 'If-Match': `"${version}"` } : undefined;
      return expectStatus(await http[method]<T>(one(id), sent, { headers }), SUCCESS.update).data;
    },
    async remove(id) {
      expectStatus(await http.delete(one(id)), SUCCESS.delete);
    },
    operation,
  };
}
