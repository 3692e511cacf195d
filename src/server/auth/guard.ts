// Route guards: the server is the lock (ARCHITECTURE §5). 401 without a live session, 403 without the permission.
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { hasAny } from '../../shared/permissions';
import { isPermission } from '../../shared/permissionCatalogue';
import type { UserType } from '../../shared/types';
import { findSessionPrincipal } from '../db/repositories/sessions';
import { HttpError, forbidden, unauthorized } from '../http/errors';
import type { RouteDoc } from '../http/routeCatalogue';

/** What a session signed in with a one-time password may call. */
const PASSWORD_CHANGE_ROUTES = new Set([
  'GET /api/v1/profile',
  'PUT /api/v1/profile/password',
  'DELETE /api/v1/authentications/users',
]);
import type { Principal } from './principal';
import { verifyToken } from './token';

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Resolves (once per request) the caller from the token; throws 401 for a missing, forged, expired or revoked token. */
export async function authenticate(request: FastifyRequest): Promise<Principal> {
  if (request.principal) return request.principal;
  const token = bearer(request);
  const payload = token ? await verifyToken(token, request.server.appConfig.jwtSecret) : null;
  if (!payload) throw unauthorized();
  const row = await findSessionPrincipal(request.server.db, payload.sid);
  // A deactivated user loses access at once, not when the token expires.
  if (!row || row.user_id !== payload.sub || row.user_status !== 'active') throw unauthorized();
  const roleActive = row.role_id !== null && row.role_status === 'active';
  request.principal = {
    userId: row.user_id,
    sessionId: row.sid,
    type: row.user_type as UserType,
    role: row.role_id !== null && row.role_name !== null ? { id: row.role_id, name: row.role_name } : null,
    permissions: roleActive ? (JSON.parse(row.role_permissions ?? '[]') as string[]) : [],
    mustChangePassword: Number(row.must_change_password) === 1,
  };
  // A one-time password opens the profile, its password change and the sign-out, nothing else.
  if (
    request.principal.mustChangePassword &&
    !PASSWORD_CHANGE_ROUTES.has(`${request.method} ${request.routeOptions.url}`)
  )
    throw new HttpError(403, 'password_change_required');
  return request.principal;
}

/** Any signed-in user. */
export const requireAuth: preHandlerAsyncHookHandler = async (request) => {
  await authenticate(request);
};

/**
 * Route options for a signed-in-only route (recorded in the route catalogue); `doc` describes it in the OpenAPI
 * document when it is no registry row's.
 */
export const signedIn = (doc?: RouteDoc) => ({
  preHandler: requireAuth,
  config: { access: 'signed-in' as const, ...(doc ? { doc } : {}) },
});

/** Route options guarded by one permission (recorded in the route catalogue for the matrix test). */
export const guarded = (permission: string, doc?: RouteDoc) => ({
  preHandler: requirePermission(permission),
  config: { permission, ...(doc ? { doc } : {}) },
});

/** Signed in and holding at least one of the given permissions (a typo fails at start-up, not at request time). */
export function requirePermission(...needed: string[]): preHandlerAsyncHookHandler {
  const unknown = needed.filter((p) => !isPermission(p));
  if (unknown.length > 0 || needed.length === 0)
    throw new Error(`Unknown permission(s): ${unknown.join(', ')}`);
  return async (request) => {
    const principal = await authenticate(request);
    if (!hasAny(principal.permissions, needed)) throw forbidden();
  };
}
