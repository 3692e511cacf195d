import { configureStore, type Middleware, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { recordingStore } from '../helpers/thunkActions';
import { configureHttp } from '../../../src/client/api/http';
import { createEntitySlice, type EntitySliceState } from '../../../src/client/store/createEntitySlice';
import { defineResource } from '../../../src/shared/resourceDef';
import { apiError, mockHttp, type Reply } from '../api/mockHttp';

interface Member {
  id: number;
  name: string;
  email?: string;
}

const members = createEntitySlice<Member>(
  defineResource({
    name: 'members',
    path: 'members',
    family: 'MEMBERS',
    operations: {
      sendPassword: {
        method: 'POST',
        on: 'collection',
        segment: '_sendPassword',
        permission: 'UPDATE',
        answer: 'json',
      },
      approve: {
        method: 'PUT',
        on: 'record',
        permission: 'APPROVE',
        answer: 'json',
        transition: { field: 'status', from: ['pending'], to: 'active' },
      },
    },
  }),
);
const packages = createEntitySlice<{ id: number; price: number }>(
  defineResource({
    name: 'memberPackages',
    path: 'members/:member_id/packages',
    family: 'MEMBER_PACKAGE',
    parents: [{ param: 'member_id', resource: 'members', column: 'member_id' }],
  }),
);
const { reducer, actions, thunks } = members;

/** Any of the five thunks, so a table can list them side by side. */
type AnyThunk = ThunkAction<Promise<unknown>, unknown, unknown, UnknownAction>;
const initial = (): EntitySliceState<Member> => reducer(undefined, { type: '@@init' });
const storeWith = (state = initial()) =>
  recordingStore({ members: state, memberPackages: packages.reducer(undefined, { type: '@@init' }) });
const types = (store: ReturnType<typeof storeWith>) => store.getActions().map((a: UnknownAction) => a.type);

const ayse = { id: 1, name: 'Ayşe' };
const mehmet = { id: 2, name: 'Mehmet' };
const notFound = apiError('not_found', 'Kayıt bulunamadı.', 'Record not found.');

afterEach(() => configureHttp({ getLanguage: () => 'tr' }));

describe('initial state', () => {
  it('matches ARCHITECTURE §3 with the resource default sort', () => {
    expect(initial()).toEqual({
      ids: [],
      entities: {},
      status: 'idle',
      errors: {
        search: null,
        read: null,
        create: null,
        update: null,
        delete: null,
        sendPassword: null,
        approve: null,
      },
      operations: { sendPassword: 'idle', approve: 'idle' },
      lists: {},
      current: null,
    });
  });

  it('starts a list with the row default sort, or the given page size', () => {
    expect(members.selectors.selectList({ members: initial() }).query).toEqual({
      criteria: {},
      sort: 'id',
      sort_by: 'DESC',
      page: 0,
      count: 25,
    });
    const foods = createEntitySlice<Member>(
      defineResource({ name: 'foods', path: 'foods', family: 'FOODS' }),
      { defaultCount: 20 },
    );
    expect(
      foods.selectors.selectList({ foods: foods.reducer(undefined, { type: '@@init' }) }).query.count,
    ).toBe(20);
  });

  it('fails loudly when a screen reads a slice that is not mounted', () => {
    expect(() => members.selectors.selectStatus({})).toThrow(
      "The 'members' slice is not mounted in the store",
    );
  });
});

describe('thunk action sequences (redux-mock-store)', () => {
  it('search: GET with the stored query, fulfilled carries data and the x-total-count total', async () => {
    const calls = mockHttp(() => ({ status: 200, data: [ayse, mehmet], headers: { 'x-total-count': '42' } }));
    const store = storeWith();
    await store.dispatch(thunks.search());
    expect(types(store)).toEqual(['members/search/pending', 'members/search/fulfilled']);
    expect(calls[0].url).toBe('members?start=0&count=25&sort=id&sort_by=DESC');
    expect(store.getActions()[1].payload).toEqual({ data: [ayse, mehmet], total: 42 });
  });

  it('search merges a query patch before the request (criteria reset page and sort)', async () => {
    const calls = mockHttp(() => ({ status: 200, data: [], headers: { 'x-total-count': '0' } }));
    const store = storeWith({
      ...initial(),
      lists: {
        '': { ids: [], total: 0, query: { criteria: {}, sort: 'name', sort_by: 'ASC', page: 4, count: 10 } },
      },
    });
    await store.dispatch(thunks.search({ query: { criteria: { name: 'ay', status: '' } } }));
    expect(calls[0].url).toBe('members?start=0&count=10&sort=id&sort_by=DESC&name=ay');
    await store.dispatch(thunks.search({ query: { page: 2 } }));
    expect(calls[1].url).toBe('members?start=20&count=10&sort=name&sort_by=ASC');
  });

  it.each([
    ['search', (): AnyThunk => thunks.search(), 'members/search'],
    ['read', (): AnyThunk => thunks.read({ id: 1 }), 'members/read'],
    ['create', (): AnyThunk => thunks.create({ body: { name: 'x' } }), 'members/create'],
    ['update', (): AnyThunk => thunks.update({ id: 1, body: { name: 'x' } }), 'members/update'],
    ['remove', (): AnyThunk => thunks.remove({ id: 1 }), 'members/delete'],
  ])('%s: a failure rejects with the chosen message', async (_verb, make, prefix) => {
    mockHttp(() => ({ status: 404, data: notFound }));
    const store = storeWith();
    await store.dispatch(make());
    expect(types(store)).toEqual([`${prefix}/pending`, `${prefix}/rejected`]);
    expect(store.getActions()[1].payload).toBe('Kayıt bulunamadı.');
  });

  it.each([
    ['list answered 204', (): AnyThunk => thunks.search(), { status: 204 }],
    ['read answered 201', (): AnyThunk => thunks.read({ id: 1 }), { status: 201, data: ayse }],
    [
      'create answered 200',
      (): AnyThunk => thunks.create({ body: { name: 'x' } }),
      { status: 200, data: ayse },
    ],
    [
      'update answered 201',
      (): AnyThunk => thunks.update({ id: 1, body: { name: 'x' } }),
      { status: 201, data: ayse },
    ],
    ['delete answered 200', (): AnyThunk => thunks.remove({ id: 1 }), { status: 200, data: notFound }],
  ])('a wrong success code is an error: %s', async (_case, make, reply: Reply) => {
    mockHttp(() => reply);
    const store = storeWith();
    await store.dispatch(make());
    const last = store.getActions()[1];
    expect(last.type).toMatch(/\/rejected$/);
    // A 2xx body is a record, not an envelope, unless the server sent one (then its translation is used).
    expect(last.payload).toBe(reply.data === notFound ? 'Kayıt bulunamadı.' : 'Beklenmeyen bir hata oluştu.');
  });

  it('chooses the message in the current language, else the unexpected-error text of that language', async () => {
    configureHttp({ getLanguage: () => 'en' });
    mockHttp(() => ({ status: 404, data: notFound }));
    const store = storeWith();
    await store.dispatch(thunks.read({ id: 9 }));
    expect(store.getActions()[1].payload).toBe('Record not found.');
    mockHttp(() => ({ status: 500, data: 'boom' }));
    await store.dispatch(thunks.read({ id: 9 }));
    expect(store.getActions()[3].payload).toBe('An unexpected error occurred.');
  });

  it('create, update and delete send the spec calls; delete fulfils with the id', async () => {
    const calls = mockHttp((c) =>
      c.method === 'post'
        ? { status: 201, data: ayse }
        : c.method === 'delete'
          ? { status: 204 }
          : { status: 200, data: ayse },
    );
    const store = storeWith();
    await store.dispatch(thunks.create({ body: { name: 'Ayşe' } }));
    await store.dispatch(thunks.update({ id: 1, body: { name: 'Ayşe', email: '' } }));
    await store.dispatch(thunks.remove({ id: 1 }));
    expect(calls.map((c) => `${c.method} ${c.url} ${c.data ?? ''}`)).toEqual([
      'post members {"name":"Ayşe"}',
      'put members/1 {"name":"Ayşe"}',
      'delete members/1 ',
    ]);
    expect(store.getActions()[5]).toMatchObject({ type: 'members/delete/fulfilled', payload: { id: 1 } });
  });

  it('sub-resources fill their named parents; the parent travels in meta.arg', async () => {
    const calls = mockHttp((c) =>
      c.method === 'post'
        ? { status: 201, data: { id: 5, price: 10 } }
        : { status: 200, data: [], headers: { 'x-total-count': '0' } },
    );
    const store = storeWith();
    await store.dispatch(packages.thunks.search({ parent: { member_id: 7 } }));
    await store.dispatch(packages.thunks.create({ parent: { member_id: 7 }, body: { price: 10 } }));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'get members/7/packages?start=0&count=25&sort=id&sort_by=DESC',
      'post members/7/packages',
    ]);
    expect(types(store)).toEqual([
      'memberPackages/search/pending',
      'memberPackages/search/fulfilled',
      'memberPackages/create/pending',
      'memberPackages/create/fulfilled',
    ]);
    // A missing parent is a programming error, reported as the unexpected-error message rather than a wrong URL.
    await store.dispatch(packages.thunks.search());
    expect(store.getActions()[5]).toMatchObject({
      type: 'memberPackages/search/rejected',
      payload: 'Beklenmeyen bir hata oluştu.',
    });
  });
});

