// The authorization code flow with PKCE against the identity provider, through oidc-client-ts (discovery, state,
// code verifier, token request, ID token claim checks). Loaded only when the button is pressed or on the callback
// route, so /login's first load does not carry it. The library keeps the flow's state in sessionStorage and the
// tokens only in memory: the product's own session (the server's token) is what persists.
import { InMemoryWebStorage, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { EnabledProvider } from '../api/providerConfig';

export const CALLBACK_PATH = '/login/callback';

function manager(config: EnabledProvider): UserManager {
  return new UserManager({
    authority: config.issuer,
    client_id: config.client_id,
    redirect_uri: `${window.location.origin}${CALLBACK_PATH}`,
    response_type: 'code',
    scope: config.scopes,
    // Auth0 issues an access token for its profile API only when asked for that audience.
    extraQueryParams: config.audience ? { audience: config.audience } : {},
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    loadUserInfo: false,
    automaticSilentRenew: false,
    monitorSession: false,
  });
}

/**
 * Leaves for the provider's sign-in page; `from` (the path asked for before /login) comes back in the state, and
 * so does the purpose: signing in, or linking the signed-in user's account (profile) to the provider's subject.
 */
export async function startSignIn(
  config: EnabledProvider,
  from: string | undefined,
  purpose: 'signIn' | 'link' = 'signIn',
): Promise<void> {
  await manager(config).signinRedirect({ state: { from, link: purpose === 'link' } });
}

/** On the callback route: exchanges the code (with the PKCE verifier) for the provider's tokens. */
export async function finishSignIn(
  config: EnabledProvider,
): Promise<{ idToken: string; accessToken: string; from: string | undefined; link: boolean }> {
  const user = await manager(config).signinRedirectCallback();
  if (!user.id_token) throw new Error('The identity provider returned no ID token.');
  const state = user.state as { from?: unknown; link?: unknown } | undefined;
  return {
    idToken: user.id_token,
    accessToken: user.access_token,
    from: typeof state?.from === 'string' ? state.from : undefined,
    link: state?.link === true,
  };
}
