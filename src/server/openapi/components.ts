// The parts of the OpenAPI document every operation shares: the bearer scheme, the error envelope
// (http/errors.ts: every non-2xx answer) with one response per status, and the list parameters (docs/api.md).
import { LANGUAGES, resources, type Tree } from '../../../i18n';
import { DEFAULT_PAGE_SIZE } from '../../shared/query';
import { MAX_PAGE_SIZE } from '../resources/listQuery';
import type { JsonSchema } from './jsonSchema';

/** The envelope's `error` codes: every code the server's translations name (`generic.errors.<code>`). */
export function errorCodes(): string[] {
  const errors = (resources.en.generic as Tree | undefined)?.errors;
  return errors && typeof errors === 'object' ? Object.keys(errors) : [];
}

const text = { type: 'string' } as const;

export const errorEnvelope = (): JsonSchema => ({
  type: 'object',
  description:
    'Every answer outside 2xx (http/errors.ts). `error` is the code, `message` its English text, `translations` the ' +
    'text in every language and `translated_message` the one Accept-Language chose (Turkish by default). A 400 ' +
    'names each refused field in `fields` with an i18n key (`generic.fields.required`); a 5xx says only ' +
    '`unexpected_error`.',
  required: ['error', 'message', 'translations', 'translated_message'],
  properties: {
    error: { type: 'string', enum: errorCodes() },
    message: text,
    translations: {
      type: 'object',
      required: [...LANGUAGES],
      properties: Object.fromEntries(LANGUAGES.map((lang) => [lang, text])),
    },
    translated_message: text,
    fields: {
      type: 'object',
      description: 'Refused fields (dotted paths for nested ones) and the i18n key of each refusal.',
      additionalProperties: text,
    },
  },
});

/** The error answers by status: what each means here and the codes it carries. */
export const ERROR_RESPONSES = {
  400: {
    name: 'BadRequest',
    description:
      'Refused input: `validation_failed` with `fields` (the same yup schema as the form), `invalid_json`, or ' +
      "`refused` with the area's own reason.",
  },
  401: {
    name: 'Unauthorized',
    description:
      '`unauthorized`: no session, or an expired or revoked token (signing in: `invalid_credentials`, ' +
      '`oidc_token_invalid`).',
  },
  403: {
    name: 'Forbidden',
    description:
      '`forbidden` without the permission (or a gated kind), `password_change_required` for a session signed in ' +
      'with a one-time password, `own_approval` and the grant refusals (`grant_not_held`, `user_out_of_grant`…).',
  },
  404: {
    name: 'NotFound',
    description:
      '`not_found`: no such record, or one outside the caller’s reach (a member not assigned to them).',
  },
  409: {
    name: 'Conflict',
    description:
      '`conflict` (a unique value taken: `fields` names it), `in_use` (other records reference it), ' +
      '`transition_not_allowed`, or `refused` with the reason.',
  },
  412: {
    name: 'StaleVersion',
    description:
      '`stale_version`: `If-Match` named another version than the stored one; nothing changed. The message names ' +
      'who changed the record and when.',
  },
  413: { name: 'PayloadTooLarge', description: '`payload_too_large`: the body or a file is over its limit.' },
  415: {
    name: 'UnsupportedMediaType',
    description: '`unsupported_media_type`: a file of a type the field does not take (read from its bytes).',
  },
  429: {
    name: 'TooManyRequests',
    description:
      '`too_many_attempts`: over the call’s limit; `Retry-After` says when to try again (seconds).',
  },
  503: {
    name: 'Unavailable',
    description:
      '`pdf_unavailable` (a PDF could not be made within its time or memory limit) or `oidc_unavailable` (the ' +
      'identity provider does not answer); try again.',
  },
} as const;

export type ErrorStatus = keyof typeof ERROR_RESPONSES;

export function errorResponses(): Record<string, unknown> {
  return Object.fromEntries(
    Object.values(ERROR_RESPONSES).map(({ name, description }) => [
      name,
      {
        description,
        ...(name === 'TooManyRequests'
          ? { headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait.' } } }
          : {}),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );
}

export const errorRef = (status: ErrorStatus) => ({
  $ref: `#/components/responses/${ERROR_RESPONSES[status].name}`,
});

/** Paging parameters every list takes (docs/api.md "Lists"); sort and search depend on the row. */
export const listParameters = () => ({
  start: {
    name: 'start',
    in: 'query',
    description: 'Rows to skip.',
    schema: { type: 'integer', minimum: 0, default: 0 },
  },
  count: {
    name: 'count',
    in: 'query',
    description: `Rows to answer (more than ${MAX_PAGE_SIZE} are cut to ${MAX_PAGE_SIZE}).`,
    schema: { type: 'integer', minimum: 1, default: DEFAULT_PAGE_SIZE },
  },
  sort_by: {
    name: 'sort_by',
    in: 'query',
    description: 'Order of `sort`: ASC (the default when `sort` is given) or DESC.',
    schema: { type: 'string', enum: ['ASC', 'DESC'] },
  },
  ifMatch: {
    name: 'If-Match',
    in: 'header',
    description:
      'The version read (the `ETag` of `GET …/{id}`): another stored version answers 412 and changes nothing. ' +
      'Without it the write is not checked.',
    schema: { type: 'string' },
  },
});

export const totalHeaders = {
  'X-Total-Count': {
    description: 'Rows matching the query (at most 10,000 counted for some searches: see the next header).',
    schema: { type: 'integer' },
  },
  'X-Total-Count-Bounded': {
    description: '`true` when the count stopped at its bound: the total is at least `X-Total-Count`.',
    schema: { type: 'string', enum: ['true'] },
  },
};

export const etagHeader = {
  ETag: { description: 'The record’s version, for `If-Match`.', schema: { type: 'string' } },
};
