// HS256 JSON Web Tokens, signed and checked by jose. The token names a session row (sid), so logout and
// deactivation take effect on every instance that shares the database. The wire format is the one the
// hand-written signer used (same header, same claims in the same order), so sessions survive the change.
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { LRUCache } from 'lru-cache';

export interface TokenPayload {
  sub: number;
  sid: string;
  iat: number;
  exp: number;
}

const ALGORITHM = 'HS256';
const keyOf = (secret: string) => new TextEncoder().encode(secret);

export function signToken({ sub, sid, iat, exp }: TokenPayload, secret: string): Promise<string> {
  // `sub` stays a number as before: jose's setSubject would make it a string and change every token.
  return new SignJWT({ sub, sid, iat, exp } as unknown as JWTPayload)
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .sign(keyOf(secret));
}

/**
 * Tokens already found well-formed and correctly signed, by secret and token text: the same text verifies the
 * same way every time, so a staff member's every request after the first skips the HMAC (expiry is still checked
 * each time).
 */
const verified = new LRUCache<string, TokenPayload>({ max: 10_000 });

/** The payload of a well-formed, correctly signed, unexpired token; null otherwise. */
export async function verifyToken(
  token: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<TokenPayload | null> {
  const key = `${secret}\u0000${token}`;
  const known = verified.get(key);
  if (known) return known.exp > nowSeconds ? known : null;
  const payload = await verifySignature(token, secret, nowSeconds);
  if (payload) verified.set(key, payload);
  return payload;
}

/**
 * Base64url decoding forgives a changed last character (its unused low bits) and padding, so several strings
 * would name one token: only the canonical text of each part is accepted, so one token has one spelling (and one
 * cache entry).
 */
const canonical = (part: string) => Buffer.from(part, 'base64url').toString('base64url') === part;

async function verifySignature(
  token: string,
  secret: string,
  nowSeconds: number,
): Promise<TokenPayload | null> {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every(canonical)) return null;
  try {
    // Only HS256: no 'none', no algorithm switching; an expired token throws.
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      currentDate: new Date(nowSeconds * 1000),
    });
    return isPayload(payload) ? payload : null;
  } catch {
    return null;
  }
}

function isPayload(value: unknown): value is TokenPayload {
  const v = value as Partial<TokenPayload> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    Number.isInteger(v.sub) &&
    typeof v.sid === 'string' &&
    Number.isInteger(v.exp) &&
    Number.isInteger(v.iat)
  );
}
