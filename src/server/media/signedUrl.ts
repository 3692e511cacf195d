// Short-lived signed URLs for private uploads (a member's posture photos): `/media/private/<name>?exp=&sig=`,
// an HMAC of the name and expiry with the server's secret, so any node holding the same JWT_SECRET serves them
// and nobody can guess or keep one. Expiries are rounded to a window, so a page of answers repeats the same URL
// (the browser's cache keeps working) and one stays valid for 10–15 minutes.
import { createHmac, timingSafeEqual } from 'node:crypto';

const WINDOW_SECONDS = 300;
const LIFETIME_SECONDS = 600;

export type MediaSigner = (fileName: string) => string;

const signature = (secret: string, fileName: string, exp: number) =>
  createHmac('sha256', secret).update(`media:${fileName}:${exp}`).digest('base64url');

export function mediaSigner(secret: string, now = Date.now()): MediaSigner {
  const seconds = Math.floor(now / 1000) + LIFETIME_SECONDS;
  const exp = Math.ceil(seconds / WINDOW_SECONDS) * WINDOW_SECONDS;
  return (fileName) =>
    `/media/private/${encodeURIComponent(fileName)}?exp=${exp}&sig=${signature(secret, fileName, exp)}`;
}

/** Whether `sig` signs `fileName` until `exp` (unix seconds), and `exp` has not passed. */
export function validSignature(secret: string, fileName: string, exp: unknown, sig: unknown): boolean {
  const expiry = Number(exp);
  if (!Number.isInteger(expiry) || expiry < Date.now() / 1000 || typeof sig !== 'string') return false;
  const expected = Buffer.from(signature(secret, fileName, expiry));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
