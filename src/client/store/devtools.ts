// Redux DevTools stay on in every build so support sees what a user saw; secrets never reach them.
import type { DevToolsEnhancerOptions } from '@reduxjs/toolkit';

/** Keys whose values are replaced wherever they appear in an action or the state. */
export const SECRET_KEYS: ReadonlySet<string> = new Set(['access_token', 'accessToken', 'password', 'password_again']);
export const REDACTED = '[redacted]';

/** A deep copy of `value` with every secret key's value replaced; shares nothing with the input. */
export function redactSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => redactSecrets(item)) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = SECRET_KEYS.has(key) && inner != null ? REDACTED : redactSecrets(inner);
  }
  return out as T;
}

export const devToolsOptions: DevToolsEnhancerOptions = {
  name: 'Gym back office',
  actionSanitizer: (action) => redactSecrets(action),
  stateSanitizer: (state) => redactSecrets(state),
};
