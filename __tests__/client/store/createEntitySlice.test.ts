import { configureStore, type Middleware, type ThunkAction, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import configureMockStore from 'redux-mock-store';
import { thunk } from 'redux-thunk';
import { configureHttp } from '../../../src/client/api/http';
import { createEntitySlice, type EntitySliceState } from '../../../src/client/store/createEntitySlice';
import { apiError, mockHttp, type Reply } from '../api/mockHttp';

interface Member {
  id: number;
  name: string;
  email?: string;
}

const members = createEntitySlice<Member>({ name: 'members', path: 'members', defaultSort: { sort: 'id', sort_by: 'DESC' } });
const packages = createEntitySlice<{ id: number; price: number }>({ name: 'memberPackages', path: 'members/:parentId/packages' });
const { reducer, actions, thunks } = members;

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
// @types/redux-mock-store still speaks redux 4's Middleware type; the runtime contract is the same.
const mockStore = configureMockStore<unknown, Dispatch>([thunk as never]);
/** Any of the five thunks, so a table can list them side by side. */
type AnyThunk = ThunkAction<Promise<unknown>, unknown, unknown, UnknownAction>;
const initial = (): EntitySliceState<Member> => reducer(undefined, { type: '@@init' });
const storeWith = (state = initial()) => mockStore({ members: state, memberPackages: packages.reducer(undefined, { type: '@@init' }) });
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
      errors: { search: null, read: null, create: null, update: null, delete: null },
      total: 0,
      query: { criteria: {}, sort: 'id', sort_by: 'DESC', page: 0, count: 25 },
      current: null,
    });
  });

  it('uses defaultCount and no sort when none is given', () => {
    expect(packages.reducer(undefined, { type: '@@init' }).query).toEqual({ criteria: {}, sort: undefined, sort_by: undefined, page: 0, count: 25 });
    const foods = createEntitySlice<Member>({ name: 'foods', path: 'foods', defaultCount: 20 });
    expect(foods.reducer(undefined, { type: '@@init' }).query.count).toBe(20);
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
    const store = storeWith({ ...initial(), query: { criteria: {}, sort: 'name', sort_by: 'ASC', page: 4, count: 10 } });
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
    ['create answered 200', (): AnyThunk => thunks.create({ body: { name: 'x' } }), { status: 200, data: ayse }],
    ['update answered 201', (): AnyThunk => thunks.update({ id: 1, body: { name: 'x' } }), { status: 201, data: ayse }],
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
    const calls = mockHttp((c) => (c.method === 'post' ? { status: 201, data: ayse } : c.method === 'delete' ? { status: 204 } : { status: 200, data: ayse }));
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

  it('sub-resources resolve :parentId; the parent travels in meta.arg', async () => {
    const calls = mockHttp((c) => (c.method === 'post' ? { status: 201, data: { id: 5, price: 10 } } : { status: 200, data: [], headers: { 'x-total-count': '0' } }));
    const store = storeWith();
    await store.dispatch(packages.thunks.search({ parentId: 7 }));
    await store.dispatch(packages.thunks.create({ parentId: 7, body: { price: 10 } }));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['get members/7/packages?start=0&count=25', 'post members/7/packages']);
    expect(types(store)).toEqual(['memberPackages/search/pending', 'memberPackages/search/fulfilled', 'memberPackages/create/pending', 'memberPackages/create/fulfilled']);
    // A missing parent is a programming error, reported as the unexpected-error message rather than a wrong URL.
    await store.dispatch(packages.thunks.search());
    expect(store.getActions()[5]).toMatchObject({ type: 'memberPackages/search/rejected', payload: 'Beklenmeyen bir hata oluştu.' });
  });
});

