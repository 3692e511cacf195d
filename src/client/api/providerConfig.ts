// Whether (and how) the server offers sign-in through an identity provider: GET authentications/oidc, read once.
import { useEffect, useState } from 'react';
import type { OidcClientConfig } from '../../shared/types';
import { http } from './http';

export type EnabledProvider = Extract<OidcClientConfig, { enabled: true }>;

let cached: Promise<EnabledProvider | null> | undefined;

export function loadProviderConfig(): Promise<EnabledProvider | null> {
  cached ??= http.get<OidcClientConfig>('/authentications/oidc').then(
    (res) => (res.data.enabled ? res.data : null),
    () => {
      cached = undefined; // offline or a server hiccup: ask again next time
      return null;
    },
  );
  return cached;
}

/** For tests: forget the answer. */
export const forgetProviderConfig = () => {
  cached = undefined;
};

/** The provider's settings, or null while unknown and when none is configured. */
export function useProviderConfig(): EnabledProvider | null {
  const [config, setConfig] = useState<EnabledProvider | null>(null);
  useEffect(() => {
    let live = true;
    void loadProviderConfig().then((c) => live && setConfig(c));
    return () => {
      live = false;
    };
  }, []);
  return config;
}
