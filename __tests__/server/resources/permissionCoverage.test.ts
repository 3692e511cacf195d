// Every key of the permission catalogue guards something: a route's guard, a registry gate the
// resource factory enforces (a row's kinds, a record's details), or a check written by name in the server. A key
// added to the catalogue and checked nowhere fails here; the behaviour of each gate is tested beside its area
// (catalogueGates.test.ts, memberFile.test.ts, personalTrainings.test.ts, members.test.ts).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { allPermissions } from '../../../src/shared/permissionCatalogue';
import { RESOURCES } from '../../../src/shared/resources';
import { createTestApp, type TestApp } from '../helpers/testApp';

const SRC = path.join(__dirname, '../../../src');

/** Every .ts file under `dir`, except the catalogue and the demo data that merely name keys. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'seed' ? [] : sources(full);
    return /\.tsx?$/.test(name) && !full.endsWith(path.join('shared', 'permissions.ts')) ? [full] : [];
  });
}

/** Keys a source compares a caller's permissions with by name (`hasAny(principal.permissions, 'X')`…). */
function namedIn(dir: string): Set<string> {
  const named = new Set<string>();
  for (const file of sources(dir))
    for (const [, key] of readFileSync(file, 'utf8').matchAll(/['"]([A-Z][A-Z_]+)['"]/g)) named.add(key!);
  return named;
}

// Checked by name in the server's code, not through a route's guard or a registry gate.
const CHECKED_BY_NAME = [
  'MEMBERS_REACH_ALL', // the members reach rule (resources/memberReach.ts)
  'PERSONAL_TRAININGS_APPROVE', // approving a training's program or diet (modules/personalTrainings/trainingHooks.ts)
  'COURSE_PACKAGE_APPROVE', // putting a course package on sale (modules/coursePackages/packageHooks.ts)
  'MEMBER_CONSULTATION_UPDATE', // a questionnaire's later version (modules/memberFile/consultationHooks.ts)
];
// Gates of a screen that reads no server data: the action-log replay runs in the browser.
const SCREEN_ONLY = ['SUPPORT_REPLAY'];
// Keys in the catalogue before what they guard. Once a key guards something it leaves this list (the test says so).
const GUARD_TO_COME: string[] = [];

describe('permission catalogue coverage [sqlite]', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t.close());

  it('has no key that guards nothing', () => {
    const guarded = new Set<string>();
    for (const route of t.app.routeCatalogue) if (route.permission) guarded.add(route.permission);
    for (const def of Object.values(RESOURCES)) {
      for (const key of Object.values(def.rowPermission?.keys ?? {})) guarded.add(key);
      if (def.details)
        for (const verb of ['SEARCH', 'READ', 'CREATE', 'UPDATE', 'DELETE'])
          guarded.add(`${def.details.family}_${verb}`);
    }
    const server = namedIn(path.join(SRC, 'server'));
    for (const key of CHECKED_BY_NAME) if (server.has(key)) guarded.add(key);
    const client = namedIn(path.join(SRC, 'client'));
    for (const key of SCREEN_ONLY) if (client.has(key)) guarded.add(key);

    expect(GUARD_TO_COME.filter((key) => guarded.has(key))).toEqual([]);
    expect(allPermissions().filter((key) => !guarded.has(key) && !GUARD_TO_COME.includes(key))).toEqual([]);
  });
});
