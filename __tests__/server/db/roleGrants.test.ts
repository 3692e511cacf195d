// One loop widens existing roles for migrations and demo seeds alike: a rule over what each role holds, written
// only where it adds keys; a role whose permissions are not a JSON array is left alone.
import { grantToRoles } from '../../../src/server/db/roleGrants';
import { isoNow } from '../../../src/server/db/time';
import { describeEachDatabase } from '../helpers/testApp';

describeEachDatabase('granting new keys to existing roles', (t) => {
  const db = () => t().app.db;
  const addRole = async (name: string, permissions: string) => {
    const now = isoNow();
    const row = await db()
      .insertInto('roles')
      .values({ name, status: 'active', permissions, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const held = async (id: number) =>
    (await db().selectFrom('roles').select('permissions').where('id', '=', id).executeTakeFirstOrThrow())
      .permissions;

  it('adds what the rule grants, keeps every role the rule leaves alone as it was, and counts the widened', async () => {
    const desk = await addRole('Grant desk', JSON.stringify(['MEMBER_PACKAGE_UPDATE']));
    const already = await addRole(
      'Grant already',
      JSON.stringify(['MEMBER_PACKAGE_UPDATE', 'CHECKINS_CREATE']),
    );
    const other = await addRole('Grant other', JSON.stringify(['ARTICLES_SEARCH']));
    const broken = await addRole('Grant broken', 'not json');
    const object = await addRole('Grant object', '{"a":1}');
    const rule = (keys: readonly string[]) =>
      keys.includes('MEMBER_PACKAGE_UPDATE') ? [...keys, 'CHECKINS_CREATE'] : keys;

    const widened = await grantToRoles(db(), rule);

    expect(JSON.parse(await held(desk))).toEqual(['MEMBER_PACKAGE_UPDATE', 'CHECKINS_CREATE']);
    // Granting a key a role holds adds nothing twice.
    expect(JSON.parse(await held(already))).toEqual(['MEMBER_PACKAGE_UPDATE', 'CHECKINS_CREATE']);
    expect(JSON.parse(await held(other))).toEqual(['ARTICLES_SEARCH']);
    expect(await held(broken)).toBe('not json');
    expect(await held(object)).toBe('{"a":1}');
    // The seeded roles may be widened by the same rule too; ours counted once each.
    expect(widened).toBeGreaterThanOrEqual(1);
    expect(await grantToRoles(db(), rule)).toBe(0);
  });
});
