// One error handler for the whole app: every failure leaves as the ApiError envelope, and a 5xx
// never carries the internal message or stack (those go to the log).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, errorEnvelope, languageFrom, type ErrorCode, type MessageParam } from './errors';

/** Fastify's and @fastify/multipart's own error codes, mapped to the product's. */
const FRAMEWORK_CODES: Record<string, [number, ErrorCode]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid_json'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'invalid_json'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'validation_failed'],
  FST_REQ_FILE_TOO_LARGE: [413, 'payload_too_large'],
  FST_PARTS_LIMIT: [413, 'payload_too_large'],
  FST_FILES_LIMIT: [413, 'payload_too_large'],
  FST_FIELDS_LIMIT: [413, 'payload_too_large'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'unsupported_media_type'],
  // Database refusals that reach the handler (races past a repository's own checks, bad filter values).
  '23505': [409, 'conflict'],
  '23503': [409, 'conflict'],
  '22P02': [400, 'validation_failed'],
  '22003': [400, 'validation_failed'],
  // A NUL byte or an invalid character sequence that slipped past the input guard: bad input, never a 500.
  '22021': [400, 'validation_failed'],
  '22P05': [400, 'validation_failed'],
  SQLITE_CONSTRAINT_UNIQUE: [409, 'conflict'],
  SQLITE_CONSTRAINT_FOREIGNKEY: [409, 'conflict'],
};

const BY_STATUS: Record<number, ErrorCode> = {
  400: 'validation_failed',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_attempts',
};

/** Unique violations: 409 naming the columns the database names, each `generic.fields.unique_err`. */
const UNIQUE_VIOLATIONS = new Set(['23505', 'SQLITE_CONSTRAINT_UNIQUE']);
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * The columns a unique violation names — SQLite's message `UNIQUE constraint failed: users.username` (an index
 * over two: `t.a, t.b`), PostgreSQL's detail `Key (username)=(ayse) already exists.` — so the form can show the
 * message under the field, whichever write got past the module's own check (a race, a module without one).
 * An index over an expression names no column.
 */
export function uniqueViolationFields(error: {
  message?: string;
  detail?: unknown;
}): Record<string, string> | undefined {
  const sqlite = /UNIQUE constraint failed: (.+)$/.exec(error.message ?? '')?.[1];
  const pg = typeof error.detail === 'string' ? /^Key \((.+?)\)=\(/.exec(error.detail)?.[1] : undefined;
  const named = sqlite
    ? sqlite.split(',').map((column) => column.trim().split('.').pop() ?? '')
    : (pg?.split(',').map((column) => column.trim().replace(/^"(.*)"$/, '$1')) ?? []);
  const columns = named.filter((column) => IDENTIFIER.test(column));
  return columns.length > 0 && columns.length === named.length
    ? Object.fromEntries(columns.map((column) => [column, 'generic.fields.unique_err']))
    : undefined;
}

function classify(error: FastifyError): { status: number; code: ErrorCode; fields?: Record<string, string> } {
  if (error instanceof HttpError) return { status: error.statusCode, code: error.code, fields: error.fields };
  const known = error.code ? FRAMEWORK_CODES[error.code] : undefined;
  if (known && UNIQUE_VIOLATIONS.has(error.code))
    return { status: known[0], code: known[1], fields: uniqueViolationFields(error) };
  if (known) return { status: known[0], code: known[1] };
  if (error.validation) return { status: 400, code: 'validation_failed' };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, code: BY_STATUS[status] ?? 'validation_failed' };
  return { status: 500, code: 'unexpected_error' };
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  fields?: Record<string, string>,
  params?: Record<string, MessageParam>,
) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(errorEnvelope(code, languageFrom(request.headers['accept-language']), fields, params));
}

export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, code, fields } = classify(error);
    if (status >= 500) {
      // One line per failure, with its stack, at error level (the request id comes with request.log).
      request.log.error({ status, err: error }, 'request failed');
      // A refusal is the client's: the request's own line (http/requestLog.ts) says its status already.
    } else request.log.debug({ code, status }, 'request refused');
    if (error instanceof HttpError && error.headers) reply.headers(error.headers);
    return sendError(
      request,
      reply,
      status,
      code,
      fields,
      error instanceof HttpError ? error.params : undefined,
    );
  });
});
