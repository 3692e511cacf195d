// What `npm run new:area -- <name>` writes: a working area with three sample fields (name: required text, status:
// active/passive, notes: optional text) to be replaced by the real ones — each file as the project's small areas
// write it (branches, roles, check-ins). The texts are prettier-formatted when written (generate.ts).
import type { AreaNames } from './names';

/** What a template needs beyond the names: the migration's module name and the menu entry's place. */
export interface AreaContext {
  n: AreaNames;
  /** `20261129_0102_lockers` (no extension). */
  migration: string;
  /** The menu entry's `order`: after every entry there is. */
  navOrder: number;
}

const VERBS = ['SEARCH', 'CREATE', 'READ', 'UPDATE', 'DELETE'] as const;
const keys = (family: string) => VERBS.map((verb) => `${family}_${verb}`);
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export function registryRow({ n }: AreaContext): string {
  const entity = n.table === n.name ? '' : `\n    entity: '${n.table}',`;
  return `// The ${n.name} area's registry row (assembled in index.ts; the row shape is resourceDef.ts): ${n.title.toLowerCase()} with
// the row's name search and status filter, named by their name to the records that point at them.
import { defineResource } from '../resourceDef';
import { ${n.singular}Schema } from '../schemas/${n.name}';
import { status } from './common';

export const ${n.name}Rows = {
  ${n.name}: defineResource({
    name: '${n.name}',
    path: '${n.name}',${entity}
    family: '${n.family}',
    defaultSort: { sort: 'name', sort_by: 'ASC' },
    sortable: ['id', 'name', 'status', 'created_at'],
    filters: { id: 'eq', status },
    search: { param: 'name', columns: ['name', 'notes'] },
    searchForm: ['name', 'status'],
    schema: ${n.singular}Schema,
    label: ['name'],
    screens: { list: '/${n.name}', add: '/${n.singular}-add', edit: '/${n.singular}-edit/:id' },
  }),
} as const;
`;
}

export function schema({ n }: AreaContext): string {
  return `// ${n.singularTitle} form and API body: a name, a status and notes (messages are i18n keys). The server validates
// every write with it and the form uses it; the record type comes from it.
import { object } from 'yup';
import type { SchemaRecord } from '../schemaRecord';
import { RECORD_STATUSES, oneOfRequired, optionalText, requiredText } from './fields';

export const ${n.singular}Schema = object({
  name: requiredText(),
  status: oneOfRequired(RECORD_STATUSES),
  notes: optionalText(1000),
});

/** A ${n.singularTitle.toLowerCase()} as the API answers it (fields the server fills go here, and the row names the type in \`record\`). */
export type ${n.Singular}Record = SchemaRecord<typeof ${n.singular}Schema>;
`;
}

export function migration({ n }: AreaContext): string {
  return `// ${n.title}: one row per ${n.singularTitle.toLowerCase()}, searched and sorted by name. Roles that may change roles get the
// family's keys (a full administrator stays full); give them to other roles by widening the rule.
import { grantToRoles } from '../roleGrants';
import { addSearchColumns, createRecordTable, dropSearchColumns, type MigrationDb } from '../tableBuilders';

const KEYS = ${JSON.stringify(keys(n.family)).replace(/"/g, "'").replace(/,/g, ', ')};

export function grantedWith(permissions: readonly string[]): string[] {
  const held = new Set(permissions);
  if (held.has('ROLES_UPDATE')) for (const key of KEYS) held.add(key);
  return [...held];
}

export async function up(db: MigrationDb): Promise<void> {
  await createRecordTable(db, '${n.table}')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await addSearchColumns(db, '${n.table}', ['name', 'notes'], ['name']);

  await grantToRoles(db, grantedWith);
}

// The keys granted cannot be told from ones given by hand afterwards: they stay (unknown keys are ignored).
export async function down(db: MigrationDb): Promise<void> {
  await dropSearchColumns(db, '${n.table}', ['name', 'notes'], ['name']);
  await db.schema.dropTable('${n.table}').execute();
}
`;
}

