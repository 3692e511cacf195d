// HS256 JSON Web Tokens signed with node:crypto. The token names a session row (sid), so logout
// and deactivation take effect on every instance that shares the database.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface TokenPayload {
  sub: number;
  sid: string;
  iat: number;
  exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const sign = (input: string, secret: string) => createHmac('sha256', secret).update(input).digest();

export function signToken(payload: TokenPayload, secret: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${HEADER}.${body}.${sign(`${HEADER}.${body}`, secret).toString('base64url')}`;
}

/**
 * Tokens already found well-formed and correctly signed, by secret and token text: the same text verifies the
 * same way every time, so a staff member's every request after the first skips the HMAC (expiry is still checked
 * each time). Bounded; the oldest entries go first.
 */
const verified = new Map<string, TokenPayload>();
const VERIFIED_MAX = 10_000;

/** The payload of a well-formed, correctly signed, unexpired token; null otherwise. */
export function verifyToken(
  token: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): TokenPayload | null {
  const key = `${secret}\u0000${token}`;
  const known = verified.get(key);
  if (known) return known.exp > nowSeconds ? known : null;
  const payload = verifySignature(token, secret);
  if (!payload) return null;
  verified.set(key, payload);
  if (verified.size > VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
  return payload.exp > nowSeconds ? payload : null;
}

function verifySignature(token: string, secret: string): TokenPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, body, signature] = parts as [string, string, string];
  // Only our exact header is accepted: no 'none', no algorithm switching.
  if (header !== HEADER) return null;
  // Compared as canonical base64url text, not as decoded bytes: decoding forgives a changed last character
  // (its unused low bits) and padding, so several strings would otherwise name one token.
  const expected = Buffer.from(sign(`${header}.${body}`, secret).toString('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Buffer.from(body, 'base64url').toString('base64url') !== body) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  return isPayload(payload) ? payload : null;
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
