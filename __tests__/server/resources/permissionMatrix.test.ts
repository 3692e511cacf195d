// Walks every API route the server registered (its route catalogue) and shows: a route needs exactly
// its declared permission — 403 for a user holding everything else, success for one holding only it.
import type { InjectOptions } from 'fastify';
import { allPermissions } from '../../../src/shared/permissionCatalogue';
import {
  RESOURCES,
  fillPath,
  operationSegment,
  operationSuccess,
  permissionOf,
  type CrudAction,
  type ResourceDef,
} from '../../../src/shared/resources';
import { createStaff, sessionToken } from '../helpers/fixtures';
import { MOVE_VALUES } from '../../../src/shared/moveCatalogue';
import { FILES, moveMediaForm, multipart, postureForm, runningPackage, sampleBody } from '../helpers/samples';
import { describeEachDatabase, type TestApp } from '../helpers/testApp';
import { businessDay } from '../../../src/shared/businessDay';

type Plan = {
  expect: number;
  request: () => Promise<Omit<InjectOptions, 'method'>>;
  /** Keys the successful call needs beside the route's guard (a questionnaire's type key: rowPermission). */
  with?: string[];
};

/**
 * A body the holder of a single permission may send: nobody grants what they do not hold, so a new user gets a
 * role without permissions and a new role none.
 */
const grantable = (entity: string, emptyRoleId: () => number) => {
  const body = sampleBody(entity);
  if (entity === 'users') return { ...body, roles_id: emptyRoleId() };
  if (entity === 'roles') return { ...body, permissions: [] };
  // Putting a package on sale is COURSE_PACKAGE_APPROVE's: a mere creator builds it passive.
  if (entity === 'course_packages') return { ...body, status_id: 1 };
  return body;
};

