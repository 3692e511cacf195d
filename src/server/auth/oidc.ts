// Sign-in through a hosted identity provider (OpenID Connect). The SPA runs the authorization code flow
// with PKCE and sends the provider's ID token here; jose checks it against the provider's published keys (JWKS,
// found through discovery), its issuer, audience (our client id) and expiry. The staff user linked to the token's
// subject (linked once, by a verified e-mail the user set or from the user's own session) then gets a normal session that
// ends when the provider's token does (spec part 1 §4).
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { sql, type Kysely } from 'kysely';
import type { Config, OidcConfig } from '../config';
import type { Database, User } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import type { LoginResponse } from '../../shared/types';
import { findLinkedUserId, hasLink } from '../db/repositories/identityLinks';
import { findUserById } from '../db/repositories/users';
import { isActiveAdmin } from './admin';
import { linkIdentity } from './identityLinks';
import { openSession } from './login';
import type { Principal } from './principal';

/** The keys of a configured provider, fetched once per issuer (jose caches and refreshes the JWKS itself). */
const keySets = new Map<string, Promise<JWTVerifyGetKey>>();

function discoveredKeys(oidc: OidcConfig): Promise<JWTVerifyGetKey> {
  let keys = keySets.get(oidc.issuer);
  if (!keys) {
    keys = (async () => {
      const url = `${oidc.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (!res.ok) throw new Error(`OIDC discovery ${url} answered ${res.status}`);
      const meta = (await res.json()) as { issuer?: string; jwks_uri?: string };
      if (meta.issuer !== oidc.issuer || !meta.jwks_uri)
        throw new Error(`OIDC discovery ${url} names issuer ${meta.issuer}, not ${oidc.issuer}`);
      return createRemoteJWKSet(new URL(meta.jwks_uri));
    })();
    // A failed discovery is tried again on the next sign-in instead of being remembered.
    keys.catch(() => keySets.delete(oidc.issuer));
    keySets.set(oidc.issuer, keys);
  }
  return keys;
}

const refused = () => new HttpError(401, 'oidc_token_invalid');

/** The verified claims of an ID token; a 401 for a wrong issuer, audience, signature, algorithm or an expired one. */
export async function verifyIdToken(config: Config, idToken: string): Promise<JWTPayload & { exp: number }> {
  const oidc = config.oidc;
  if (!oidc) throw notFound();
  let keys: JWTVerifyGetKey;
  try {
    keys = config.oidcKeys ?? (await discoveredKeys(oidc));
  } catch {
    // The provider cannot be reached: not the caller's fault, but nothing to sign in with either.
    throw new HttpError(503, 'oidc_unavailable');
  }
  try {
    const { payload } = await jwtVerify(idToken, keys, {
      issuer: oidc.issuer,
      audience: oidc.clientId,
      // Asymmetric signatures only: an HMAC "signed" with the public client id would prove nothing.
      algorithms: ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'],
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: 30,
    });
    return payload as JWTPayload & { exp: number };
  } catch {
    throw refused();
  }
}

async function staffByEmail(db: Kysely<Database>, email: string): Promise<User[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .limit(2)
    .execute();
}

const unknownUser = () => new HttpError(403, 'oidc_unknown_user');

/**
 * The staff user a verified token names (docs/oidc-sign-in.md): the user linked to
 * its subject (`iss` + `sub`); else, the first time only, the one user with its verified e-mail — when that user
 * has no link with this provider yet, is not an admin (an admin links from their own session, profile/identity),
 * and their e-mail was set at creation or by themselves (`email_linkable`): an e-mail someone else typed in could
 * be that someone's own address at the provider. Changing a user's e-mail never moves a link; when someone else
 * changes it (or the role or type), the links are dropped (modules/users/hooks.ts).
 */
async function userOfToken(db: Kysely<Database>, claims: JWTPayload): Promise<User> {
  const issuer = String(claims.iss);
  const subject = String(claims.sub);
  const linked = await findLinkedUserId(db, issuer, subject);
  if (linked !== undefined) {
    const user = await findUserById(db, linked);
    if (!user) throw unknownUser();
    return user;
  }
  const email = typeof claims.email === 'string' ? claims.email : '';
  // An address the provider has not verified could be anyone's: it never names a staff user.
  if (!email || claims.email_verified !== true) throw unknownUser();
  const users = await staffByEmail(db, email);
  // No one, or an address two staff users share (which of them is it?): refused alike.
  if (users.length !== 1) throw unknownUser();
  const user = users[0]!;
  if (await hasLink(db, user.id, issuer)) throw unknownUser();
  if (await isActiveAdmin(db, user)) throw new HttpError(403, 'oidc_link_required');
  if (user.email_linkable !== 1) throw new HttpError(403, 'oidc_email_not_own');
  if (user.status === 'active') await linkIdentity(db, selfActor(user), user, { issuer, subject });
  return user;
}

/** The user acting on their own record, before they have a session: how the history names a first sign-in's link. */
const selfActor = (user: User): Principal => ({
  userId: user.id,
  sessionId: '',
  type: user.type,
  role: null,
  permissions: [],
});

/** POST authentications/oidc: the provider's ID token in, the same answer as a password sign-in out. */
export async function loginWithProvider(
  db: Kysely<Database>,
  config: Config,
  idToken: string,
): Promise<LoginResponse> {
  const claims = await verifyIdToken(config, idToken);
  const user = await userOfToken(db, claims);
  if (user.status !== 'active') throw new HttpError(403, 'oidc_user_not_active');
  const answer = await openSession(db, config, user, claims.exp);
  const profileUrl = config.oidc?.profileUrl;
  return {
    ...answer,
    provider: {
      profile_url: profileUrl ? profileUrl.replace('{sub}', encodeURIComponent(claims.sub!)) : null,
    },
  };
}
