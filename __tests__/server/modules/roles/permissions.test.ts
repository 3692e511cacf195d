import { allPermissions } from '../../../../src/shared/permissionCatalogue';
import { describeEachDatabase } from '../../helpers/testApp';

type Group = { group: string; permissions: string[] };

const CRUD_FAMILIES = [
  'USERS',
  'ROLES',
  'BRANCHES',
  'ARTICLES',
  'MEMBERS',
  'MEMBER_CONSULTATION',
  'FOODS',
  'FOOD_PORTIONS',
  'MEDIA',
  'TRAININGS',
  'TRAINING_DETAILS',
  'DIARIES',
  'RECIPES',
  'RECIPE_INGREDIENTS',
  'TRAINING_PROGRAMS',
  'TRAINING_PROGRAM_DETAILS',
  'MEASUREMENTS',
  'MEASUREMENT_DETAILS',
  'DIET_LISTS',
];
const CRUD = ['SEARCH', 'CREATE', 'READ', 'UPDATE', 'DELETE'];

describeEachDatabase('GET permissions', (t) => {
  let token = '';
  beforeAll(async () => {
    token = (await t().login()).access_token;
  });

  it('needs a signed-in user', async () => {
    expect((await t().request({ method: 'GET', url: '/api/v1/permissions' })).statusCode).toBe(401);
  });

  it('lists every family and action of the spec, grouped', async () => {
    const res = await t().request({ method: 'GET', url: '/api/v1/permissions', token });
    expect(res.statusCode).toBe(200);
    const groups = res.json<Group[]>();
    const byGroup = new Map(groups.map((g) => [g.group, g.permissions]));
    for (const family of CRUD_FAMILIES)
      expect(byGroup.get(family)).toEqual(CRUD.map((a) => `${family}_${a}`));
    expect(byGroup.get('MEMBER_PACKAGE')).toEqual(
      ['SEARCH', 'CREATE', 'READ', 'UPDATE'].map((a) => `MEMBER_PACKAGE_${a}`),
    );
    for (const family of ['REPORTS', 'COURSE_PACKAGE', 'PERSONAL_TRAININGS']) {
      expect(byGroup.get(family)).toEqual([...CRUD, 'APPROVE'].map((a) => `${family}_${a}`));
    }
    const flat = groups.flatMap((g) => g.permissions);
    for (const key of [
      'NOTIFICATIONS',
      'NOTIFICATIONS_CREATE',
      'MEMBERS_REACH_ALL',
      'MEMBER_CONSULTATION_SPORTS',
      'MEMBER_CONSULTATION_CARDIO',
      'MEMBER_CONSULTATION_POSTUR',
      'MEMBER_CONSULTATION_NUTRITION',
    ])
      expect(flat).toContain(key);
    expect(new Set(flat).size).toBe(flat.length);
    expect(flat.sort()).toEqual([...allPermissions()].sort());
  });

  it('filters by group and by text', async () => {
    const byGroup = await t().request({ method: 'GET', url: '/api/v1/permissions?group=roles', token });
    expect(byGroup.json<Group[]>()).toEqual([{ group: 'ROLES', permissions: CRUD.map((a) => `ROLES_${a}`) }]);
    const byText = (await t().request({ method: 'GET', url: '/api/v1/permissions?q=approve', token })).json<
      Group[]
    >();
    expect(byText.map((g) => g.group)).toEqual(['REPORTS', 'COURSE_PACKAGE', 'PERSONAL_TRAININGS']);
    expect(byText.every((g) => g.permissions.length === 1)).toBe(true);
  });
});