/** How to call each route successfully; a route missing here fails the test, so new routes must be added. */
function plans(app: TestApp, adminToken: () => string, emptyRoleId: () => number): Map<string, Plan> {
  const map = new Map<string, Plan>();
  const admin = (options: InjectOptions) => app.request({ ...options, token: adminToken() });
  const rows = RESOURCES as Record<string, ResourceDef>;
  /** A record of `def` named by another's column (a report's member), created by the admin. */
  const owned = async (def: ResourceDef): Promise<Record<string, number>> =>
    def.owner ? { [def.owner.column]: await createAsAdmin(rows[def.owner.resource]) } : {};
  /**
   * The path with each parent parameter filled by a parent the admin creates (the seeded admin for users); a parent
   * whose own parents come before it in the path (a member's package) is created under them.
   */
  const underParents = async (def: ResourceDef, columns: Record<string, number> = {}): Promise<string> => {
    let path = `/api/v1/${def.path}`;
    const params: Record<string, number> = {};
    for (const parent of def.parents) {
      const parentDef = rows[parent.resource];
      const nested =
        parentDef.parents.length > 0 && parentDef.parents.every((p) => params[p.param] !== undefined);
      const id =
        parent.resource === 'users'
          ? 1
          : nested
            ? await postAsAdmin(`/api/v1/${fillPath(parentDef.path, params)}`, parentDef)
            : await createAsAdmin(parentDef);
      params[parent.param] = id;
      path = path.replace(`:${parent.param}`, String(id));
      columns[parent.column] = id;
    }
    return path;
  };
  const postAsAdmin = async (url: string, def: ResourceDef, extra: Record<string, number> = {}) =>
    (
      await admin({
        method: 'POST',
        url,
        payload: { ...grantable(def.entity, emptyRoleId), ...(await owned(def)), ...extra },
      })
    ).json<{ id: number }>().id;
  async function createAsAdmin(def: ResourceDef): Promise<number> {
    return postAsAdmin(await underParents(def), def);
  }
  /**
   * The URL of a new record of `def`. A scoped view without a create of its own (a member's reports) gets one
   * written through the row that creates its table, under fresh parents.
   */
  const recordUrl = async (def: ResourceDef): Promise<string> => {
    if (def.actions.includes('create')) {
      const url = await underParents(def);
      return `${url}/${await postAsAdmin(url, def)}`;
    }
    const writer = Object.values(rows).find(
      (row) => row.entity === def.entity && row.actions.includes('create') && row.parents.length === 0,
    );
    if (!writer) throw new Error(`no way to create a record of ${def.name}`);
    const columns: Record<string, number> = {};
    const url = await underParents(def, columns);
    return `${url}/${await postAsAdmin(`/api/v1/${writer.path}`, writer, columns)}`;
  };
  const upload = async () =>
    (
      await admin({
        method: 'POST',
        url: '/api/v1/media',
        ...multipart({ owner: 'article', owner_id: 1 }, { name: 'a.png', content: FILES.png }),
      })
    ).json<{ id: number }>().id;

  const expected: Record<CrudAction, number> = {
    search: 200,
    read: 200,
    create: 201,
    update: 200,
    delete: 204,
  };
  for (const def of Object.values(RESOURCES) as ResourceDef[]) {
    const base = `/api/v1/${def.path}`;
    // Parents are named parameters: each call gets parents of its own.
    const parent = () => underParents(def);
    const methods: Record<CrudAction, [string, string]> = {
      search: ['GET', base],
      read: ['GET', `${base}/:id`],
      create: ['POST', base],
      update: ['PUT', `${base}/:id`],
      delete: ['DELETE', `${base}/:id`],
    };
    for (const action of def.actions) {
      const [method, url] = methods[action];
      const fresh = async () => (def.upload ? `${base}/${await upload()}` : recordUrl(def));
      const body = async () =>
        def.upload
          ? multipart({ owner: 'article', owner_id: 1 }, { name: 'a.png', content: FILES.png })
          : {
              payload:
                action === 'update'
                  ? { status: 'active' }
                  : { ...grantable(def.entity, emptyRoleId), ...(await owned(def)) },
            };
      // A sample record holds details (a workout's sets): writing or deleting them is their family's verb too.
      const details =
        def.details && (action === 'create' || action === 'delete')
          ? [`${def.details.family}_${action.toUpperCase()}`]
          : undefined;
      map.set(`${method} ${url}`, {
        expect: expected[action],
        with: details,
        request: async () => {
          if (action === 'search') return { url: await parent() };
          if (action === 'create') return { url: await parent(), ...(await body()) };
          return { url: await fresh(), ...(action === 'update' ? await body() : {}) };
        },
      });
    }
  }
  // Approvals need nothing but a record in their `from` state: every new record is.
  for (const def of Object.values(rows)) {
    for (const [name, op] of Object.entries(def.operations)) {
      if (!op.transition) continue;
      const segment = operationSegment(name, op);
      map.set(`${op.method} /api/v1/${def.path}/:id/${segment}`, {
        expect: operationSuccess(op),
        request: async () => ({ url: `${await recordUrl(def)}/${segment}` }),
      });
    }
  }
  // Training: days and moves name an existing package (and day) in the query string and the body.
  const newDay = async () => {
    const package_id = await createAsAdmin(RESOURCES.coursePackages);
    const payload = { ...sampleBody('package_days'), package_id };
    const day = await admin({ method: 'POST', url: '/api/v1/packageDay', payload });
    return {
      package_id,
      id: day.json<{ id: number }>().id,
      day_number: day.json<{ day_number: number }>().day_number,
    };
  };
  const newMove = async () => {
    const { package_id, day_number } = await newDay();
    const payload = { ...sampleBody('package_day_moves'), package_id, day_number };
    const move = await admin({ method: 'POST', url: '/api/v1/packageDayMove', payload });
    return { package_id, day_number, id: move.json<{ id: number }>().id };
  };
  for (const [path, fresh, sample] of [
    ['packageDay', newDay, 'package_days'],
    ['packageDayMove', newMove, 'package_day_moves'],
  ] as const) {
    const base = `/api/v1/${path}`;
    map.set(`GET ${base}`, {
      expect: 200,
      request: async () => {
        const { package_id } = await fresh();
        return { url: `${base}?package_id=${package_id}` };
      },
    });
    map.set(`POST ${base}`, {
      expect: 201,
      request: async () => {
        const { package_id, day_number } = await newDay();
        return { url: base, payload: { ...sampleBody(sample), package_id, day_number } };
      },
    });
    for (const [method, expect] of [
      ['GET', 200],
      ['PUT', 200],
      ['DELETE', 204],
    ] as const)
      map.set(`${method} ${base}/:id`, {
        expect,
        request: async () => ({
          url: `${base}/${(await fresh()).id}`,
          ...(method === 'PUT' ? { payload: { title: 'Yeni', number_sets: '4' } } : {}),
        }),
      });
  }
  // Diet lists: a list names a member, so every route starts from a fresh member and list.
  const dietList = async () => {
    const member = (
      await admin({ method: 'POST', url: '/api/v1/members', payload: sampleBody('members') })
    ).json<{
      id: number;
    }>().id;
    const list = await admin({
      method: 'POST',
      url: '/api/v1/diet_lists',
      payload: { ...sampleBody('diet_lists'), member_id: member },
    });
    return { member, list: list.json<{ id: number }>().id };
  };
  map.set('POST /api/v1/diet_lists', {
    expect: 201,
    request: async () => {
      const { member } = await dietList();
      return { url: '/api/v1/diet_lists', payload: { ...sampleBody('diet_lists'), member_id: member } };
    },
  });
  for (const [method, expect] of [
    ['GET', 200],
    ['PUT', 200],
    ['DELETE', 204],
  ] as const)
    map.set(`${method} /api/v1/diet_lists/:id`, {
      expect,
      request: async () => ({
        url: `/api/v1/diet_lists/${(await dietList()).list}`,
        ...(method === 'PUT' ? { payload: { title: 'Yeni başlık' } } : {}),
      }),
    });
  map.set('POST /api/v1/diet_lists/:id/_show', {
    expect: 200,
    request: async () => ({ url: `/api/v1/diet_lists/${(await dietList()).list}/_show` }),
  });
  map.set('POST /api/v1/diet_lists/:id/_send', {
    expect: 200,
    request: async () => ({ url: `/api/v1/diet_lists/${(await dietList()).list}/_send` }),
  });
  map.set('GET /api/v1/diet_lists/:diet_list_id/items', {
    expect: 200,
    request: async () => ({ url: `/api/v1/diet_lists/${(await dietList()).list}/items` }),
  });
  map.set('GET /api/v1/members/:member_id/diet_lists', {
    expect: 200,
    request: async () => ({ url: `/api/v1/members/${(await dietList()).member}/diet_lists` }),
  });
  map.set('POST /api/v1/members/:member_id/diet_lists', {
    expect: 201,
    request: async () => ({
      url: `/api/v1/members/${(await dietList()).member}/diet_lists`,
      payload: sampleBody('diet_lists'),
    }),
  });
  for (const [method, expect] of [
    ['GET', 200],
    ['PUT', 200],
    ['DELETE', 204],
  ] as const)
    map.set(`${method} /api/v1/members/:member_id/diet_lists/:id`, {
      expect,
      request: async () => {
        const { member, list } = await dietList();
        return {
          url: `/api/v1/members/${member}/diet_lists/${list}`,
          ...(method === 'PUT' ? { payload: { title: 'Yeni başlık' } } : {}),
        };
      },
    });
  map.set('POST /api/v1/members/_sendPassword', {
    expect: 200,
    request: async () => ({
      url: '/api/v1/members/_sendPassword',
      payload: { id: await createAsAdmin(RESOURCES.members) },
    }),
  });
  // A user the caller may touch: a role carrying no permission (who may touch whom).
  const touchableUser = async () => {
    const role = await admin({
      method: 'POST',
      url: '/api/v1/roles',
      payload: { name: `Boş ${Math.random()}`, status: 'active', permissions: [] },
    });
    const user = await admin({
      method: 'POST',
      url: '/api/v1/users',
      payload: { ...sampleBody('users'), roles_id: role.json<{ id: number }>().id },
    });
    return user.json<{ id: number }>().id;
  };
  for (const operation of ['_resetPassword', '_unlinkIdentity'])
    map.set(`POST /api/v1/users/:id/${operation}`, {
      expect: 200,
      request: async () => ({ url: `/api/v1/users/${await touchableUser()}/${operation}` }),
    });
  issue12Plans(map, admin, () => createAsAdmin(RESOURCES.members));
  // Nutrition: sub-resources need a real parent (the loop above cannot post under `:food_id`).
  const nutritionParent = async (entity: 'foods' | 'recipes') =>
    createAsAdmin(RESOURCES[entity] as ResourceDef);
  const portionOf = async (foodId: number) =>
    (
      await admin({
        method: 'POST',
        url: `/api/v1/foods/${foodId}/portions`,
        payload: sampleBody('food_portions'),
      })
    ).json<{ id: number }>().id;
  const ingredientOf = async (recipeId: number) =>
    (
      await admin({
        method: 'POST',
        url: `/api/v1/recipes/${recipeId}/ingredients`,
        payload: { food_id: await nutritionParent('foods'), amount: 100 },
      })
    ).json<{ id: number }>().id;
  map.set('GET /api/v1/foods/:food_id/portions', {
    expect: 200,
    request: async () => ({ url: `/api/v1/foods/${await nutritionParent('foods')}/portions` }),
  });
  map.set('POST /api/v1/foods/:food_id/portions', {
    expect: 201,
    request: async () => ({
      url: `/api/v1/foods/${await nutritionParent('foods')}/portions`,
      payload: sampleBody('food_portions'),
    }),
  });
  map.set('DELETE /api/v1/foods/:food_id/portions/:id', {
    expect: 204,
    request: async () => {
      const food = await nutritionParent('foods');
      return { url: `/api/v1/foods/${food}/portions/${await portionOf(food)}` };
    },
  });
  map.set('GET /api/v1/recipes/:recipe_id/ingredients', {
    expect: 200,
    request: async () => ({ url: `/api/v1/recipes/${await nutritionParent('recipes')}/ingredients` }),
  });
  map.set('POST /api/v1/recipes/:recipe_id/ingredients', {
    expect: 201,
    request: async () => ({
      url: `/api/v1/recipes/${await nutritionParent('recipes')}/ingredients`,
      payload: { food_id: await nutritionParent('foods'), amount: 50 },
    }),
  });
  for (const [method, expect, payload] of [
    ['GET', 200, undefined],
    ['PUT', 200, { grams: 12 }],
  ] as const) {
    map.set(`${method} /api/v1/foods/:food_id/portions/:id`, {
      expect,
      request: async () => {
        const food = await nutritionParent('foods');
        return { url: `/api/v1/foods/${food}/portions/${await portionOf(food)}`, payload };
      },
    });
  }
  for (const [method, expect, payload] of [
    ['GET', 200, undefined],
    ['PUT', 200, { amount: 75 }],
    ['DELETE', 204, undefined],
  ] as const) {
    map.set(`${method} /api/v1/recipes/:recipe_id/ingredients/:id`, {
      expect,
      request: async () => {
        const recipe = await nutritionParent('recipes');
        return { url: `/api/v1/recipes/${recipe}/ingredients/${await ingredientOf(recipe)}`, payload };
      },
    });
  }
  // Personal trainings: a day's status is a number, and copy-day needs two days of one program
  // (training 1, made in beforeAll).
  map.set('PUT /api/v1/personalTrainingsDay/:id', {
    expect: 200,
    request: async () => ({
      url: `/api/v1/personalTrainingsDay/${await createAsAdmin(RESOURCES.personalTrainingsDay)}`,
      payload: { title: 'Güncel', status: 1 },
    }),
  });
  map.set('PUT /api/v1/personalTrainingsDayCopy/:id', {
    expect: 200,
    request: async () => {
      const from = await createAsAdmin(RESOURCES.personalTrainingsDay);
      const into = await createAsAdmin(RESOURCES.personalTrainingsDay);
      return {
        url: `/api/v1/personalTrainingsDayCopy/${into}`,
        payload: { pt_id: 1, day_id: into, copy_day_id: from },
      };
    },
  });
  memberFilePlans(map, admin, () => createAsAdmin(RESOURCES.members));
  paymentPlans(map, admin, () => createAsAdmin(RESOURCES.members));
  checkinPlans(map, admin, () => createAsAdmin(RESOURCES.members));
  classPlans(map, admin, () => createAsAdmin(RESOURCES.members));
  memberProgressPlans(map, admin, () => createAsAdmin(RESOURCES.members), newDay);
  reminderPlans(map, admin, () => createAsAdmin(RESOURCES.members), app);
  // The dashboard: USERS_SEARCH opens it; its cards need their own lists' permissions.
  map.set('GET /api/v1/dashboard', { expect: 200, request: async () => ({ url: '/api/v1/dashboard' }) });
  return map;
}