describe('reducer transitions (the state table)', () => {
  const arg = { id: 1 };
  const withError = (scope: keyof EntitySliceState<Member>['errors']) => ({ ...initial(), errors: { ...initial().errors, [scope]: 'old', search: scope === 'search' ? 'old' : 'keep' } });

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
    const aborted = thunks.search.rejected(Object.assign(new Error('Aborted'), { name: 'AbortError' }), 'r', undefined);
    expect(aborted.meta.aborted).toBe(true);
    expect(reducer(searching, aborted)).toBe(searching);
  });

  it('search fulfilled replaces the page, stores the total, returns to idle', () => {
    let state = reducer(initial(), thunks.search.fulfilled({ data: [ayse, mehmet], total: 42 }, 'r', undefined));
    expect(state).toMatchObject({ status: 'idle', ids: [1, 2], total: 42 });
    state = reducer(state, thunks.search.fulfilled({ data: [mehmet], total: 1 }, 'r', undefined));
    expect(state.ids).toEqual([2]);
    expect(state.total).toBe(1);
  });

  it('search pending applies its query patch (for replay without the network)', () => {
    const state = reducer({ ...initial(), query: { ...initial().query, page: 3, sort: 'name', sort_by: 'ASC' } }, thunks.search.pending('r', { query: { criteria: { name: 'a' } } }));
    expect(state.query).toEqual({ criteria: { name: 'a' }, sort: 'id', sort_by: 'DESC', page: 0, count: 25 });
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
    let state = reducer(initial(), thunks.search.fulfilled({ data: [ayse, mehmet], total: 2 }, 'r', undefined));
    state = reducer({ ...state, status: 'deleting' }, thunks.remove.fulfilled({ id: 1 }, 'r', arg));
    expect(state.status).toBe('idle');
    expect(state.ids).toEqual([1, 2]);
    expect(state.entities[1]).toEqual({ ...ayse, deleted: true });
    expect(state.entities[2]?.deleted).toBeUndefined();
    expect(state.total).toBe(2);
  });

  it('setCriteria resets page and sort to the defaults', () => {
    const moved = { ...initial(), query: { criteria: {}, sort: 'name', sort_by: 'ASC' as const, page: 5, count: 50 } };
    expect(reducer(moved, actions.setCriteria({ name: 'ay' })).query).toEqual({ criteria: { name: 'ay' }, sort: 'id', sort_by: 'DESC', page: 0, count: 50 });
  });

  it('setPage, setCount and setSort', () => {
    let state = reducer(initial(), actions.setPage(3));
    expect(state.query.page).toBe(3);
    state = reducer(state, actions.setCount(100));
    expect(state.query).toMatchObject({ page: 0, count: 100 });
    state = reducer(reducer(state, actions.setPage(2)), actions.setSort({ sort: 'name', sort_by: 'ASC' }));
    expect(state.query).toMatchObject({ page: 0, sort: 'name', sort_by: 'ASC' });
    state = reducer(state, actions.setSort({}));
    expect(state.query).toMatchObject({ sort: 'id', sort_by: 'DESC' });
  });

  it('clearError clears one scope; reset returns to the initial state', () => {
    const failed = reducer(reducer(initial(), thunks.create.rejected(null, 'r', { body: {} }, 'a')), thunks.search.rejected(null, 'r', undefined, 'b'));
    const cleared = reducer(failed, actions.clearError('create'));
    expect(cleared.errors).toMatchObject({ create: null, search: 'b' });
    expect(reducer(cleared, actions.reset())).toEqual(initial());
  });

  it('accepts extra case reducers', () => {
    const withExtra = createEntitySlice<Member, { rename: (s: EntitySliceState<Member>, a: { payload: string }) => void }>({
      name: 'people',
      path: 'people',
      reducers: {
        rename(state, action) {
          const first = state.ids[0];
          if (first !== undefined) state.entities[first].name = action.payload;
        },
      },
    });
    const loaded = withExtra.reducer(undefined, withExtra.thunks.search.fulfilled({ data: [ayse], total: 1 }, 'r', undefined));
    expect(withExtra.reducer(loaded, withExtra.actions.rename('Zeynep')).entities[1].name).toBe('Zeynep');
  });
});

describe('with a real store', () => {
  it('replays search → delete into the same state without the network', async () => {
    mockHttp((c) => (c.method === 'delete' ? { status: 204 } : { status: 200, data: [ayse, mehmet], headers: { 'x-total-count': '2' } }));
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
    expect(members.selectors.selectAll(store.getState()).map((m) => m.deleted ?? false)).toEqual([false, true]);
    const replayed = log.filter((a) => a.type.startsWith('members/')).reduce(reducer, initial());
    expect(replayed).toEqual(store.getState().members);
  });
});
