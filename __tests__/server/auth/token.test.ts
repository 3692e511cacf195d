import { createHmac } from 'node:crypto';
import { signToken, verifyToken } from '../../../src/server/auth/token';

describe('token', () => {
  const now = 1_800_000_000;
  const payload = { sub: 7, sid: 'abc', iat: now, exp: now + 60 };

  it('round-trips a valid token', async () => {
    expect(await verifyToken(await signToken(payload, 's'), 's', now)).toEqual(payload);
  });

  it('keeps the wire format of the hand-written signer it replaced, so signed-in staff stay signed in', async () => {
    const header = Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url');
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    const signature = createHmac('sha256', 's').update(`${header}.${body}`).digest('base64url');
    const former = `${header}.${body}.${signature}`;
    expect(await signToken(payload, 's')).toBe(former);
    expect(await verifyToken(former, 's', now)).toEqual(payload);
  });

  it('refuses a wrong secret, expiry, a changed payload and an unsigned token', async () => {
    const token = await signToken(payload, 's');
    expect(await verifyToken(token, 't', now)).toBeNull();
    expect(await verifyToken(token, 's', now + 60)).toBeNull();
    const [h, , sig] = token.split('.');
    const body = Buffer.from(JSON.stringify({ ...payload, sub: 8 })).toString('base64url');
    expect(await verifyToken(`${h}.${body}.${sig}`, 's', now)).toBeNull();
    const none = Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url');
    expect(await verifyToken(`${none}.${token.split('.')[1]}.`, 's', now)).toBeNull();
  });

  it('accepts only the canonical text: a changed last character or padding is refused', async () => {
    // 32 bytes → 43 base64url characters: the last one carries 2 unused bits, so up to 3 other
    // characters decode to the same signature.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let sub = 1; sub <= 20; sub += 1) {
      const token = await signToken({ ...payload, sub }, 's');
      const last = token.slice(-1);
      for (const c of alphabet) {
        if (c === last) continue;
        expect(await verifyToken(token.slice(0, -1) + c, 's', now)).toBeNull();
      }
      expect(await verifyToken(`${token}=`, 's', now)).toBeNull();
      expect(await verifyToken(`${token}==`, 's', now)).toBeNull();
      const [h, body, sig] = token.split('.');
      expect(await verifyToken(`${h}.${body}=.${sig}`, 's', now)).toBeNull();
      expect(await verifyToken(`${h}.${body}.${sig}`, 's', now)).not.toBeNull();
    }
  });
});

describe('verified-token cache', () => {
  it('still refuses a remembered token once it expires, and never trusts a token for another secret', async () => {
    const secret = 'cache-secret-of-sufficient-length-0123456789';
    const token = await signToken({ sub: 1, sid: 's', iat: 100, exp: 200 }, secret);
    expect(await verifyToken(token, secret, 150)).toMatchObject({ sid: 's' });
    expect(await verifyToken(token, secret, 150)).toMatchObject({ sid: 's' });
    expect(await verifyToken(token, secret, 200)).toBeNull();
    expect(await verifyToken(token, `${secret}-other`, 150)).toBeNull();
  });
});