export function moduleIndex({ n }: AreaContext): string {
  return `import type { ServerModule } from '../module';
import { seed${n.Plural} } from './demoSeed';

const area: ServerModule = {
  demoSeed: seed${n.Plural},
};

export default area;
`;
}

export function demoSeed({ n, migration }: AreaContext): string {
  return `// Demo ${n.title.toLowerCase()}: a dozen rows of the demo gym, most of them active, written over the last half year, so the
// list, its search and the form open on real rows. The demo roles get the family's keys by the rule the upgrade
// gave existing roles.
import type { Insertable, Kysely } from 'kysely';
import { grantedWith } from '../../db/migrations/${migration}';
import { grantToRoles } from '../../db/roleGrants';
import { bumpVersion } from '../../db/repositories/tableVersions';
import type { Database, TableOf } from '../../db/schema';
import { DAY_MS, random } from '../../db/seed/demoPlan';

const COUNT = 12;
const NOTES = ['', 'Haftalık kontrolü yapıldı.', 'Yenilenmesi planlandı.', '', 'Ön büro takip ediyor.'];

export async function seed${n.Plural}(db: Kysely<Database>): Promise<void> {
  const rand = random(${seedNumber(n.name)});
  const now = Date.now();
  await grantToRoles(db, grantedWith);

  const rows: Insertable<TableOf<'${n.table}'>>[] = Array.from({ length: COUNT }, (_, i) => {
    const created = new Date(now - Math.floor(rand() * 180 * DAY_MS)).toISOString();
    return {
      name: \`${n.singularTitle} \${String(i + 1).padStart(2, '0')}\`,
      status: i % 6 === 5 ? 'passive' : 'active',
      notes: NOTES[i % NOTES.length]!,
      created_at: created,
      updated_at: created,
    };
  });
  await db.insertInto('${n.table}').values(rows).execute();
  await bumpVersion(db, '${n.table}');
  await bumpVersion(db, 'roles');
}
`;
}

/** A seed of the demo's generator of its own (demoPlan's `random`), from the name. */
function seedNumber(name: string): number {
  return [...name].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 10_000, 7);
}

export function clientArea({ n, navOrder }: AreaContext): string {
  return `// ${n.title} area: list, add, edit; its menu entry is titled by the area's own file (${n.name}.title).
import { navIcon, type Area } from '../../shell/area';
import { lazyPage } from '../../shell/lazyPage';

const ${n.Plural}ListPage = lazyPage(() => import(/* webpackChunkName: "${n.name}" */ './${n.Plural}ListPage'));
const ${n.Singular}FormPage = lazyPage(() => import(/* webpackChunkName: "${n.singular}-form" */ './${n.Singular}FormPage'));

export const area: Area = {
  routes: [
    { path: '/${n.name}', access: 'staff', element: <${n.Plural}ListPage /> },
    { path: '/${n.singular}-add', access: 'staff', element: <${n.Singular}FormPage /> },
    { path: '/${n.singular}-edit/:id', access: 'staff', element: <${n.Singular}FormPage /> },
  ],
  nav: [
    {
      id: '${n.name}',
      route: '/${n.name}',
      icon: navIcon(() => import(/* webpackChunkName: "nav-icons" */ '@ant-design/icons/ContainerOutlined')),
      permissions: ['${n.family}_SEARCH'],
      group: 'management',
      order: ${navOrder},
      titleKey: '${n.name}.title',
    },
  ],
};
`;
}

export function clientTypes({ n }: AreaContext): string {
  return `// The ${n.name} area's record, as the registry answers it (with the \`names\` of what it points at).
import type { RecordOf } from '../../../shared/recordOf';

export type ${n.Singular} = RecordOf<'${n.name}'>;
`;
}

