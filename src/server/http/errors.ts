// The API's error type and the shared envelope (ARCHITECTURE §5): codes map to `generic.errors.<code>`.
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, lookup, type Language } from '../../../i18n';
import { formatMoney } from '../../shared/money/amount';
import type { ApiError } from '../../shared/types';

export type ErrorCode =
  | 'unexpected_error'
  | 'validation_failed'
  | 'invalid_json'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'too_many_attempts'
  | 'invalid_credentials'
  | 'route_not_found'
  | 'in_use'
  | 'transition_not_allowed'
  | 'grant_not_held'
  | 'own_role'
  | 'last_admin'
  // Who may touch whom: a user or role holding more than the caller; four eyes on approvals.
  | 'user_out_of_grant'
  | 'role_out_of_grant'
  | 'own_approval'
  // Personal trainings: copy-day refusals.
  | 'copy_day_same'
  | 'copy_day_foreign'
  // Sign-in through the identity provider.
  | 'oidc_token_invalid'
  | 'oidc_unknown_user'
  | 'oidc_user_not_active'
  | 'oidc_unavailable'
  | 'oidc_link_required'
  | 'oidc_email_not_own'
  | 'identity_taken'
  | 'password_change_required'
  // A PDF that could not be rendered within its worker's time or memory.
  | 'pdf_unavailable'
  // A module's own refusal, its message the module's translated reason (a check-in on a used-up package).
  | 'refused'
  // A second check-in of a member on the same day without `repeat`: {{time}} of the first visit.
  | 'already_checked_in'
  // A write with If-Match of a version that is no longer the record's: someone changed it meanwhile.
  | 'stale_version'
  // Money: a payment over the package's {{balance}}; a plan whose parts do not add up to it.
  | 'overpayment'
  | 'instalments_total';

/**
 * A value of a message's `{{placeholder}}`: text, a number, a translated key with a count (joined when a list), or
 * an amount of money in whole kuruş (written as each language writes lira: ₺4.800,00 in Turkish).
 */
export type MessageParam =
  | string
  | number
  | { key: string; count: number; values?: Record<string, string> }
  | readonly { key: string; count: number }[]
  | { money: number };

/** Thrown anywhere in a request; the error handler turns it into the envelope. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** Values of the message's placeholders (`generic.errors.in_use`: {{uses}}). */
    readonly params?: Record<string, MessageParam>,
  ) {
    super(code);
    this.name = 'HttpError';
  }
}

export const unauthorized = () => new HttpError(401, 'unauthorized');
export const forbidden = () => new HttpError(403, 'forbidden');
export const notFound = () => new HttpError(404, 'not_found');
/** A URL that names nothing (no route, no stored file). */
export const routeNotFound = () => new HttpError(404, 'route_not_found');
export const ownApproval = () => new HttpError(403, 'own_approval');
export const conflict = (fields?: Record<string, string>) => new HttpError(409, 'conflict', fields);
export const validationFailed = (fields: Record<string, string>) =>
  new HttpError(400, 'validation_failed', fields);

/** First supported language of an Accept-Language header, by quality; Turkish when none. */
export function languageFrom(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((r) => r.lang).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

/** 409: the record is referenced by others (`uses`: what and how many). */
export const inUse = (uses: { key: string; count: number }[]) =>
  new HttpError(409, 'in_use', undefined, undefined, { uses });

/**
 * 400 whose message is the translated `reasonKey` (an area's i18n key, `count` filling its placeholder), not the
 * generic "invalid": for a rule only the server can check, which the form cannot show under its field.
 */
export const invalidBecause = (
  reasonKey: string,
  fields: Record<string, string>,
  count = 1,
  values?: Record<string, string>,
) => new HttpError(400, 'refused', fields, undefined, { reason: { key: reasonKey, count, values } });

/** 409 whose message is the translated `reasonKey` (an area's i18n key); `fields` says which field it is about. */
export const refused = (reasonKey: string, fields?: Record<string, string>) =>
  new HttpError(409, 'refused', fields, undefined, { reason: { key: reasonKey, count: 1 } });

/**
 * 409 `conflict` whose message is the translated `reasonKey` filled with `values` (a class whose coach or room is
 * taken then: "… Yoga on 02.12 at 18:00").
 */
export const conflictBecause = (
  reasonKey: string,
  values: Record<string, string>,
  fields?: Record<string, string>,
) => new HttpError(409, 'conflict', fields, undefined, { reason: { key: reasonKey, count: 1, values } });

/** 409 overpayment: a payment over what is left of the package's price (`balance` in kuruş, named in lira). */
export const overpayment = (balance: number) =>
  new HttpError(409, 'overpayment', { amount: 'payments.errors.overpayment' }, undefined, {
    balance: { money: balance },
  });

/** 400 instalments_total: a plan's new parts that do not add up to the balance (in kuruş, named in lira). */
export const instalmentsTotal = (balance: number) =>
  new HttpError(
    400,
    'instalments_total',
    { instalments: 'memberPackages.errors.instalments_total' },
    undefined,
    {
      balance: { money: balance },
    },
  );

/** 409: an approval (or other transition) from the record's current state is not allowed. */
export const transitionNotAllowed = () => new HttpError(409, 'transition_not_allowed');

function paramText(lang: Language, value: MessageParam): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if ('money' in value) return formatMoney(value.money, lang);
  const list = Array.isArray(value)
    ? value
    : [value as { key: string; count: number; values?: Record<string, string> }];
  return list
    .map(({ key, count, values }) =>
      interpolate(lookup(lang, key) ?? key, { ...values, count: String(count) }),
    )
    .join(', ');
}

const interpolate = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

export function errorEnvelope(
  code: ErrorCode,
  lang: Language,
  fields?: Record<string, string>,
  params?: Record<string, MessageParam>,
): ApiError {
  const text = (l: Language) => {
    // A module's `reason` says the whole message, whatever the code (a 409 conflict naming the other class).
    const key = params && 'reason' in params ? 'generic.errors.refused' : `generic.errors.${code}`;
    const raw = lookup(l, key) ?? lookup(l, 'generic.errors.unexpected_error') ?? code;
    if (!params) return raw;
    return interpolate(raw, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, paramText(l, v)])));
  };
  const translations = Object.fromEntries(LANGUAGES.map((l) => [l, text(l)])) as ApiError['translations'];
  return {
    error: code,
    message: translations.en,
    translations,
    translated_message: translations[lang],
    ...(fields ? { fields } : {}),
  };
}
