// The one axios instance of the SPA. The shell wires it to the session with configureHttp at start-up;
// the API layer stays ignorant of the store so it can be tested and reused without one.
import axios, { type AxiosResponse } from 'axios';
import { DEFAULT_LANGUAGE, isLanguage, lookup, type Language } from '../../../i18n';
import type { ApiError } from '../../shared/types';

export interface HttpConfig {
  getToken: () => string | null | undefined;
  getLanguage: () => string | null | undefined;
  /** Called on every 401 answer: the shell clears the session and goes to /login. */
  onUnauthorized: () => void;
}

let config: HttpConfig = {
  getToken: () => null,
  getLanguage: () => DEFAULT_LANGUAGE,
  onUnauthorized: () => undefined,
};

export const http = axios.create({ baseURL: '/api/v1' });

/** Merges the given hooks into the current configuration (the shell calls it once; tests may call it again). */
export function configureHttp(next: Partial<HttpConfig>): void {
  config = { ...config, ...next };
}

/** The UI language as the shell reports it, narrowed to a supported one. */
export function currentLanguage(): Language {
  const lang = config.getLanguage();
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

// Synchronous: the request is handed to the browser inside the caller's call, not a few microtasks later after
// React has rendered what the caller's dispatch set. Chromium still starts it only once that task is over, so a
// screen keeps heavy drawing out of the task that asks (EntityList waits before drawing its placeholders).
http.interceptors.request.use(
  (request) => {
    const token = config.getToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    request.headers.set('Accept-Language', currentLanguage());
    return request;
  },
  undefined,
  { synchronous: true },
);

http.interceptors.response.use(
  (response) => response,
  (error: unknown) => {
    if (axios.isAxiosError(error) && error.response?.status === 401) config.onUnauthorized();
    return Promise.reject(error);
  },
);

/**
 * Thrown when the server answers 2xx but not the code the spec names for the call (e.g. 200 to a create):
 * the spec treats any other status as an error of that scope.
 */
export class UnexpectedStatusError extends Error {
  constructor(public readonly response: AxiosResponse) {
    super(`Unexpected status ${response.status}`);
    this.name = 'UnexpectedStatusError';
  }
}

/** Returns the response when its status is the expected one, otherwise throws UnexpectedStatusError. */
export function expectStatus<T>(
  response: AxiosResponse<T>,
  expected: number | ((status: number) => boolean),
): AxiosResponse<T> {
  const ok = typeof expected === 'number' ? response.status === expected : expected(response.status);
  if (!ok) throw new UnexpectedStatusError(response);
  return response;
}

const isApiError = (body: unknown): body is Pick<ApiError, 'translations'> =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as ApiError).translations === 'object' &&
  (body as ApiError).translations !== null;

/** The HTTP status of a failed call (0 without an answer). */
export function errorStatus(error: unknown): number {
  return axios.isAxiosError(error) ? (error.response?.status ?? 0) : 0;
}

/** The body of a failed call, whatever shape the failure took (axios error, unexpected status, raw envelope). */
function errorBody(error: unknown): unknown {
  if (axios.isAxiosError(error)) return error.response?.data;
  if (error instanceof UnexpectedStatusError) return error.response.data;
  return error;
}

/** The envelope's error code of a failed call (`already_checked_in`), when the server answered one. */
export function errorCode(error: unknown): string | undefined {
  const body = errorBody(error) as { error?: unknown } | null | undefined;
  return typeof body?.error === 'string' ? body.error : undefined;
}

/** The fields a failed call's envelope names (`{ username: 'generic.fields.unique_err' }`), when it names any. */
export function errorFields(error: unknown): Record<string, string> | undefined {
  const fields = (errorBody(error) as { fields?: unknown } | null | undefined)?.fields;
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return undefined;
  const named = Object.entries(fields).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return named.length > 0 ? Object.fromEntries(named) : undefined;
}

/** Spec error catalogue: the response's translation for the language, else generic.errors.unexpected_error. */
export function chooseErrorMessage(error: unknown, lang: Language = currentLanguage()): string {
  const body = errorBody(error);
  const translated = isApiError(body) ? body.translations[lang] : undefined;
  if (typeof translated === 'string' && translated.trim() !== '') return translated;
  return (
    lookup(lang, 'generic.errors.unexpected_error') ??
    lookup(DEFAULT_LANGUAGE, 'generic.errors.unexpected_error') ??
    'Error'
  );
}