export function listPage({ n }: AreaContext): string {
  return `// /${n.name}: the ${n.title.toLowerCase()} with the row's name search and status filter.
import { EntityList, type EntityColumn } from '../../components/EntityList';
import { StatusTag } from '../../components/StatusTag';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import type { ${n.Singular} } from './types';

const columns: EntityColumn<${n.Singular}>[] = [
  { field: 'id', width: 80, ltr: true },
  { field: 'name' },
  { field: 'status', render: (r) => <StatusTag status={r.status} /> },
  { field: 'notes' },
];

export default function ${n.Plural}ListPage() {
  usePageTitle('${n.name}.title');
  return <EntityList<${n.Singular}> entity={entities.${n.name}} columns={columns} />;
}
`;
}

export function formPage({ n }: AreaContext): string {
  return `// /${n.singular}-add and /${n.singular}-edit/:id: name and status required, notes free. Save gated by ${n.family}_CREATE /
// ${n.family}_UPDATE inside EntityForm.
import { Col, Row } from 'antd';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RECORD_STATUSES } from '../../../shared/schemas/fields';
import { EntityForm } from '../../components/EntityForm';
import { SelectField, TextAreaField, TextField } from '../../components/fields';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import type { ${n.Singular} } from './types';

export interface ${n.Singular}Values {
  name: string;
  status: ${n.Singular}['status'] | '';
  notes: string;
}

const EMPTY: ${n.Singular}Values = { name: '', status: 'active', notes: '' };
const half = { xs: 24, md: 12 } as const;

export default function ${n.Singular}FormPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const titleKey = id ? '${n.name}.edit_title' : '${n.name}.add_title';
  usePageTitle(titleKey);
  return (
    <EntityForm<${n.Singular}, ${n.Singular}Values> entity={entities.${n.name}} id={id} initialValues={EMPTY} title={t(titleKey)}>
      <Row gutter={16}>
        <Col {...half}>
          <TextField name="name" required />
        </Col>
        <Col {...half}>
          <SelectField name="status" required options={RECORD_STATUSES} />
        </Col>
        <Col span={24}>
          <TextAreaField name="notes" rows={3} />
        </Col>
      </Row>
    </EntityForm>
  );
}
`;
}

/** The labels per language: the title stays the English words of the name until translated. */
const LABELS = {
  tr: {
    add: 'yeni kayıt',
    edit: 'kaydı düzenle',
    fields: { id: 'No', name: 'Ad', status: 'Durum', notes: 'Notlar' },
    status: { active: 'Aktif', passive: 'Pasif' },
    verbs: ['Listeleme', 'Ekleme', 'Görüntüleme', 'Güncelleme', 'Silme'],
  },
  en: {
    add: 'new record',
    edit: 'edit record',
    fields: { id: 'No', name: 'Name', status: 'Status', notes: 'Notes' },
    status: { active: 'Active', passive: 'Passive' },
    verbs: ['Search', 'Create', 'Read', 'Update', 'Delete'],
  },
  ar: {
    add: 'سجل جديد',
    edit: 'تعديل السجل',
    fields: { id: 'الرقم', name: 'الاسم', status: 'الحالة', notes: 'ملاحظات' },
    status: { active: 'نشط', passive: 'غير نشط' },
    verbs: ['بحث', 'إنشاء', 'عرض', 'تحديث', 'حذف'],
  },
} as const;

export type Language = keyof typeof LABELS;
export const LANGUAGES = Object.keys(LABELS) as Language[];

export function translations({ n }: AreaContext, lang: Language): string {
  const labels = LABELS[lang];
  return json({
    [n.name]: {
      title: n.title,
      add_title: `${n.title}: ${labels.add}`,
      edit_title: `${n.title}: ${labels.edit}`,
      fields: labels.fields,
      options: { status: labels.status },
      // The roles screen's labels of the family (shared/permissionCatalogue.ts: permissionLabelKeys).
      permissions: Object.fromEntries([
        [n.family, n.title],
        ...keys(n.family).map((key, i) => [key, `${n.title}: ${labels.verbs[i]}`]),
      ]),
    },
  });
}

