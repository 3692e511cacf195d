// The ceiling: a bare Fastify route answering the same page of 25 members (precomputed) with its total.
import Fastify from 'fastify';
import { SEARCH, makeMembers } from '../members';

const all = makeMembers();
const matches = all
  .filter((m) => m.name.toLowerCase().includes(SEARCH))
  .sort((a, b) => a.name.localeCompare(b.name));
const page = matches.slice(0, 25);

const app = Fastify({ logger: false });
app.get('/api/v1/members', async (_req, reply) => {
  reply.header('x-total-count', String(matches.length));
  return page;
});
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).then(() => process.stdout.write('ready\n'));