describe('reducer transitions (the state table)', () => {
  const arg = { id: 1 };
  const withError = (scope: keyof EntitySliceState<Member>['errors']) => ({
    ...initial(),
    errors: { ...initial().errors, [scope]: 'old', search: scope === 'search' ? 'old' : 'keep' },
  });

  it.each([
    ['search', thunks.search.pending('r', undefined), 'searching'],
    ['read', thunks.read.pending('r', arg), 'reading'],
    ['create', thunks.create.pending('r', { body: {} }), 'creating'],
    ['update', thunks.update.pending('r', { id: 1, body: {} }), 'updating'],
    ['delete', thunks.remove.pending('r', arg), 'deleting'],
  ] as const)('%s pending sets %s and clears only its own error', (scope, action, status) => {
    const state = reducer(withError(scope), action);
    expect(state.status).toBe(status);
    expect(state.errors[scope]).toBeNull();
    if (scope !== 'search') expect(state.errors.search).toBe('keep');
  });

  it.each([
    ['search', thunks.search.rejected(null, 'r', undefined, 'boom'), 'searching'],
    ['read', thunks.read.rejected(null, 'r', arg, 'boom'), 'reading'],
    ['create', thunks.create.rejected(null, 'r', { body: {} }, 'boom'), 'creating'],
    ['update', thunks.update.rejected(null, 'r', { id: 1, body: {} }, 'boom'), 'updating'],
    ['delete', thunks.remove.rejected(null, 'r', arg, 'boom'), 'deleting'],
  ] as const)('%s rejected returns to idle with the message in its scope', (scope, action, busy) => {
    const state = reducer({ ...initial(), status: busy }, action);
    expect(state.status).toBe('idle');
    expect(state.errors[scope]).toBe('boom');
    expect(Object.entries(state.errors).filter(([, v]) => v !== null)).toEqual([[scope, 'boom']]);
  });

  it('an aborted request changes nothing', () => {
    const searching = { ...initial(), status: 'searching' as const };
    const aborted = thunks.search.rejected(
      Object.assign(new Error('Aborted'), { name: 'AbortError' }),
      'r',
      undefined,
    );
    expect(aborted.meta.aborted).toBe(true);
    expect(reducer(searching, aborted)).toBe(searching);
  });

  it('search fulfilled replaces the page, stores the total, returns to idle (records no list shows are dropped)', () => {
    let state = reducer(
      initial(),
      thunks.search.fulfilled({ data: [ayse, mehmet], total: 42 }, 'r', undefined),
    );
    expect(state).toMatchObject({ status: 'idle', ids: [1, 2], lists: { '': { ids: [1, 2], total: 42 } } });
    state = reducer(state, thunks.search.fulfilled({ data: [mehmet], total: 1 }, 'r', undefined));
    expect(state.lists[''].ids).toEqual([2]);
    expect(state.lists[''].total).toBe(1);
    expect(state.ids).toEqual([2]);
  });

  it('search pending applies its query patch (for replay without the network)', () => {
    const moved = reducer(
      initial(),
      thunks.search.pending('r', { query: { page: 3, sort: 'name', sort_by: 'ASC' } }),
    );
    const state = reducer(moved, thunks.search.pending('r', { query: { criteria: { name: 'a' } } }));
    expect(state.lists[''].query).toEqual({
      criteria: { name: 'a' },
      sort: 'id',
      sort_by: 'DESC',
      page: 0,
      count: 25,
    });
  });

  it('keeps one list per parent: another parent never shows the first one’s rows, criteria or deleted flags', () => {
    const of = (member_id: number) => ({ parent: { member_id } });
    const p1 = { id: 11, price: 100 };
    const p2 = { id: 21, price: 200 };
    let state = packages.reducer(
      undefined,
      packages.thunks.search.pending('r', { ...of(1), query: { criteria: { price: '100' } } }),
    );
    state = packages.reducer(state, packages.thunks.search.fulfilled({ data: [p1], total: 1 }, 'r', of(1)));
    state = packages.reducer(state, packages.thunks.remove.fulfilled({ id: 11 }, 'r', { ...of(1), id: 11 }));
    state = packages.reducer(state, packages.thunks.search.pending('r', of(2)));
    state = packages.reducer(state, packages.thunks.search.fulfilled({ data: [p2], total: 1 }, 'r', of(2)));
    const root = { memberPackages: state };
    expect(packages.selectors.selectListRecords(root, { member_id: 2 })).toEqual([p2]);
    expect(packages.selectors.selectList(root, { member_id: 2 }).query.criteria).toEqual({});
    expect(packages.selectors.selectListRecords(root, { member_id: 1 })).toEqual([{ ...p1, deleted: true }]);
    expect(packages.selectors.selectList(root, { member_id: 1 }).query.criteria).toEqual({ price: '100' });
  });

  it("selectListRecords answers the same array until the list or its records change (useSelector's contract)", () => {
    const of = { parent: { member_id: 1 } };
    let state = packages.reducer(undefined, packages.thunks.search.pending('r', of));
    state = packages.reducer(
      state,
      packages.thunks.search.fulfilled({ data: [{ id: 11, price: 100 }], total: 1 }, 'r', of),
    );
    const first = packages.selectors.selectListRecords({ memberPackages: state }, { member_id: 1 });
    expect(packages.selectors.selectListRecords({ memberPackages: state }, { member_id: 1 })).toBe(first);
    // Another scope's status changes nothing the list shows.
    state = packages.reducer(state, packages.thunks.read.pending('r', { id: 99 }));
    expect(packages.selectors.selectListRecords({ memberPackages: state }, { member_id: 1 })).toBe(first);
    state = packages.reducer(state, packages.thunks.read.fulfilled({ id: 11, price: 150 }, 'r', { id: 11 }));
    const updated = packages.selectors.selectListRecords({ memberPackages: state }, { member_id: 1 });
    expect(updated).not.toBe(first);
    expect(updated).toEqual([{ id: 11, price: 150 }]);
  });

  it('read fulfilled stores the record as current; reading another one forgets it, re-reading keeps it', () => {
    let state = reducer(initial(), thunks.read.fulfilled(ayse, 'r', arg));
    expect(state).toMatchObject({ status: 'idle', current: 1, entities: { 1: ayse } });
    expect(members.selectors.selectCurrent({ members: state })).toEqual(ayse);
    expect(reducer(state, thunks.read.pending('r', { id: '1' })).current).toBe(1);
    state = reducer(state, thunks.read.pending('r', { id: 2 }));
    expect(state.current).toBeNull();
  });

  it('create fulfilled stores the record; update fulfilled replaces it', () => {
    let state = reducer(initial(), thunks.create.fulfilled(ayse, 'r', { body: {} }));
    expect(state).toMatchObject({ status: 'idle', current: 1, entities: { 1: ayse } });
    state = reducer(state, thunks.update.fulfilled({ id: 1, name: 'Ayşe K' }, 'r', { id: 1, body: {} }));
    expect(state.entities[1]).toEqual({ id: 1, name: 'Ayşe K' });
    expect(state.status).toBe('idle');
  });

  it('delete fulfilled keeps the record, flagged deleted', () => {
    let state = reducer(
      initial(),
      thunks.search.fulfilled({ data: [ayse, mehmet], total: 2 }, 'r', undefined),
    );
    state = reducer({ ...state, status: 'deleting' }, thunks.remove.fulfilled({ id: 1 }, 'r', arg));
    expect(state.status).toBe('idle');
    expect(state.lists[''].ids).toEqual([1, 2]);
    expect(state.entities[1]).toEqual({ ...ayse, deleted: true });
    expect(state.entities[2]?.deleted).toBeUndefined();
    expect(state.lists[''].total).toBe(2);
  });

  it('setCriteria resets page and sort to the defaults', () => {
    const moved = reducer(
      initial(),
      thunks.search.pending('r', { query: { sort: 'name', sort_by: 'ASC', page: 5, count: 50 } }),
    );
    expect(reducer(moved, actions.setCriteria({ criteria: { name: 'ay' } })).lists[''].query).toEqual({
      criteria: { name: 'ay' },
      sort: 'id',
      sort_by: 'DESC',
      page: 0,
      count: 50,
    });
  });

  it('query patches: a page, then a page size (back to the first page), a sort, and the default sort again', () => {
    const at = (patch: object, state = initial()) =>
      reducer(state, thunks.search.pending('r', { query: patch })).lists[''];
    let list = at({ page: 3 });
    expect(list.query.page).toBe(3);
    const withList = (query: typeof list.query) => ({ ...initial(), lists: { '': { ...list, query } } });
    list = at({ count: 100 }, withList(list.query));
    expect(list.query).toMatchObject({ page: 0, count: 100 });
    list = at({ sort: 'name', sort_by: 'ASC' }, withList({ ...list.query, page: 2 }));
    expect(list.query).toMatchObject({ page: 0, sort: 'name', sort_by: 'ASC' });
    list = at({ sort: undefined }, withList(list.query));
    expect(list.query).toMatchObject({ sort: 'id', sort_by: 'DESC' });
  });

  it('an operation has its own status and error scope and leaves the CRUD status alone', () => {
    const { sendPassword } = members.operations;
    let state = reducer(
      { ...initial(), errors: { ...initial().errors, sendPassword: 'old' } },
      sendPassword.pending('r', { body: { id: 1 } }),
    );
    expect(state).toMatchObject({
      status: 'idle',
      operations: { sendPassword: 'running' },
      errors: { sendPassword: null },
    });
    state = reducer(state, sendPassword.rejected(null, 'r', { body: { id: 1 } }, 'Kayıt bulunamadı.'));
    expect(state).toMatchObject({
      operations: { sendPassword: 'idle' },
      errors: { sendPassword: 'Kayıt bulunamadı.', search: null },
    });
    state = reducer(state, sendPassword.fulfilled({ id: 1, recipient: 'a@x.tr' }, 'r', { body: { id: 1 } }));
    expect(state.operations.sendPassword).toBe('idle');
    expect(state.ids).toEqual([]);
  });

  it('an approval stores the record it answers', async () => {
    const calls = mockHttp(() => ({ status: 200, data: { ...ayse, status: 'active' } }));
    const store = storeWith();
    await store.dispatch(members.operations.approve({ id: 1 }));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['put members/1/approve']);
    expect(types(store)).toEqual(['members/approve/pending', 'members/approve/fulfilled']);
    expect(reducer(initial(), store.getActions()[1] as UnknownAction).entities[1]).toEqual({
      ...ayse,
      status: 'active',
    });
  });

  it('clearError clears one scope; reset returns to the initial state', () => {
    const failed = reducer(
      reducer(initial(), thunks.create.rejected(null, 'r', { body: {} }, 'a')),
      thunks.search.rejected(null, 'r', undefined, 'b'),
    );
    const cleared = reducer(failed, actions.clearError('create'));
    expect(cleared.errors).toMatchObject({ create: null, search: 'b' });
    expect(reducer(cleared, actions.reset())).toEqual(initial());
  });

  it('accepts extra case reducers', () => {
    const withExtra = createEntitySlice<
      Member,
      { rename: (s: EntitySliceState<Member>, a: { payload: string }) => void }
    >(defineResource({ name: 'people', path: 'people', family: 'PEOPLE' }), {
      reducers: {
        rename(state, action) {
          const first = state.ids[0];
          if (first !== undefined) state.entities[first].name = action.payload;
        },
      },
    });
    const loaded = withExtra.reducer(
      undefined,
      withExtra.thunks.search.fulfilled({ data: [ayse], total: 1 }, 'r', undefined),
    );
    expect(withExtra.reducer(loaded, withExtra.actions.rename('Zeynep')).entities[1].name).toBe('Zeynep');
  });
});

describe('with a real store', () => {
  it('replays search → delete into the same state without the network', async () => {
    mockHttp((c) =>
      c.method === 'delete'
        ? { status: 204 }
        : { status: 200, data: [ayse, mehmet], headers: { 'x-total-count': '2' } },
    );
    const log: UnknownAction[] = [];
    const recorder: Middleware = () => (next) => (action) => {
      log.push(action as UnknownAction);
      return next(action);
    };
    const store = configureStore({
      reducer: { members: reducer },
      middleware: (gdm) => gdm().concat(recorder),
    });
    await store.dispatch(thunks.search());
    await store.dispatch(thunks.remove({ id: 2 }));
    expect(members.selectors.selectListRecords(store.getState()).map((m) => m.deleted ?? false)).toEqual([
      false,
      true,
    ]);
    const replayed = log.filter((a) => a.type.startsWith('members/')).reduce(reducer, initial());
    expect(replayed).toEqual(store.getState().members);
  });
});