export function serverTest({ n, migration }: AreaContext): string {
  return `// ${n.title}: the row's calls on each database — create, read, list (the name search, the status filter), update,
// delete —, the schema's 400, the family's keys, and the demo seed with the migration's grants. A rule the area's
// hooks add gets its test beside these.
import { grantedWith } from '../../../../src/server/db/migrations/${migration}';
import { seed${n.Plural} } from '../../../../src/server/modules/${n.name}/demoSeed';
import type { ${n.Singular}Record } from '../../../../src/shared/schemas/${n.name}';
import { createStaff, sessionToken } from '../../helpers/fixtures';
import { describeEachDatabase } from '../../helpers/testApp';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const sample = (extra: object = {}) => ({ name: '${n.singularTitle} A', status: 'active', notes: 'Giriş katında.', ...extra });

describeEachDatabase('${n.name}', (t) => {
  let token = '';
  const call = (method: Method, url: string, payload?: object, as = token) =>
    t().request({ method, url: \`/api/v1/\${url}\`, token: as, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    token = (await t().login()).access_token;
  });

  it('creates, reads, lists, searches, updates and deletes a ${n.singularTitle.toLowerCase()}', async () => {
    const created = await call('POST', '${n.name}', sample({ name: '${n.singularTitle} Çınar' }));
    expect(created.statusCode).toBe(201);
    const record = created.json<${n.Singular}Record>();
    expect(record).toMatchObject({ name: '${n.singularTitle} Çınar', status: 'active', notes: 'Giriş katında.' });
    expect((await call('GET', \`${n.name}/\${record.id}\`)).json()).toEqual(record);

    await call('POST', '${n.name}', sample({ name: '${n.singularTitle} Meşe', status: 'passive' }));
    const found = await call('GET', '${n.name}?name=çınar&status=active');
    expect(found.headers['x-total-count']).toBe('1');
    expect(found.json<${n.Singular}Record[]>().map((r) => r.id)).toEqual([record.id]);

    // An edit sends what changed; null empties the notes.
    const updated = await call('PUT', \`${n.name}/\${record.id}\`, { status: 'passive', notes: null });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: '${n.singularTitle} Çınar', status: 'passive', notes: '' });

    expect((await call('DELETE', \`${n.name}/\${record.id}\`)).statusCode).toBe(204);
    expect((await call('GET', \`${n.name}/\${record.id}\`)).statusCode).toBe(404);
  });

  it('refuses a ${n.singularTitle.toLowerCase()} without a name: 400 naming the field', async () => {
    const res = await call('POST', '${n.name}', sample({ name: ' ' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { name: 'generic.fields.required' } });
  });

  it('needs the family\\'s keys: a list needs ${n.family}_SEARCH, a create ${n.family}_CREATE', async () => {
    const tokenOf = async (permissions: string[]) =>
      sessionToken(t().app.db, t().config.jwtSecret, (await createStaff(t().app.db, { permissions })).id);
    const reader = await tokenOf(['${n.family}_SEARCH']);
    expect((await call('GET', '${n.name}', undefined, reader)).statusCode).toBe(200);
    expect((await call('POST', '${n.name}', sample(), reader)).statusCode).toBe(403);
    expect((await call('GET', '${n.name}', undefined, await tokenOf(['${n.family}_READ']))).statusCode).toBe(403);
  });

  it('seeds its demo rows, and grants the family to the roles that may change roles alone', async () => {
    await seed${n.Plural}(t().app.db);
    const res = await call('GET', '${n.name}?count=100');
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(12);
    expect(grantedWith(['ROLES_UPDATE'])).toEqual(expect.arrayContaining(${JSON.stringify(keys(n.family)).replace(/"/g, "'")}));
    expect(grantedWith(['MEMBERS_SEARCH'])).toEqual(['MEMBERS_SEARCH']);
  });
});
`;
}

