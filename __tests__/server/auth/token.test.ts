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
});
