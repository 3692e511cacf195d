// GET cities: Turkey's 81 provinces for the branch form (any signed-in user).
import type { FastifyInstance } from 'fastify';
import { CITIES } from '../../../shared/cities';
import { signedIn } from '../../auth/guard';

export default async function cityRoutes(app: FastifyInstance) {
  const doc = { summary: 'Turkey’s 81 provinces (the branch form’s city)' };
  app.get('/cities', signedIn(doc), async (_request, reply) => {
    reply.header('x-total-count', String(CITIES.length));
    return CITIES;
  });
}
