// GET /api/v1/openapi.json: an OpenAPI 3.1 document a standard validator accepts, with an operation for
// every route the server registered, the registry's schemas in it, and answers that match what the server sends.
import { compileErrors, dereference, validate } from '@readme/openapi-parser';
import Ajv2020 from 'ajv/dist/2020';
import { isDocumented, openApiPath } from '../../../src/server/openapi/document';
import { createStaff, sessionToken } from '../helpers/fixtures';
import { sampleBody } from '../helpers/samples';
import { createTestApp, type TestApp } from '../helpers/testApp';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let token: string;
let document: Json;

beforeAll(async () => {
  t = await createTestApp('sqlite');
  token = (await t.login()).access_token;
  const res = await t.request({ method: 'GET', url: '/api/v1/openapi.json', token });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  document = res.json<Json>();
});
afterAll(() => t.close());

/** The operation of a route, with its `$ref`s resolved (the validator's dereference, on a copy). */
async function resolved(): Promise<Json> {
  return (await dereference(structuredClone(document) as never)) as Json;
}

/** Ajv for OpenAPI 3.1's dialect (JSON Schema 2020-12); formats are documentation here, not checked. */
const ajv = () => new Ajv2020({ strict: false, validateFormats: false, allErrors: true });

describe('GET /api/v1/openapi.json', () => {
  it('is for signed-in staff: 401 without a session, the same document for staff holding no permission', async () => {
    const anonymous = await t.request({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: 'unauthorized' });
    const nobody = await createStaff(t.app.db, { permissions: [] });
    const staff = await t.request({
      method: 'GET',
      url: '/api/v1/openapi.json',
      token: await sessionToken(t.app.db, t.config.jwtSecret, nobody.id),
    });
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toEqual(document);
  });

  it('is valid OpenAPI 3.1 by @readme/openapi-parser', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document) as never);
    expect([result.valid, result.valid ? '' : compileErrors(result)]).toEqual([true, '']);
    expect(result.warnings).toEqual([]);
  });

  it('has an operation for every route in the route catalogue, and none other', () => {
    const documented = t.app.routeCatalogue.filter(isDocumented);
    const missing = documented.filter(
      (route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()],
    );
    expect(missing).toEqual([]);
    const operations = Object.values(document.paths as Record<string, Json>).flatMap((item) =>
      Object.keys(item),
    );
    expect(operations.length).toBe(documented.length);
    // The figure docs/api.md quotes: every route but the SPA's files (absent here: no dist/).
    expect(documented.length).toBe(t.app.routeCatalogue.length);
  });

  it('names the guard of every operation as the server enforces it', () => {
    for (const route of t.app.routeCatalogue.filter(isDocumented)) {
      const operation = document.paths[openApiPath(route.url)][route.method.toLowerCase()];
      const key = `${route.method} ${route.url}`;
      expect([key, operation['x-permission']]).toEqual([key, route.permission]);
      const access = route.permission ? 'permission' : route.access;
      expect([key, operation['x-access']]).toEqual([key, access]);
      if (route.permission) expect(operation.description).toContain(`\`${route.permission}\``);
      // Public routes need no bearer token; every other one answers 401 and 403 in the envelope.
      if (access === 'public') expect([key, operation.security]).toEqual([key, []]);
      else
        expect([key, Object.keys(operation.responses)]).toEqual([
          key,
          expect.arrayContaining(['401', '403']),
        ]);
    }
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('asks members POST for the spec’s required fields with their types', async () => {
    const body = (await resolved()).paths['/api/v1/members'].post.requestBody.content['application/json']
      .schema;
    expect(body.required).toEqual(
      expect.arrayContaining(['name', 'birthdate', 'email', 'status', 'customer_type']),
    );
    expect(body.required).not.toContain('phone');
    expect(body.properties.name).toMatchObject({ type: 'string', maxLength: 255 });
    expect(body.properties.birthdate).toMatchObject({ type: 'string', format: 'date' });
    expect(body.properties.email).toMatchObject({ type: 'string', format: 'email' });
    expect(body.properties.status.enum).toEqual(['active', 'passive']);
    expect(body.properties.customer_type.enum).toEqual([0, 1]);
    // An optional reference may be emptied with null (docs/api.md "Clearing a field").
    expect(body.properties.coach_id.type).toEqual(expect.arrayContaining(['integer', 'null']));
    // The password is written, never answered.
    const record = (await resolved()).components.schemas.Members;
    expect(record.properties.password).toBeUndefined();
    expect(record.properties.names).toBeDefined();
  });

  it('gives a sub-resource path its parent parameter', () => {
    const operation = document.paths['/api/v1/members/{member_id}/packages/{id}'].get;
    const parameters = operation.parameters as Json[];
    expect(parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'member_id', in: 'path', required: true, schema: expect.anything() }),
        expect.objectContaining({ name: 'id', in: 'path', required: true }),
      ]),
    );
    expect(parameters.find((p) => p.name === 'member_id')?.schema.type).toBe('integer');
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '404']));
    const assigned = document.paths['/api/v1/users/{user_id}/members'].get.parameters as Json[];
    expect(assigned.map((p) => p.name)).toContain('user_id');
  });

  it('describes a list’s paging, sort, search and filters, and its total header', async () => {
    const list = (await resolved()).paths['/api/v1/members'].get;
    const byName = Object.fromEntries((list.parameters as Json[]).map((p) => [p.name, p]));
    expect(Object.keys(byName)).toEqual(
      expect.arrayContaining(['start', 'count', 'sort', 'sort_by', 'name', 'status', 'coach_id']),
    );
    expect(byName.sort.schema.enum).toEqual(expect.arrayContaining(['id', 'name', 'created_at']));
    expect(byName.sort_by.schema.enum).toEqual(['ASC', 'DESC']);
    expect(byName.status.schema.enum).toEqual(['active', 'passive']);
    expect(list.responses['200'].headers['X-Total-Count']).toBeDefined();
    expect(list.responses['200'].content['application/json'].schema.type).toBe('array');
  });

  it('describes the error envelope, versions on writes, and the limits of rate-limited calls', async () => {
    const api = await resolved();
    expect(api.components.schemas.Error.required).toEqual([
      'error',
      'message',
      'translations',
      'translated_message',
    ]);
    const update = api.paths['/api/v1/members/{id}'].put;
    expect(Object.keys(update.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '409', '412']),
    );
    expect((update.parameters as Json[]).map((p) => p.name)).toContain('If-Match');
    expect(update.requestBody.content['application/json'].schema.required).toBeUndefined();
    const send = api.paths['/api/v1/members/_sendPassword'].post;
    expect(Object.keys(send.responses)).toContain('429');
    expect(send.requestBody.content['application/json'].schema.required).toEqual(['id']);
    expect(api.paths['/api/v1/diet_lists/{id}/_show'].post.responses['200'].content).toHaveProperty(
      'application/pdf',
    );
  });

  it('attaches the yup schemas of module routes (config.doc) and describes the rest by path and guard', async () => {
    const api = await resolved();
    const password = api.paths['/api/v1/profile/password'].put;
    expect(password.requestBody.content['application/json'].schema.required).toEqual([
      'current_password',
      'new_password',
    ]);
    expect(password['x-access']).toBe('signed-in');
    const signIn = api.paths['/api/v1/authentications/users'].post;
    expect(signIn.security).toEqual([]);
    expect(signIn.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
    expect(api.paths['/api/v1/dashboard'].get['x-permission']).toBe('USERS_SEARCH');
  });

  it('matches what the server answers: a record, a list and a refusal', async () => {
    const api = await resolved();
    const check = (schema: Json, value: unknown, what: string) => {
      const valid = ajv().compile(schema);
      expect([what, valid(value) ? [] : valid.errors]).toEqual([what, []]);
    };
    const created = await t.request({
      method: 'POST',
      url: '/api/v1/members',
      token,
      payload: sampleBody('members'),
    });
    expect(created.statusCode).toBe(201);
    check(
      api.paths['/api/v1/members'].post.responses['201'].content['application/json'].schema,
      created.json(),
      'a created member',
    );
    const listed = await t.request({ method: 'GET', url: '/api/v1/members', token });
    check(
      api.paths['/api/v1/members'].get.responses['200'].content['application/json'].schema,
      listed.json(),
      'a list of members',
    );
    expect(listed.headers['x-total-count']).toBe('1');
    const refused = await t.request({ method: 'POST', url: '/api/v1/members', token, payload: {} });
    expect(refused.statusCode).toBe(400);
    check(
      api.paths['/api/v1/members'].post.responses['400'].content['application/json'].schema,
      refused.json(),
      'a 400',
    );
    // A create body as the document describes it is one the server takes (an empty reference as null: the
    // server also takes a form's '', which the document does not offer).
    const body = { ...sampleBody('members'), reference: null };
    check(
      api.paths['/api/v1/members'].post.requestBody.content['application/json'].schema,
      body,
      'a member create body',
    );
    expect(
      (await t.request({ method: 'POST', url: '/api/v1/members', token, payload: body })).statusCode,
    ).toBe(201);
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page and its files from this origin, with no inline script', async () => {
    const page = await t.request({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    // Each script is a file (the policy refuses inline code), and nothing comes from another origin.
    for (const [, attributes, inline] of scripts) {
      expect(inline.trim()).toBe('');
      expect(attributes).toMatch(/src="\/api\/docs\//);
    }
    expect(page.body).not.toMatch(/https?:\/\//);
    for (const file of ['swagger-ui-bundle.js', 'swagger-ui.css', 'reference.js']) {
      const asset = await t.request({ method: 'GET', url: `/api/docs/${file}` });
      expect([file, asset.statusCode]).toEqual([file, 200]);
      expect(asset.body.length).toBeGreaterThan(500);
    }
    const script = await t.request({ method: 'GET', url: '/api/docs/reference.js' });
    expect(script.body).toContain('gym.session');
    expect(script.body).toContain('/api/v1/openapi.json');
    const unknown = await t.request({ method: 'GET', url: '/api/docs/package.json' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'route_not_found' });
  });
});
