// The history at 1,000,000 entries on SQLite, in process (Fastify inject): one member's history (their file's
// History tab), one record's (an edit form's drawer) and the newest page of everything (/history), as an
// administrator, each call after a write (no cached page). 10,000 members, 100 entries each; sequential calls,
// median and p99.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { bumpVersion } from '../../src/server/db/repositories/tableVersions';
import { makeMembers } from './members';
import { timed } from './timed';

const ENTRIES = Number(process.env.BENCH_HISTORY_ENTRIES ?? 1_000_000);
const MEMBERS = 10_000;
const CALLS = Number(process.env.BENCH_CALLS ?? 200);

export async function benchHistory(): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gym-bench-history-'));
  const app = await buildApp({
    env: {},
    config: {
      dataDir,
      seedDemo: false,
      logLevel: 'warn',
      adminPassword: 'bench-Admin-1',
      databaseUrl: undefined,
    },
    announce: () => undefined,
  });
  try {
    const members = makeMembers(MEMBERS);
    for (let i = 0; i < members.length; i += 500)
      await app.db
        .insertInto('members')
        .values(members.slice(i, i + 500))
        .execute();
    const start = Date.parse('2024-01-01T00:00:00Z');
    const filled = Date.now();
    await app.db.transaction().execute(async (trx) => {
      for (let i = 0; i < ENTRIES; i += 1000) {
        const rows = [];
        for (let j = i; j < Math.min(ENTRIES, i + 1000); j += 1) {
          const member = members[j % MEMBERS]!.id;
          const at = new Date(start + j * 60_000).toISOString();
          rows.push({
            created_at: at,
            updated_at: at,
            user_id: 1,
            user_name: 'Admin User',
            entity: j % 3 === 0 ? 'members' : 'memberPackages',
            entity_id: String(j % 3 === 0 ? member : j),
            member_id: member,
            action: 'update',
            permission: j % 3 === 0 ? 'MEMBERS_READ' : 'MEMBER_PACKAGE_READ',
            changes: JSON.stringify([
              { field: 'phone', before: '(532) 555 11 22', after: '(533) 444 22 11' },
            ]),
          });
        }
        await trx.insertInto('history').values(rows).execute();
      }
    });
    const fillSeconds = ((Date.now() - filled) / 1000).toFixed(0);
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/authentications/users',
      payload: { username: 'admin', password: 'bench-Admin-1' },
    });
    const headers = { authorization: `Bearer ${login.json<{ access_token: string }>().access_token}` };
    const member = members[1234]!.id;
    const get = (url: string) => () => app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
    // Every call after a write (the list cache dropped), as when staff are working.
    const written = () => bumpVersion(app.db, 'history');
    return {
      entries: `${ENTRIES.toLocaleString('en')} (filled in ${fillSeconds} s)`,
      "a member's history (members/{id}/history, 100 entries)": await timed(
        get(`members/${member}/history?count=20`),
        CALLS,
      ),
      "a record's history (history?entity=members&entity_id=…)": await timed(
        get(`history?entity=members&entity_id=${member}&count=100`),
        CALLS,
        written,
      ),
      'the newest page of all (history?count=20)': await timed(get('history?count=20'), CALLS, written),
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
