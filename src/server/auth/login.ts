// Sign-in: rate limit, credentials, session row, token. Unknown users and wrong passwords get the
// same answer after the same work, so the endpoint does not reveal which usernames exist.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { isKnownAddress, pruneKnownAddresses, rememberAddress } from '../db/repositories/loginAttempts';
import { pruneRateLimits } from '../db/repositories/rateLimits';
import { findRoleById } from '../db/repositories/roles';
import { insertSession, pruneSessions } from '../db/repositories/sessions';
import { findUserByUsername } from '../db/repositories/users';
import type { Database, User } from '../db/schema';
import { HttpError } from '../http/errors';
import type { LoginResponse, UserType } from '../../shared/types';
import { loginLimits, type Slot } from './loginLimits';
import { DUMMY_HASH, verifyPassword } from '../lib/password';
import { parseUserData } from './userData';
import { signToken } from './token';

/** How long a successful sign-in keeps its (user, address) pair known: 90 days. */
export const KNOWN_ADDRESS_SECONDS = 90 * 24 * 3600;

export interface Credentials {
  username: string;
  password: string;
  ip: string;
}

export async function login(
  db: Kysely<Database>,
  config: Config,
  credentials: Credentials,
): Promise<LoginResponse> {
  const { username, password, ip } = credentials;
  const limits = loginLimits(db, config);
  // An address that has signed in to this account lately is known for it: the address counter does not apply
  // (strangers failing on other accounts behind the same NAT or proxy cannot lock the admin out there), and the
  // pair has a back-off counter of its own, so strangers' failures elsewhere never slow the real user down;
  // every other address shares the username's counter, which only ever backs off briefly.
  const known = await isKnownAddress(db, username, ip, KNOWN_ADDRESS_SECONDS);
  const address = known ? undefined : await limits.address(ip);
  let account: Slot;
  try {
    account = await limits.username(username, known ? ip : undefined);
  } catch (refused) {
    await address?.release();
    throw refused;
  }

  const user = await findUserByUsername(db, username);
  const passwordOk = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
  if (!user || !passwordOk || user.status !== 'active') {
    await address?.failed();
    await account.failed();
    throw new HttpError(401, 'invalid_credentials');
  }
  await address?.release();
  await account.clear();
  await rememberAddress(db, username, ip);

  return openSession(db, config, user, Math.floor(Date.now() / 1000) + config.tokenTtlSeconds);
}

/**
 * A session row and its token for a user already found entitled to one, ending at `exp` (unix seconds): after a
 * password for TOKEN_TTL_SECONDS, after the identity provider at its token's expiry (oidc.ts).
 */
export async function openSession(
  db: Kysely<Database>,
  config: Config,
  user: User,
  exp: number,
): Promise<LoginResponse> {
  // Housekeeping rides on logins instead of needing a scheduler.
  await pruneRateLimits(db);
  await pruneKnownAddresses(db, KNOWN_ADDRESS_SECONDS);
  await pruneSessions(db);
  const now = Math.floor(Date.now() / 1000);
  const sid = randomUUID();
  await insertSession(db, { id: sid, user_id: user.id, expires_at: new Date(exp * 1000).toISOString() });

  const role = user.roles_id !== null ? await findRoleById(db, user.roles_id) : undefined;
  const permissions = role?.status === 'active' ? (JSON.parse(role.permissions) as string[]) : [];
  return {
    access_token: await signToken({ sub: user.id, sid, iat: now, exp }, config.jwtSecret),
    expires_at: exp,
    permissions,
    name: user.name,
    lastname: user.lastname,
    title: user.title,
    type: user.type as UserType,
    id: user.id,
    role: role ? { id: role.id, name: role.name } : null,
    data: parseUserData(user.data),
    // Only after an admin's reset (the spec's answer is unchanged otherwise).
    ...(user.must_change_password === 1 ? { must_change_password: true } : {}),
  };
}
