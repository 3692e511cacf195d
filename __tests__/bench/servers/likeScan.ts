// The baseline of the search bench: a bare Fastify route over the same SQLite file running the search as a
// `LIKE '%…%'` scan (what the product did before its search columns), page and total.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';

const db = new SQLite(path.join(String(process.env.DATA_DIR), 'gym.sqlite'), { readonly: true });
const ORDER: Record<string, string> = { name: 'name', id: 'id', email: 'email' };
const app = Fastify({ logger: false });
app.get<{ Querystring: Record<string, string> }>('/api/v1/members', async (request, reply) => {
  const q = request.query;
  const pattern = `%${q.name ?? ''}%`;
  const order = `${ORDER[q.sort] ?? 'id'} ${q.sort_by === 'DESC' ? 'desc' : 'asc'}`;
  const rows = db
    .prepare(`select * from members where name like ? order by ${order}, id limit ? offset ?`)
    .all(pattern, Number(q.count ?? 25), Number(q.start ?? 0));
  const { n } = db.prepare('select count(*) as n from members where name like ?').get(pattern) as {
    n: number;
  };
  reply.header('x-total-count', String(n));
  return rows;
});
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).then(() => process.stdout.write('ready\n'));
