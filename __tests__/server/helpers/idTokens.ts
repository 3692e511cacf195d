// A stand-in identity provider for server tests: a key pair made with jose, its public JWKS for the app's
// configuration, and ID tokens signed like a provider's — no provider and no network.
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import type { Config } from '../../../src/server/config';

export const ISSUER = 'https://id.example.test/';
export const CLIENT_ID = 'gym-spa';

export interface TokenOptions {
  email?: string;
  /** The provider's stable subject; by default one per e-mail. */
  subject?: string;
  emailVerified?: boolean;
  issuer?: string;
  audience?: string;
  expiresIn?: number;
  key?: CryptoKey;
}

export interface Provider {
  /** The provider's public key set, as discovery would find it. */
  jwk: JWK;
  /** A key that is not the provider's. */
  strangerKey: CryptoKey;
  idToken(options?: TokenOptions): Promise<string>;
  /** App configuration with this provider (keys given directly, no discovery). */
  config(): Partial<Config>;
}

export async function makeProvider(): Promise<Provider> {
  const own = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(own.publicKey)), kid: 'k1', alg: 'RS256' };
  return {
    jwk,
    strangerKey: stranger.privateKey,
    idToken(o: TokenOptions = {}) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ email: o.email, email_verified: o.emailVerified ?? true })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer(o.issuer ?? ISSUER)
        .setAudience(o.audience ?? CLIENT_ID)
        .setSubject(o.subject ?? `auth0|${o.email ?? 'none'}`)
        .setIssuedAt(now - 10)
        .setExpirationTime(now + (o.expiresIn ?? 600))
        .sign(o.key ?? own.privateKey);
    },
    config: () => ({
      oidc: {
        issuer: ISSUER,
        clientId: CLIENT_ID,
        audience: undefined,
        scopes: 'openid profile email',
        profileUrl: 'https://id.example.test/api/v2/users/{sub}',
        name: 'Example ID',
      },
      oidcKeys: createLocalJWKSet({ keys: [jwk] }),
    }),
  };
}
