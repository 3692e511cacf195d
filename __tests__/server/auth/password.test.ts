import { DUMMY_HASH, generatePassword, hashPassword, verifyPassword } from '../../../src/server/lib/password';

describe('password hashing', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const a = await hashPassword('s3cret');
    const b = await hashPassword('s3cret');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$/);
    await expect(verifyPassword('s3cret', a)).resolves.toBe(true);
    await expect(verifyPassword('wrong', a)).resolves.toBe(false);
    await expect(verifyPassword('anything', DUMMY_HASH)).resolves.toBe(false);
    await expect(verifyPassword('anything', 'not-a-hash')).resolves.toBe(false);
  });

  it('generates distinct passwords of the asked length', () => {
    expect(generatePassword()).toHaveLength(16);
    expect(generatePassword()).not.toBe(generatePassword());
  });
});