export function clientTest({ n }: AreaContext): string {
  const rel = '../../../..';
  return `// ${n.title}: the list asks for the row's first page and shows its columns; the form creates a record from its
// fields and goes back to the list; the menu entry is titled by the area's file, whose labels exist in tr, en and ar.
import { screen, waitFor, within } from '@testing-library/react';
import { area } from '${rel}/src/client/features/${n.name}/area';
import ${n.Singular}FormPage from '${rel}/src/client/features/${n.name}/${n.Singular}FormPage';
import ${n.Plural}ListPage from '${rel}/src/client/features/${n.name}/${n.Plural}ListPage';
import { mockHttp } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';
import ar from '${rel}/i18n/ar/${n.name}.json';
import en from '${rel}/i18n/en/${n.name}.json';
import tr from '${rel}/i18n/tr/${n.name}.json';

const ALL = ${JSON.stringify(keys(n.family)).replace(/"/g, "'")};
const session = { session: signedInSession({ permissions: ALL }) };
const rows = [
  { id: 2, name: '${n.singularTitle} 02', status: 'active', notes: 'Giriş katında.' },
  { id: 1, name: '${n.singularTitle} 01', status: 'passive', notes: '' },
];

it('lists the ${n.title.toLowerCase()} by name with their status', async () => {
  const calls = mockHttp(() => ({ status: 200, data: rows, headers: { 'x-total-count': '2' } }));
  renderWithProviders(<${n.Plural}ListPage />, { preloadedState: session, route: '/${n.name}', path: '/${n.name}' });
  expect(await screen.findByText('${n.singularTitle} 02')).toBeInTheDocument();
  expect(calls[0]!.url).toMatch(/^${n.name}\\?start=0&count=\\d+&sort=name&sort_by=ASC$/);
  expect(screen.getByRole('columnheader', { name: /Durum/ })).toBeInTheDocument();
  const row = screen.getByText('${n.singularTitle} 01').closest('tr') as HTMLElement;
  expect(within(row).getByText('Pasif')).toBeInTheDocument();
});

it('creates a ${n.singularTitle.toLowerCase()} from the form and goes back to the list', async () => {
  const calls = mockHttp((c) =>
    c.method === 'post'
      ? { status: 201, data: { id: 3, ...JSON.parse(String(c.data)) } }
      : { status: 200, data: [], headers: { 'x-total-count': '0' } },
  );
  const { user, router } = renderWithProviders(<${n.Singular}FormPage />, {
    preloadedState: session,
    route: '/${n.singular}-add',
    path: '/${n.singular}-add',
    routes: [{ path: '/${n.name}', element: <p>list</p> }],
  });
  await user.click(screen.getByLabelText('Ad'));
  await user.paste('${n.singularTitle} 03');
  await user.click(screen.getByLabelText('Notlar'));
  await user.paste('Yenilendi.');
  await user.click(screen.getByText('Kaydet'));

  await waitFor(() => expect(calls.some((c) => c.method === 'post')).toBe(true));
  const post = calls.find((c) => c.method === 'post')!;
  expect(post.url).toBe('${n.name}');
  expect(JSON.parse(String(post.data))).toEqual({ name: '${n.singularTitle} 03', status: 'active', notes: 'Yenilendi.' });
  await waitFor(() => expect(router.state.location.pathname).toBe('/${n.name}'));
});

it('has a menu entry titled by the area, and the same labels in tr, en and ar', () => {
  expect(area.nav?.map(({ id, route, permissions, titleKey }) => ({ id, route, permissions, titleKey }))).toEqual([
    { id: '${n.name}', route: '/${n.name}', permissions: ['${n.family}_SEARCH'], titleKey: '${n.name}.title' },
  ]);
  const keys = (tree: object, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'object' ? keys(value as object, \`\${prefix}\${key}.\`) : [\`\${prefix}\${key}\`],
    );
  expect(keys(en)).toEqual(keys(tr));
  expect(keys(ar)).toEqual(keys(tr));
});
`;
}