/** Reminders: a preview on a member, and a delivery (written only by the runs) to read. */
function reminderPlans(
  map: Map<string, Plan>,
  admin: (options: InjectOptions) => ReturnType<TestApp['request']>,
  member: () => Promise<number>,
  app: TestApp,
) {
  const templates = { tr: { subject: 'Konu', body: '{member_name}' }, en: {}, ar: {} };
  map.set('POST /api/v1/reminderRules/_preview', {
    expect: 200,
    // The member must be within the caller's reach.
    with: ['MEMBERS_REACH_ALL'],
    request: async () => ({
      url: '/api/v1/reminderRules/_preview',
      payload: { member_id: await member(), language: 'tr', kind: 'birthday', channel: 'email', templates },
    }),
  });
  const delivery = async (memberId: number) => {
    const rule = await admin({
      method: 'POST',
      url: '/api/v1/reminderRules',
      payload: sampleBody('reminder_rules'),
    });
    const now = new Date().toISOString();
    const row = await app.app.db
      .insertInto('reminder_deliveries')
      .values({
        rule_id: rule.json<{ id: number }>().id,
        member_id: memberId,
        subject: `birthday:${memberId}`,
        day: '2026-12-01',
        channel: 'email',
        status: 'sent',
        recipient: 'uye@example.com',
        language: 'tr',
        outbox_id: null,
        error: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  map.set('GET /api/v1/reminderDeliveries/:id', {
    expect: 200,
    with: ['MEMBERS_REACH_ALL'],
    request: async () => ({ url: `/api/v1/reminderDeliveries/${await delivery(await member())}` }),
  });
}

/** Check-ins spend a package that runs today; the undo is of the member's latest visit. */
function checkinPlans(
  map: Map<string, Plan>,
  admin: (options: InjectOptions) => ReturnType<TestApp['request']>,
  member: () => Promise<number>,
) {
  const withPackage = async () => {
    const id = await member();
    await admin({ method: 'POST', url: `/api/v1/members/${id}/packages`, payload: runningPackage() });
    return `/api/v1/members/${id}/checkins`;
  };
  map.set('POST /api/v1/members/:member_id/checkins', {
    expect: 201,
    request: async () => ({ url: await withPackage(), payload: {} }),
  });
  map.set('DELETE /api/v1/members/:member_id/checkins/:id', {
    expect: 204,
    request: async () => {
      const url = await withPackage();
      const made = await admin({ method: 'POST', url, payload: {} });
      return { url: `${url}/${made.json<{ id: number }>().id}` };
    },
  });
}

/**
 * Classes: a session of a type of its own on a day of its own (today's for attendance, one hour after another),
 * a member with a running package booked into it.
 */
function classPlans(
  map: Map<string, Plan>,
  admin: (options: InjectOptions) => ReturnType<TestApp['request']>,
  member: () => Promise<number>,
) {
  let days = 0;
  let hours = 0;
  const post = async (url: string, payload: object) =>
    (await admin({ method: 'POST', url: `/api/v1/${url}`, payload })).json<{ id: number }>().id;
  const session = async (today = false) => {
    const type = await post('classTypes', sampleBody('class_types'));
    const branch = await post('branches', sampleBody('branches'));
    const at = today
      ? { day: businessDay(0), start_time: `${String(hours++).padStart(2, '0')}:00` }
      : { day: businessDay(60 + days++), start_time: '10:00' };
    return post('classSessions', {
      ...sampleBody('class_sessions'),
      class_type_id: type,
      branch_id: branch,
      ...at,
    });
  };
  const booking = async (today = false) => {
    const id = await session(today);
    const memberId = await member();
    await post(`members/${memberId}/packages`, runningPackage({ endtime: businessDay(400) }));
    const booked = await post(`classSessions/${id}/bookings`, { member_id: memberId });
    return `/api/v1/classSessions/${id}/bookings/${booked}`;
  };
  const sessionBody = async () => {
    const type = await post('classTypes', sampleBody('class_types'));
    const branch = await post('branches', sampleBody('branches'));
    return {
      ...sampleBody('class_sessions'),
      class_type_id: type,
      branch_id: branch,
      day: businessDay(60 + days++),
    };
  };
  map.set('POST /api/v1/classSessions', {
    expect: 201,
    request: async () => ({ url: '/api/v1/classSessions', payload: await sessionBody() }),
  });
  map.set('PUT /api/v1/classSessions/:id', {
    expect: 200,
    request: async () => ({ url: `/api/v1/classSessions/${await session()}`, payload: await sessionBody() }),
  });
  map.set('POST /api/v1/classSessions/:id/_cancel', {
    expect: 200,
    request: async () => ({
      url: `/api/v1/classSessions/${await session()}/_cancel`,
      payload: { reason: 'Tatil' },
    }),
  });
  map.set('POST /api/v1/classSessions/:session_id/bookings', {
    expect: 201,
    request: async () => {
      const id = await session();
      const memberId = await member();
      await post(`members/${memberId}/packages`, runningPackage({ endtime: businessDay(400) }));
      return { url: `/api/v1/classSessions/${id}/bookings`, payload: { member_id: memberId } };
    },
  });
  map.set('DELETE /api/v1/classSessions/:session_id/bookings/:id', {
    expect: 204,
    request: async () => ({ url: await booking() }),
  });
  for (const segment of ['_attend', '_noshow'])
    map.set(`POST /api/v1/classSessions/:session_id/bookings/:id/${segment}`, {
      expect: 200,
      request: async () => ({ url: `${await booking(true)}/${segment}` }),
    });
  const schedule = async () => {
    const type = await post('classTypes', sampleBody('class_types'));
    const branch = await post('branches', sampleBody('branches'));
    return { ...sampleBody('class_schedules'), class_type_id: type, branch_id: branch };
  };
  map.set('POST /api/v1/classSchedules', {
    expect: 201,
    request: async () => ({ url: '/api/v1/classSchedules', payload: await schedule() }),
  });
  map.set('PUT /api/v1/classSchedules/:id', {
    expect: 200,
    request: async () => {
      const body = await schedule();
      return { url: `/api/v1/classSchedules/${await post('classSchedules', body)}`, payload: body };
    },
  });
  map.set('POST /api/v1/rooms', {
    expect: 201,
    request: async () => ({
      url: '/api/v1/rooms',
      payload: { ...sampleBody('rooms'), branch_id: await post('branches', sampleBody('branches')) },
    }),
  });
}

/** The member file: notifications exist only once sent; the operations need a member and a package. */
function memberFilePlans(
  map: Map<string, Plan>,
  admin: (options: InjectOptions) => ReturnType<TestApp['request']>,
  member: () => Promise<number>,
) {
  const pkg = async () => {
    const id = await member();
    const made = await admin({
      method: 'POST',
      url: `/api/v1/members/${id}/packages`,
      payload: sampleBody('member_packages'),
    });
    return { member: id, pkg: made.json<{ id: number }>().id };
  };
  map.set('POST /api/v1/members/:member_id/packages/:id/_remind', {
    expect: 201,
    request: async () => {
      const { member: m, pkg: p } = await pkg();
      return { url: `/api/v1/members/${m}/packages/${p}/_remind` };
    },
  });
  // Freezes: a running package frozen from tomorrow; the unfreeze ends that freeze.
  const running = async () => {
    const id = await member();
    const made = await admin({
      method: 'POST',
      url: `/api/v1/members/${id}/packages`,
      payload: runningPackage(),
    });
    return `/api/v1/members/${id}/packages/${made.json<{ id: number }>().id}`;
  };
  const tomorrow = () => businessDay(1);
  map.set('POST /api/v1/members/:member_id/packages/:id/_freeze', {
    expect: 200,
    request: async () => ({
      url: `${await running()}/_freeze`,
      payload: { from: tomorrow(), to: tomorrow() },
    }),
  });
  map.set('POST /api/v1/members/:member_id/packages/:id/_unfreeze', {
    expect: 200,
    request: async () => {
      const url = await running();
      await admin({ method: 'POST', url: `${url}/_freeze`, payload: { from: tomorrow(), to: tomorrow() } });
      return { url: `${url}/_unfreeze`, payload: {} };
    },
  });
  map.set('POST /api/v1/members/:member_id/notifications/_send', {
    expect: 201,
    request: async () => ({
      url: `/api/v1/members/${await member()}/notifications/_send`,
      payload: sampleBody('notifications'),
    }),
  });
  map.set('GET /api/v1/members/:member_id/notifications/:id', {
    expect: 200,
    request: async () => {
      const id = await member();
      const sent = await admin({
        method: 'POST',
        url: `/api/v1/members/${id}/notifications/_send`,
        payload: sampleBody('notifications'),
      });
      return { url: `/api/v1/members/${id}/notifications/${sent.json<{ id: number }>().id}` };
    },
  });
  map.set('POST /api/v1/members/:member_id/consultations/_bulk', {
    expect: 201,
    with: ['MEMBER_CONSULTATION_NUTRITION'],
    request: async () => ({
      url: `/api/v1/members/${await member()}/consultations/_bulk`,
      payload: sampleBody('member_consultations'),
    }),
  });
  /** A member's first nutrition questionnaire, saved by the admin: its URL. */
  const consultation = async () => {
    const url = `/api/v1/members/${await member()}/consultations`;
    const saved = await admin({
      method: 'POST',
      url: `${url}/_bulk`,
      payload: sampleBody('member_consultations'),
    });
    return `${url}/${saved.json<{ id: number }>().id}`;
  };
  for (const [method, expect] of [
    ['GET', 200],
    ['DELETE', 204],
  ] as const)
    map.set(`${method} /api/v1/members/:member_id/consultations/:id`, {
      expect,
      with: ['MEMBER_CONSULTATION_NUTRITION'],
      request: async () => ({ url: await consultation() }),
    });
}

/**
 * Money: a package's plan read and replaced, a payment voided, the cash book's summary; a payment of
 * 100 on a sample package (4,500 unpaid), taken by the admin.
 */
function paymentPlans(
  map: Map<string, Plan>,
  admin: (options: InjectOptions) => ReturnType<TestApp['request']>,
  member: () => Promise<number>,
) {
  const pkg = async () => {
    const id = await member();
    const made = await admin({
      method: 'POST',
      url: `/api/v1/members/${id}/packages`,
      payload: sampleBody('member_packages'),
    });
    return `/api/v1/members/${id}/packages/${made.json<{ id: number }>().id}`;
  };
  const payment = async () => {
    const url = `${await pkg()}/payments`;
    const paid = await admin({ method: 'POST', url, payload: sampleBody('payments') });
    return { url: `${url}/${paid.json<{ id: number }>().id}`, id: paid.json<{ id: number }>().id };
  };
  map.set('GET /api/v1/members/:member_id/packages/:id/instalments', {
    expect: 200,
    request: async () => ({ url: `${await pkg()}/instalments` }),
  });
  map.set('PUT /api/v1/members/:member_id/packages/:id/instalments', {
    expect: 200,
    request: async () => ({
      url: `${await pkg()}/instalments`,
      payload: {
        instalments: [
          { due_date: '2026-12-01', amount: 2000 },
          { due_date: '2027-01-01', amount: 2500 },
        ],
      },
    }),
  });
  map.set('POST /api/v1/members/:member_id/packages/:member_package_id/payments/:id/_void', {
    expect: 200,
    request: async () => ({ url: `${(await payment()).url}/_void`, payload: { reason: 'Yanlış tutar' } }),
  });
  map.set('GET /api/v1/payments/:id', {
    expect: 200,
    request: async () => ({ url: `/api/v1/payments/${(await payment()).id}` }),
  });
  map.set('GET /api/v1/payments/_summary', {
    expect: 200,
    request: async () => ({ url: '/api/v1/payments/_summary?from=2026-01-01' }),
  });
  map.set('GET /api/v1/payments/:id/_receipt', {
    expect: 200,
    request: async () => ({ url: `/api/v1/payments/${(await payment()).id}/_receipt` }),
  });
  map.set('GET /api/v1/dues', { expect: 200, request: async () => ({ url: '/api/v1/dues?per_page=5' }) });
  map.set('GET /api/v1/revenue', {
    expect: 200,
    request: async () => ({ url: '/api/v1/revenue?from=2026-01-01&to=2026-03-31&by=method' }),
  });
  map.set('POST /api/v1/payments/:id/_send', {
    expect: 201,
    request: async () => ({ url: `/api/v1/payments/${(await payment()).id}/_send` }),
  });
}

// --- The member file's progress: the measurements' reports and a program from a package's days ---
function memberProgressPlans(
  map: Map<string, Plan>,
  admin: (options: InjectOptions) => ReturnType<TestApp['request']>,
  member: () => Promise<number>,
  packageDay: () => Promise<{ package_id: number }>,
) {
  const base = '/api/v1/members/:member_id';
  map.set(`GET ${base}/measurements/_dashboard`, {
    expect: 200,
    request: async () => ({ url: `/api/v1/members/${await member()}/measurements/_dashboard` }),
  });
  map.set(`GET ${base}/measurements/_details_report`, {
    expect: 200,
    request: async () => {
      const id = await member();
      await admin({
        method: 'POST',
        url: `/api/v1/members/${id}/measurements`,
        payload: sampleBody('measurements'),
      });
      return { url: `/api/v1/members/${id}/measurements/_details_report?field=weight&bins=5` };
    },
  });
  map.set(`POST ${base}/training_programs/_from_package`, {
    expect: 201,
    // The copy fills the program's days: its details.
    with: ['TRAINING_PROGRAM_DETAILS_CREATE'],
    request: async () => ({
      url: `/api/v1/members/${await member()}/training_programs/_from_package`,
      payload: { package_id: (await packageDay()).package_id, start_date: '2026-11-01' },
    }),
  });
}

// --- Posture analysis and moves library: multipart creates, a POST edit, keys by move name ---
let nextMove = 0;
function issue12Plans(
  map: Map<string, Plan>,
  admin: (options: InjectOptions) => ReturnType<TestApp['request']>,
  member: () => Promise<number>,
) {
  const analysis = async () => {
    const res = await admin({
      method: 'POST',
      url: `/api/v1/members/${await member()}/postureAnalysis`,
      ...postureForm(),
    });
    return res.json<{ id: number }>().id;
  };
  const move = async () => {
    const move_name = MOVE_VALUES[nextMove++ % MOVE_VALUES.length]!;
    const res = await admin({ method: 'POST', url: '/api/v1/moveMedia', ...moveMediaForm({ move_name }) });
    return res.json<{ id: number; move_name: string }>();
  };
  const set = (key: string, expect: number, request: Plan['request']) => map.set(key, { expect, request });
  set('GET /api/v1/postureAnalysis/:id', 200, async () => ({
    url: `/api/v1/postureAnalysis/${await analysis()}`,
  }));
  set('PUT /api/v1/postureAnalysis/:id', 200, async () => ({
    url: `/api/v1/postureAnalysis/${await analysis()}`,
    payload: { instructor_comment: '<p>İyi</p>' },
  }));
  set('GET /api/v1/members/:member_id/postureAnalysis', 200, async () => ({
    url: `/api/v1/members/${await member()}/postureAnalysis`,
  }));
  set('POST /api/v1/members/:member_id/postureAnalysis', 201, async () => ({
    url: `/api/v1/members/${await member()}/postureAnalysis`,
    ...postureForm(),
  }));
  set('GET /api/v1/moveMedia/:id', 200, async () => ({
    url: `/api/v1/moveMedia/${(await move()).move_name}`,
  }));
  set('POST /api/v1/moveMedia', 201, async () => ({
    url: '/api/v1/moveMedia',
    ...moveMediaForm({ move_name: MOVE_VALUES[nextMove++ % MOVE_VALUES.length]! }),
  }));
  set('POST /api/v1/moveMedia/:id', 200, async () => ({
    url: `/api/v1/moveMedia/${(await move()).move_name}`,
    ...moveMediaForm({ description: 'Yeni' }),
  }));
  set('DELETE /api/v1/moveMedia/:id', 204, async () => ({ url: `/api/v1/moveMedia/${(await move()).id}` }));
}

/** Guarded writes that are no record's change: they leave no history entry. */
const NO_HISTORY = new Set<string>([
  // A diet list's PDF: a read that answers a file.
  'POST /api/v1/diet_lists/:id/_show',
]);

describeEachDatabase('permission matrix', (t) => {
  let adminToken = '';
  let emptyRoleId = 0;
  beforeAll(async () => {
    adminToken = (await t().login()).access_token;
    const role = await t().request({
      method: 'POST',
      url: '/api/v1/roles',
      token: adminToken,
      payload: { name: 'Boş rol', status: 'active', permissions: [] },
    });
    emptyRoleId = role.json<{ id: number }>().id;
    // Personal trainings' samples name member 1, type 1, training 1 and its day 1.
    for (const [path, entity] of [
      ['members', 'members'],
      ['personalTrainingsTypes', 'personal_training_types'],
      ['personalTrainings', 'personal_trainings'],
      ['personalTrainingsDay', 'personal_training_days'],
    ]) {
      const made = await t().request({
        method: 'POST',
        url: `/api/v1/${path}`,
        token: adminToken,
        payload: sampleBody(entity!),
      });
      expect([path, made.statusCode, made.json<{ id: number }>().id]).toEqual([path, 201, 1]);
    }
  });

  const apiRoutes = () => t().app.routeCatalogue.filter((r) => r.url.startsWith('/api/v1/'));
  const historyCount = async () =>
    Number(
      (
        await t()
          .app.db.selectFrom('history')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('every API route declares a permission or its access', () => {
    const undeclared = apiRoutes().filter((r) => !r.permission && !r.access);
    expect(undeclared).toEqual([]);
  });

  const guarded = () => apiRoutes().filter((r) => r.permission);
  const matrix = () =>
    plans(
      t(),
      () => adminToken,
      () => emptyRoleId,
    );

  it('every guarded route has a plan', () => {
    const table = matrix();
    const missing = guarded()
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !table.has(key));
    expect(missing).toEqual([]);
    expect(guarded().length).toBeGreaterThanOrEqual(30);
  });

  // In catalogue order, a consecutive share of the routes per test (a later route may use what an earlier made).
  it.each([0, 1, 2, 3])(
    'every guarded route: 401 without a token, 403 without its permission, success with only it (part %i)',
    async (part) => {
      const table = matrix();
      const all = guarded();
      const size = Math.ceil(all.length / 4);
      for (const route of all.slice(part * size, (part + 1) * size)) {
        const key = `${route.method} ${route.url}`;
        const plan = table.get(key)!;
        const permission = route.permission!;
        const without = await createStaff(t().app.db, {
          permissions: allPermissions().filter((p) => p !== permission),
        });
        // MEMBERS_REACH_ALL opens no route; it only widens which members a route reaches (tested in members.test.ts).
        const only = await createStaff(t().app.db, {
          permissions: [permission, 'MEMBERS_REACH_ALL', ...(plan.with ?? [])],
        });
        const withoutToken = await sessionToken(t().app.db, t().config.jwtSecret, without.id);
        const onlyToken = await sessionToken(t().app.db, t().config.jwtSecret, only.id);
        const method = route.method as InjectOptions['method'];

        const anonymous = await t().request({ method, ...(await plan.request()) });
        expect([key, anonymous.statusCode]).toEqual([key, 401]);
        const refusedCall = await plan.request();
        const before = await historyCount();
        const refused = await t().request({ method, ...refusedCall, token: withoutToken });
        expect([key, refused.statusCode]).toEqual([key, 403]);
        const afterRefused = await historyCount();
        const allowedCall = await plan.request();
        const between = await historyCount();
        const allowed = await t().request({ method, ...allowedCall, token: onlyToken });
        expect([key, allowed.statusCode, allowed.statusCode === plan.expect ? '' : allowed.body]).toEqual([
          key,
          plan.expect,
          '',
        ]);
        // History: a refused call leaves no entry, a write exactly one, a read none.
        const written = method === 'GET' || NO_HISTORY.has(key) ? 0 : 1;
        expect([key, afterRefused - before, (await historyCount()) - between]).toEqual([key, 0, written]);
      }
    },
  );

  it('signed-in routes need a session but no permission', async () => {
    const nobody = await createStaff(t().app.db, { permissions: [] });
    const token = (await t().login(nobody.username, nobody.password)).access_token;
    for (const route of apiRoutes().filter((r) => r.access === 'signed-in' && r.method === 'GET')) {
      expect([route.url, (await t().request({ method: 'GET', url: route.url })).statusCode]).toEqual([
        route.url,
        401,
      ]);
      expect([route.url, (await t().request({ method: 'GET', url: route.url, token })).statusCode]).toEqual([
        route.url,
        200,
      ]);
    }
  });

  it('the registry guards every CRUD route with <FAMILY>_<ACTION>', () => {
    for (const def of Object.values(RESOURCES) as ResourceDef[]) {
      const route = apiRoutes().find((r) => r.url === `/api/v1/${def.path}` && r.method === 'GET');
      if (def.actions.includes('search')) expect(route?.permission).toBe(permissionOf(def, 'search'));
    }
  });
});
