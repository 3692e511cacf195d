// The food picker over the whole USDA table: GET foods?name= as the diet-list and recipe pickers send
// it (20 rows with their portions), a different 3–5 letter piece of a Turkish or English food name on every call
// so no cached page answers, beside the unfiltered first page on the same database; in process (Fastify inject),
// on SQLite and, with BENCH_DATABASE_URL / TEST_DATABASE_URL, on PostgreSQL. Also the load of the table itself.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { readFoodTable } from '../../src/server/modules/foods/usda/tableFile';
import { TURKISH_NAMES } from '../../src/server/modules/foods/data/turkishNames';
import { onBothDatabases } from './onBothDatabases';
import { timed } from './timed';

const CALLS = Number(process.env.BENCH_CALLS ?? 200);

const NAMES = [
  ...readFoodTable().records.map((r) => r.name_en.split(',')[0]!),
  ...Object.values(TURKISH_NAMES),
]
  .map((name) => name.toLocaleLowerCase('tr'))
  .filter((name) => name.length >= 5);

/** A different piece of a food's name on each call, as a nutritionist types it. */
function pickerQuery(): string {
  const name = NAMES[Math.floor(Math.random() * NAMES.length)]!;
  const length = 3 + Math.floor(Math.random() * 3);
  const at = Math.floor(Math.random() * Math.max(1, name.length - length + 1));
  return `/api/v1/foods?start=0&count=20&name=${encodeURIComponent(name.slice(at, at + length))}`;
}

async function measure(label: string, databaseUrl?: string): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gym-bench-foods-'));
  const started = Date.now();
  let loaded = '';
  const app = await buildApp({
    env: {},
    config: { dataDir, seedDemo: false, logLevel: 'warn', adminPassword: 'bench-Admin-1', databaseUrl },
    announce: (line) => (loaded = line),
  });
  try {
    const startMs = Date.now() - started;
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/authentications/users',
      payload: { username: 'admin', password: 'bench-Admin-1' },
    });
    const headers = { authorization: `Bearer ${login.json<{ access_token: string }>().access_token}` };
    let page = 0;
    return {
      [`${label}: fresh database ready (migrate + food table)`]: `${startMs} ms — ${/in (\d+ ms)/.exec(loaded)?.[1] ?? '?'} for the table`,
      [`${label}: foods?name=<piece of a name>, 20 rows`]: await timed(
        () => app.inject({ method: 'GET', url: pickerQuery(), headers }),
        CALLS,
      ),
      // The floor: a page of the same table without a search (a different page each call: no cache).
      [`${label}: foods page without a search, 20 rows`]: await timed(
        () =>
          app.inject({ method: 'GET', url: `/api/v1/foods?start=${20 * (page++ % 300)}&count=20`, headers }),
        CALLS,
      ),
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const benchFoods = (): Promise<Record<string, string>> => onBothDatabases('foods', measure);
