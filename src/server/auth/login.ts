// Sign-in: rate limit, credentials, session row, token. Unknown users and wrong passwords get the
// same answer after the same work, so the endpoint does not reveal which usernames exist.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import {
  clearFailures,
  countRecentFailures,
  pruneFailures,
  recordFailure,
} from '../db/repositories/loginAttempts';
import { findRoleById } from '../db/repositories/roles';
import { insertSession, pruneSessions } from '../db/repositories/sessions';
import { findUserByUsername } from '../db/repositories/users';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import type { LoginResponse, UserType } from '../../shared/types';
import { DUMMY_HASH, verifyPassword } from './password';
import { parseUserData } from './userData';
import { signToken } from './token';

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
  const failures = await countRecentFailures(db, ip, username, config.loginWindowSeconds);
  if (failures.byIp >= config.loginMaxFailures || failures.byUsername >= config.loginMaxFailures) {
    throw new HttpError(429, 'too_many_attempts', undefined, {
      'retry-after': String(config.loginWindowSeconds),
    });
  }

  const user = await findUserByUsername(db, username);
  const passwordOk = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
  if (!user || !passwordOk || user.status !== 'active') {
    await recordFailure(db, ip, username);
    throw new HttpError(401, 'invalid_credentials');
  }
  await clearFailures(db, username);
  // Housekeeping rides on logins instead of needing a scheduler.
  await pruneFailures(db, config.loginWindowSeconds);
  await pruneSessions(db);

  const now = Math.floor(Date.now() / 1000);
  const exp = now + config.tokenTtlSeconds;
  const sid = randomUUID();
  await insertSession(db, { id: sid, user_id: user.id, expires_at: new Date(exp * 1000).toISOString() });

  const role = user.roles_id !== null ? await findRoleById(db, user.roles_id) : undefined;
  const permissions = role?.status === 'active' ? (JSON.parse(role.permissions) as string[]) : [];
  return {
    access_token: signToken({ sub: user.id, sid, iat: now, exp }, config.jwtSecret),
    expires_at: exp,
    permissions,
    name: user.name,
    lastname: user.lastname,
    title: user.title,
    type: user.type as UserType,
    id: user.id,
    role: role ? { id: role.id, name: role.name } : null,
    data: parseUserData(user.data),
  };
}
