import { signToken, verifyToken } from '../../../src/server/auth/token';

describe('token', () => {
  const now = 1_800_000_000;
  const payload = { sub: 7, sid: 'abc', iat: now, exp: now + 60 };

  it('round-trips a valid token', () => {
    expect(verifyToken(signToken(payload, 's'), 's', now)).toEqual(payload);
  });

  it('refuses a wrong secret, expiry and a changed payload', () => {
    const token = signToken(payload, 's');
    expect(verifyToken(token, 't', now)).toBeNull();
    expect(verifyToken(token, 's', now + 60)).toBeNull();
    const [h, , sig] = token.split('.');
    const body = Buffer.from(JSON.stringify({ ...payload, sub: 8 })).toString('base64url');
    expect(verifyToken(`${h}.${body}.${sig}`, 's', now)).toBeNull();
  });

  it('accepts only the canonical text: a changed last character or padding is refused', () => {
    // 32 bytes → 43 base64url characters: the last one carries 2 unused bits, so up to 3 other
    // characters decode to the same signature.
    for (let sub = 1; sub <= 20; sub += 1) {
      const token = signToken({ ...payload, sub }, 's');
      const last = token.slice(-1);
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      for (const c of alphabet) {
        if (c === last) continue;
        expect(verifyToken(token.slice(0, -1) + c, 's', now)).toBeNull();
      }
      expect(verifyToken(`${token}=`, 's', now)).toBeNull();
      expect(verifyToken(`${token}==`, 's', now)).toBeNull();
      const [h, body, sig] = token.split('.');
      expect(verifyToken(`${h}.${body}=.${sig}`, 's', now)).toBeNull();
      expect(verifyToken(`${h}.${body}.${sig}`, 's', now)).not.toBeNull();
    }
  });
});

describe('verified-token cache', () => {
  it('still refuses a remembered token once it expires, and never trusts a token for another secret', () => {
    const secret = 'cache-secret-of-sufficient-length-0123456789';
    const token = signToken({ sub: 1, sid: 's', iat: 100, exp: 200 }, secret);
    expect(verifyToken(token, secret, 150)).toMatchObject({ sid: 's' });
    expect(verifyToken(token, secret, 150)).toMatchObject({ sid: 's' });
    expect(verifyToken(token, secret, 200)).toBeNull();
    expect(verifyToken(token, `${secret}-other`, 150)).toBeNull();
  });
});
