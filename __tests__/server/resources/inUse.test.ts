// Deleting a record others use: every reference the registry names is walked — the referenced record
// answers 409 `in_use` saying what uses it and how many, nothing is deleted, and once the users are reassigned
// the delete goes through.
import { RESOURCES, queryParents, type ResourceDef } from '../../../src/shared/resources';
import type { ApiError } from '../../../src/shared/types';
import { sampleBody } from '../helpers/samples';
import { describeEachDatabase } from '../helpers/testApp';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Every (referencing row, column, referenced row) of the registry, once per table. */
const references = (() => {
  const seen = new Set<string>();
  const found: { from: ResourceDef; column: string; to: ResourceDef }[] = [];
  for (const from of Object.values(RESOURCES) as ResourceDef[]) {
    for (const [column, target] of Object.entries(from.references)) {
      const key = `${from.entity}.${column}`;
      if (seen.has(key)) continue;
      seen.add(key);
      found.push({ from, column, to: (RESOURCES as Record<string, ResourceDef>)[target] });
    }
  }
  return found;
})();

describeEachDatabase('records in use', (t) => {
  let token = '';
  let spareRole = 0;
  beforeAll(async () => {
    token = (await t().login()).access_token;
    spareRole = (await call('POST', 'roles', { name: 'Yedek', status: 'active', permissions: [] })).json<{
      id: number;
    }>().id;
    // Personal trainings' samples name member 1 and training type 1.
    await create(RESOURCES.members);
    await create(RESOURCES.personalTrainingsTypes);
    // Classes' samples name branch 1 and class type 1.
    await create(RESOURCES.branches);
    await create(RESOURCES.classTypes);
  });
  const call = (method: Method, url: string, payload?: object) =>
    t().request({ method, url: `/api/v1/${url}`, token, payload });
  const listReferring = async (path: string, column: string, id: number) => ({
    rows: (await call('GET', `${path}?${column}=${id}&count=1000`)).json<{ id: number }[]>().map((r) => r.id),
  });
  /** A record to point at; users get a role without rights so deleting them never touches the last admin. */
  const create = async (def: ResourceDef, extra: object = {}) => {
    const body =
      def.name === 'users' ? { ...sampleBody('users'), roles_id: spareRole } : sampleBody(def.entity);
    const res = await call('POST', def.path, { ...body, ...extra });
    expect([def.name, res.statusCode]).toEqual([def.name, 201]);
    return res.json<{ id: number }>().id;
  };

  it('names the references the spec needs', () => {
    expect(references.map((r) => `${r.from.entity}.${r.column} → ${r.to.entity}`).sort()).toEqual(
      [
        'branches.nutritionist_id → users',
        'branches.supervisor_id → users',
        // Classes: what a schedule and a session are of, where and by whom; a member's bookings.
        'class_bookings.member_id → members',
        'class_schedules.branch_id → branches',
        'class_schedules.class_type_id → class_types',
        'class_schedules.coach_id → users',
        'class_schedules.room_id → rooms',
        'class_sessions.branch_id → branches',
        'class_sessions.class_type_id → class_types',
        'class_sessions.coach_id → users',
        'class_sessions.room_id → rooms',
        'rooms.branch_id → branches',
        'diet_list_items.food_id → foods',
        'diet_list_items.portion_id → food_portions',
        'diet_list_items.recipe_id → recipes',
        'diet_lists.member_id → members',
        'diet_lists.nutritionist_id → users',
        'members.branches_id → branches',
        'members.coach_id → users',
        'members.nutritionist_id → users',
        // A member who paid: payments are voided, never deleted, and keep their member.
        'payments.member_id → members',
        'recipe_ingredients.food_id → foods',
        'recipe_ingredients.portion_id → food_portions',
        // A rule that decided deliveries is kept with them.
        'reminder_deliveries.rule_id → reminder_rules',
        // A training program's coach.
        'training_programs.coach_id → users',
        'users.branches_id → branches',
        'users.roles_id → roles',
        // Personal trainings: a training's member, type and coach; a program's days and messages.
        'personal_trainings.member_id → members',
        'personal_trainings.pt_type_id → personal_training_types',
        'personal_trainings.coach_id → users',
        'personal_training_days.pt_id → personal_trainings',
        'personal_training_messages.pt_id → personal_trainings',
      ].sort(),
    );
  });

  // References between top-level rows made through their own path; rows written inside a parent (ingredient
  // rows) or only with their list (diet-list items) are walked in their own tests (nutrition, dietLists).
  const direct = references.filter(
    (r) => r.from.parents.length === 0 && r.to.parents.length === 0 && r.from.actions.includes('create'),
  );
  it.each(direct.map((r) => [`${r.from.entity}.${r.column}`, r] as const))(
    '%s: 409 while in use, 204 once reassigned',
    async (_name, ref) => {
      const target = await create(ref.to);
      const user = await create(ref.from, { [ref.column]: target });
      const refused = await call('DELETE', `${ref.to.path}/${target}`);
      expect(refused.statusCode).toBe(409);
      const body = refused.json<ApiError>();
      expect(body.error).toBe('in_use');
      // The count is how many records of that table point at it (earlier samples may point at the same id).
      const users = Number(
        (await call('GET', `${ref.from.path}?${ref.column}=${target}&count=1`)).headers['x-total-count'],
      );
      expect(users).toBeGreaterThanOrEqual(1);
      expect(body.translations.tr).toMatch(
        new RegExp(
          `^Bu kayıt kullanımda olduğu için silinemez: .*\\b${users} (kullanıcı|üye|şube|kişisel antrenman|gün|mesaj|diyet listesi|ders)`,
        ),
      );
      expect(body.translations.en).toMatch(
        new RegExp(`\\b${users} (user|member|branch|personal training|day|message|diet list|class)`),
      );
      expect((await call('GET', `${ref.to.path}/${target}`)).statusCode).toBe(200);

      const { rows } = await listReferring(ref.from.path, ref.column, target);
      expect(rows).toContain(user);
      // A record that stays in its parent (a program's day, a message) is removed instead of reassigned.
      const stays =
        queryParents(ref.from).some((p) => p.column === ref.column) || !ref.from.actions.includes('update');
      const other = stays ? 0 : ref.to.name === 'roles' ? spareRole : await create(ref.to);
      for (const id of rows)
        expect(
          (
            await call(
              stays ? 'DELETE' : 'PUT',
              `${ref.from.path}/${id}`,
              stays ? undefined : { [ref.column]: other },
            )
          ).statusCode,
        ).toBe(stays ? 204 : 200);
      expect((await call('DELETE', `${ref.to.path}/${target}`)).statusCode).toBe(204);
    },
  );
});
