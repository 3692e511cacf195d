// Every request's JSON body, query and path parameters are checked for shape before any handler or yup schema
// sees them: no prototype keys (`__proto__`, `constructor`, `prototype`) at any depth, no NUL byte in
// any string (PostgreSQL refuses them, SQLite's LIKE treats them as the end of the pattern), no absurd nesting,
// and numeric ids within the database's integer range (PostgreSQL's `integer`, which SQLite's rows share because
// both are filled by the same API). Out-of-range ids in a path answer 404 (no such record can exist); bad
// numbers in a query answer 400.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, notFound, validationFailed } from './errors';

export const MAX_DB_INTEGER = 2_147_483_647;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_DEPTH = 32;
const INVALID = 'generic.fields.invalid';

/** The first problem in `value` as [path, reason], or null when its shape is acceptable. */
export function findUnsafeInput(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : null;
  if (typeof value !== 'object' || value === null) return null;
  if (depth > MAX_DEPTH) return path || '_';
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const bad = findUnsafeInput(value[i], `${path}[${i}]`, depth + 1);
      if (bad) return bad;
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    const at = path ? `${path}.${key}` : key;
    if (FORBIDDEN_KEYS.has(key) || key.includes('\u0000')) return at;
    const bad = findUnsafeInput((value as Record<string, unknown>)[key], at, depth + 1);
    if (bad) return bad;
  }
  return null;
}

const isIdName = (name: string) => /(^|_)id$/i.test(name) || /[a-z]Id$/.test(name);
const outOfRange = (text: string) => /^-?\d+$/.test(text) && Math.abs(Number(text)) > MAX_DB_INTEGER;

export function checkRequestInput(request: Pick<FastifyRequest, 'body' | 'query' | 'params'>): void {
  const params = (request.params ?? {}) as Record<string, unknown>;
  for (const [name, raw] of Object.entries(params)) {
    if (typeof raw !== 'string') continue;
    if (raw.includes('\u0000')) throw isIdName(name) ? notFound() : validationFailed({ [name]: INVALID });
    if (isIdName(name) && outOfRange(raw)) throw notFound();
  }
  const query = request.query as Record<string, unknown> | undefined;
  if (query && typeof query === 'object') {
    const bad = findUnsafeInput(query);
    if (bad) throw validationFailed({ [bad]: INVALID });
    for (const [name, raw] of Object.entries(query)) {
      const values = Array.isArray(raw) ? raw : [raw];
      if (isIdName(name) && values.some((v) => typeof v === 'string' && outOfRange(v.trim())))
        throw validationFailed({ [name]: INVALID });
    }
  }
  if (request.body !== undefined && typeof request.body === 'object') {
    const bad = findUnsafeInput(request.body);
    if (bad) throw validationFailed({ [bad]: INVALID });
  }
}

export default fp(async function inputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    try {
      checkRequestInput(request);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw validationFailed({});
    }
  });
});
