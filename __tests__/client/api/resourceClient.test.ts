import { createResourceClient, dropEmptyStrings, listUrl } from '../../../src/client/api/resourceClient';
import { UnexpectedStatusError } from '../../../src/client/api/http';
import { mockHttp } from './mockHttp';

const query = { criteria: {}, page: 0, count: 25 };

describe('list query rules', () => {
  it('computes start = page × count and keeps sort', () => {
    expect(listUrl('members', { ...query, page: 3, count: 10, sort: 'id', sort_by: 'DESC' })).toBe(
      'members?start=30&count=10&sort=id&sort_by=DESC',
    );
  });

  it('skips empty, null, undefined and false criteria but keeps 0', () => {
    const criteria = {
      name: '',
      email: undefined,
      coach_id: null,
      active: false,
      customer_type: 0,
      status: 'active',
    };
    expect(listUrl('members', { ...query, criteria })).toBe(
      'members?start=0&count=25&customer_type=0&status=active',
    );
  });

  it('encodes values', () => {
    expect(listUrl('users', { ...query, criteria: { name: 'Ayşe K' } })).toBe(
      'users?start=0&count=25&name=Ay%C5%9Fe%20K',
    );
  });
});

describe('createResourceClient', () => {
  const client = createResourceClient<{ id: number; name: string }>({ path: 'members', operations: {} });

  it('lists with the total from x-total-count', async () => {
    const calls = mockHttp(() => ({
      status: 200,
      data: [{ id: 1, name: 'A' }],
      headers: { 'x-total-count': '41' },
    }));
    await expect(client.list({ ...query, page: 1 })).resolves.toEqual({
      data: [{ id: 1, name: 'A' }],
      total: 41,
    });
    expect(calls[0].method).toBe('get');
    expect(calls[0].url).toBe('members?start=25&count=25');
  });

  it('reads, creates, updates and deletes with the spec codes', async () => {
    const calls = mockHttp((c) => {
      if (c.method === 'post') return { status: 201, data: { id: 2, name: 'B' } };
      if (c.method === 'delete') return { status: 204 };
      return { status: 200, data: { id: 2, name: 'B' } };
    });
    await client.read(2);
    await client.create({ name: 'B' });
    await client.update(2, { name: 'B', email: '', reference: 0 });
    await client.remove(2);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'get members/2',
      'post members',
      'put members/2',
      'delete members/2',
    ]);
    // Edit submissions drop empty strings, keep 0.
    expect(JSON.parse(calls[2].data as string)).toEqual({ name: 'B', reference: 0 });
  });

  it('treats a 2xx other than the expected code as an error', async () => {
    mockHttp(() => ({ status: 200, data: { id: 3 } }));
    await expect(client.create({ name: 'C' })).rejects.toBeInstanceOf(UnexpectedStatusError);
    mockHttp(() => ({ status: 200 }));
    await expect(client.remove(3)).rejects.toBeInstanceOf(UnexpectedStatusError);
  });

  it('serves sub-resources under a parent path', async () => {
    const calls = mockHttp(() => ({ status: 200, data: [], headers: { 'x-total-count': '0' } }));
    await createResourceClient(
      { path: 'members/:member_id/packages', operations: {} },
      { member_id: 7 },
    ).list(query);
    expect(calls[0].url).toBe('members/7/packages?start=0&count=25');
  });

  it('listAll reads every page of the search', async () => {
    const records = Array.from({ length: 450 }, (_, i) => ({ id: i + 1, name: `n${i}` }));
    const calls = mockHttp((c) => {
      const params = new URLSearchParams(String(c.url).split('?')[1]);
      const start = Number(params.get('start'));
      const count = Number(params.get('count'));
      return {
        status: 200,
        data: records.slice(start, start + count),
        headers: { 'x-total-count': String(records.length) },
      };
    });
    const all = await client.listAll({ ...query, page: 4, criteria: { status: 'active' } });
    expect(all).toHaveLength(450);
    expect(calls.map((c) => c.url)).toEqual([
      'members?start=0&count=200&status=active',
      'members?start=200&count=200&status=active',
      'members?start=400&count=200&status=active',
    ]);
  });
});

it('dropEmptyStrings keeps every non-empty value', () => {
  expect(dropEmptyStrings({ a: '', b: 0, c: false, d: null, e: 'x' })).toEqual({
    b: 0,
    c: false,
    d: null,
    e: 'x',
  });
});

// Personal trainings: an operation with a path of its own (the spec's copy-day call).
describe('an operation with its own path', () => {
  it('fills the record key into the path and sends the body', async () => {
    const calls = mockHttp(() => ({ status: 200, data: { id: 12, copied: 2 } }));
    const days = createResourceClient({
      path: 'personalTrainingsDay',
      operations: {
        copy: {
          method: 'PUT',
          on: 'record',
          path: 'personalTrainingsDayCopy/:id',
          permission: 'UPDATE',
          answer: 'json',
        },
      },
    });
    await expect(days.operation('copy', { id: 12, body: { copy_day_id: 11 } })).resolves.toEqual({
      id: 12,
      copied: 2,
    });
    expect([calls[0]!.method, calls[0]!.url]).toEqual(['put', 'personalTrainingsDayCopy/12']);
  });
});

// Member progress: a GET operation's arguments travel in the query string.
describe('a GET operation', () => {
  it('sends its arguments as query parameters, not as a body', async () => {
    const calls = mockHttp(() => ({ status: 200, data: { bins: [] } }));
    const measurements = createResourceClient(
      {
        path: 'members/:member_id/measurements',
        operations: {
          detailsReport: {
            method: 'GET',
            on: 'collection',
            segment: '_details_report',
            permission: 'SEARCH',
            answer: 'json',
          },
        },
      },
      { member_id: 7 },
    );
    await measurements.operation('detailsReport', { body: { field: 'weight', bins: 5 } });
    expect([calls[0]!.method, calls[0]!.url, calls[0]!.params, calls[0]!.data]).toEqual([
      'get',
      'members/7/measurements/_details_report',
      { field: 'weight', bins: 5 },
      undefined,
    ]);
  });
});
