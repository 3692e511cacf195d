// The identity provider's user profile (spec part 1 §7): a user who signed in through the provider keeps settings
// and shortcuts in its `user_metadata`, read with GET and saved with PATCH (Auth0's shape), called with the
// provider's access token — never with the product's token, so plain fetch instead of the API's axios instance.
import { DEFAULT_LANGUAGE, lookup, type Language } from '../../../i18n';
import type { UserData } from '../../shared/types';

export interface ProviderProfile {
  /** The user's profile address (the server filled in the subject). */
  url: string;
  accessToken: string;
}

/** A failed profile call; the message is the provider's own when it gave one. */
export class ProviderProfileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderProfileError';
  }
}

async function call(profile: ProviderProfile, method: 'GET' | 'PATCH', body?: unknown): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(profile.url, {
      method,
      headers: {
        authorization: `Bearer ${profile.accessToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new ProviderProfileError(error instanceof Error ? error.message : String(error));
  }
  const data = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok) {
    const said = data?.message ?? data?.error_description ?? data?.error;
    throw new ProviderProfileError(
      typeof said === 'string' && said ? said : `${res.status} ${res.statusText}`,
    );
  }
  return data;
}

/** { settings, shortcuts } out of a profile's user_metadata, with safe defaults. */
function userData(profile: unknown): UserData {
  const meta = (profile as { user_metadata?: Record<string, unknown> } | null)?.user_metadata ?? {};
  return {
    settings:
      typeof meta.settings === 'object' && meta.settings !== null
        ? (meta.settings as Record<string, unknown>)
        : {},
    shortcuts: Array.isArray(meta.shortcuts)
      ? meta.shortcuts.filter((s): s is string => typeof s === 'string')
      : [],
  };
}

export const readProviderData = async (profile: ProviderProfile): Promise<UserData> =>
  userData(await call(profile, 'GET'));

export async function saveProviderData(profile: ProviderProfile, data: UserData): Promise<void> {
  await call(profile, 'PATCH', { user_metadata: data });
}

/** The message a failed profile call shows: the provider's text, else the generic unexpected error. */
export function providerErrorMessage(error: unknown, lang: Language): string {
  if (error instanceof ProviderProfileError && error.message) return error.message;
  return (
    lookup(lang, 'generic.errors.unexpected_error') ??
    lookup(DEFAULT_LANGUAGE, 'generic.errors.unexpected_error') ??
    'Error'
  );
}
