// GET dashboard: the figures of the /dashboard screen, for whoever may open it (USERS_SEARCH, as
// the spec's /dashboard); each card and chart inside needs its own list's permission (figures.ts).
// The answer is kept in the query cache until a table it reads is written (or the day changes): a manager's
// morning reloads cost one version read, not six scans of the members' tables.
import type { FastifyInstance } from 'fastify';
import { hasAny } from '../../../shared/permissions';
import { guarded } from '../../auth/guard';
import { DASHBOARD_PERMISSIONS, DASHBOARD_TABLES, dashboardFigures } from './figures';
import { cachedQuery } from '../../db/repositories/queryCache';
import { businessDay } from '../../../shared/businessDay';

export default async function dashboardRoutes(app: FastifyInstance) {
  const doc = {
    summary: 'The dashboard’s figures; each card and chart only with its own list’s permission',
  };
  app.get('/dashboard', guarded('USERS_SEARCH', doc), async (request) => {
    const principal = request.principal!;
    const today = businessDay();
    // What shapes the answer: the day, the permissions that open figures, and whose members they count.
    const held = DASHBOARD_PERMISSIONS.filter((p) => hasAny(principal.permissions, p));
    const whose = held.includes('MEMBERS_REACH_ALL') ? 'all' : String(principal.userId);
    return cachedQuery(app.db, DASHBOARD_TABLES, `dashboard:${today}:${whose}:${held.join(',')}`, () =>
      dashboardFigures(app.db, principal, today),
    );
  });
}
