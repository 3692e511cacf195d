// GET dashboard: the figures of the /dashboard screen (issue 17), for whoever may open it (USERS_SEARCH, as
// the spec's /dashboard); each card and chart inside needs its own list's permission (dashboard/figures.ts).
import type { FastifyInstance } from 'fastify';
import { guarded } from '../auth/guard';
import { dashboardFigures } from '../dashboard/figures';
import { isoNow } from '../db/time';

export default async function dashboardRoutes(app: FastifyInstance) {
  app.get('/dashboard', guarded('USERS_SEARCH'), async (request) =>
    dashboardFigures(app.db, request.principal!, isoNow().slice(0, 10)),
  );
}
