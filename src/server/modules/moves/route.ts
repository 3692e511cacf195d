// GET moves: the grouped move catalogue for the move dropdowns (spec part 2 §3, §7), labels in the caller's
// language (Accept-Language, like error messages); `?name=` narrows it. Any signed-in user: package and
// personal-training forms both use it.
import type { FastifyInstance } from 'fastify';
import { moveOptions } from '../../../shared/moveCatalogue';
import { object, string } from 'yup';
import { signedIn } from '../../auth/guard';
import { languageFrom } from '../../http/errors';

interface MovesQuery {
  name?: unknown;
}

export default async function moveRoutes(app: FastifyInstance) {
  const doc = {
    summary: 'The move catalogue in groups, labels in the Accept-Language language',
    query: object({ name: string() }),
  };
  app.get<{ Querystring: MovesQuery }>('/moves', signedIn(doc), async (request) => {
    const name = typeof request.query.name === 'string' ? request.query.name : '';
    return moveOptions(languageFrom(request.headers['accept-language']), name);
  });
}
