// The recipe on the SPA side: the test-only entity of __tests__/fixtures/gadgets.ts gets its slice from the one
// factory, is injected into the real store, and runs list / read / create / update / delete, a nested child,
// a JSON operation, a binary one and an approval through the state machine, with nothing else written for it.
import { configureHttp } from '../../../src/client/api/http';
import { makeStore, rootReducer } from '../../../src/client/store';
import { createEntitySlice } from '../../../src/client/store/createEntitySlice';
import { gadgetParts, gadgets } from '../../fixtures/gadgets';
import { apiError, mockHttp } from '../api/mockHttp';

interface Gadget {
  id: number;
  name: string;
  status: 'pending' | 'approved';
}

const slice = createEntitySlice<Gadget>(gadgets);
const parts = createEntitySlice<{ id: number; gadget_id: number; label: string }>(gadgetParts);
rootReducer.inject(slice);
rootReducer.inject(parts);

const g1: Gadget = { id: 1, name: 'Dambıl', status: 'pending' };

function storeWithLog() {
  const store = makeStore();
  const types = () =>
    store.actionLog
      .read()
      .entries.map((entry) => entry.action.type)
      .filter((type) => type.startsWith('gadget'));
  return {
    store,
    types,
    state: () => store.getState() as unknown as Record<string, ReturnType<typeof slice.reducer>>,
  };
}

afterEach(() => configureHttp({ getLanguage: () => 'tr' }));

it('runs the five verbs through the state machine', async () => {
  const calls = mockHttp((c) => {
    if (c.method === 'get' && c.url === 'gadgets/1') return { status: 200, data: g1 };
    if (c.method === 'get') return { status: 200, data: [g1], headers: { 'x-total-count': '1' } };
    if (c.method === 'post') return { status: 201, data: { id: 2, name: 'Yeni', status: 'pending' } };
    if (c.method === 'put') return { status: 200, data: { ...g1, name: 'Dambıl 2' } };
    return { status: 204 };
  });
  const { store, types, state } = storeWithLog();
  await store.dispatch(slice.thunks.search({ query: { criteria: { name: 'dam' } } }));
  await store.dispatch(slice.thunks.read({ id: 1 }));
  await store.dispatch(slice.thunks.create({ body: { name: 'Yeni' } }));
  await store.dispatch(slice.thunks.update({ id: 1, body: { name: 'Dambıl 2' } }));
  await store.dispatch(slice.thunks.remove({ id: 1 }));
  expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
    'get gadgets?start=0&count=25&sort=id&sort_by=DESC&name=dam',
    'get gadgets/1',
    'post gadgets',
    'put gadgets/1',
    'delete gadgets/1',
  ]);
  expect(types()).toEqual(
    ['search', 'read', 'create', 'update', 'delete'].flatMap((verb) => [
      `gadgets/${verb}/pending`,
      `gadgets/${verb}/fulfilled`,
    ]),
  );
  expect(state().gadgets.entities[1]).toEqual({ ...g1, name: 'Dambıl 2', deleted: true });
  expect(state().gadgets.status).toBe('idle');
});

it('keeps the nested child per parent', async () => {
  mockHttp((c) => ({
    status: 200,
    data: c.url?.startsWith('gadgets/1/') ? [{ id: 7, gadget_id: 1, label: 'vida' }] : [],
    headers: { 'x-total-count': '1' },
  }));
  const { store } = storeWithLog();
  await store.dispatch(parts.thunks.search({ parent: { gadget_id: 1 } }));
  await store.dispatch(parts.thunks.search({ parent: { gadget_id: 2 } }));
  expect(parts.selectors.selectListRecords(store.getState(), { gadget_id: 1 }).map((p) => p.label)).toEqual([
    'vida',
  ]);
  expect(parts.selectors.selectListRecords(store.getState(), { gadget_id: 2 })).toEqual([]);
});

it('runs a JSON operation and an approval with their own status, and a failed approval in its own scope', async () => {
  mockHttp((c) => {
    if (c.url === 'gadgets/1/_summary') return { status: 200, data: { id: 1, parts: 2 } };
    if (c.url === 'gadgets/1/approve') return { status: 200, data: { ...g1, status: 'approved' } };
    return {
      status: 409,
      data: apiError('transition_not_allowed', 'Kaydın şu anki durumunda bu işlem yapılamaz.'),
    };
  });
  const { store, types, state } = storeWithLog();
  const summary = await store.dispatch(slice.operations.summary({ id: 1 }));
  expect(summary.payload).toEqual({ id: 1, parts: 2 });
  await store.dispatch(slice.operations.approve({ id: 1 }));
  expect(state().gadgets.entities[1]?.status).toBe('approved');
  await store.dispatch(slice.operations.approve({ id: 2 }));
  expect(types()).toEqual([
    'gadgets/summary/pending',
    'gadgets/summary/fulfilled',
    'gadgets/approve/pending',
    'gadgets/approve/fulfilled',
    'gadgets/approve/pending',
    'gadgets/approve/rejected',
  ]);
  expect(state().gadgets.errors).toMatchObject({
    approve: 'Kaydın şu anki durumunda bu işlem yapılamaz.',
    update: null,
  });
  expect(state().gadgets.operations).toEqual({ summary: 'idle', show: 'idle', approve: 'idle' });
});

it('downloads a binary answer without keeping its bytes, and shows a failed one’s translated message', async () => {
  const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
  URL.createObjectURL = jest.fn(() => 'blob:pdf');
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  mockHttp((c) =>
    c.url === 'gadgets/1/_show'
      ? {
          status: 200,
          data: pdf,
          headers: {
            'content-disposition': 'attachment; filename="gadget-1.pdf"',
            'content-type': 'application/pdf',
          },
        }
      : {
          status: 404,
          data: new Blob([JSON.stringify(apiError('not_found', 'Kayıt bulunamadı.'))], {
            type: 'application/json',
          }),
        },
  );
  const { store, state } = storeWithLog();
  const saved = await store.dispatch(slice.operations.show({ id: 1 }));
  expect(saved.payload).toEqual({ fileName: 'gadget-1.pdf', type: 'application/pdf', size: 8 });
  expect(click).toHaveBeenCalledTimes(1);
  const failed = await store.dispatch(slice.operations.show({ id: 9 }));
  expect(failed.payload).toBe('Kayıt bulunamadı.');
  expect(state().gadgets.errors.show).toBe('Kayıt bulunamadı.');
  expect(JSON.stringify(state().gadgets)).not.toContain('PDF');
  click.mockRestore();
});
