// Writes a new area into a checkout (`npm run new:area -- <name>`, docs/adding-an-entity.md): its registry row and
// schema, a migration granting its family, its server module with a demo seed, its client feature (list, form,
// menu entry), its labels in every language, and a server and a client test — then the one line pair in the
// registry's index (the registry's names are types: its areas are listed, not discovered). Everything else finds
// the area by its folder or its row. Nothing is overwritten: a name already taken stops it before any write.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { areaNames, type AreaNames } from './names';
import * as templates from './templates';

export interface GenerateOptions {
  /** The checkout to write into (its root: package.json, src/, i18n/, __tests__/). */
  root: string;
  name: string;
  /** The singular when the rule (`lockers` → `locker`) gets it wrong. */
  singular?: string;
  /** Today, for the migration's date (the clock by default). */
  now?: Date;
}

export interface GeneratedArea {
  names: AreaNames;
  /** The migration's module name (`20261129_0102_lockers`). */
  migration: string;
  /** Files written, relative to the root. */
  written: string[];
  /** Files changed, relative to the root (the registry's index). */
  edited: string[];
}

const MIGRATIONS = 'src/server/db/migrations';
const REGISTRY_INDEX = 'src/shared/resources/index.ts';
const MIGRATION = /^(\d{8})_(\d{4})_\w+\.ts$/;

/** The next migration's name: today's date, or the last migration's when that is later, numbered after it. */
export function nextMigration(root: string, table: string, now: Date): string {
  const today = now.toISOString().slice(0, 10).replace(/-/g, '');
  const last = readdirSync(path.join(root, MIGRATIONS))
    .map((file) => MIGRATION.exec(file))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => [match[1]!, Number(match[2])] as const)
    .sort(([a, m], [b, k]) => a.localeCompare(b) || m - k)
    .at(-1);
  if (!last || last[0] < today) return `${today}_0101_${table}`;
  return `${last[0]}_${String(last[1] + 1).padStart(4, '0')}_${table}`;
}

/** After every menu entry there is. */
function nextNavOrder(root: string): number {
  const features = path.join(root, 'src/client/features');
  const orders = readdirSync(features)
    .map((folder) => path.join(features, folder, 'area.tsx'))
    .filter((file) => existsSync(file))
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\border: (\d+)/g)].map((m) => Number(m[1])));
  return Math.max(0, ...orders) + 10;
}

/** Why `names` cannot be written into `root`, if it cannot: a file, a registry row, a table or a family taken. */
function conflicts(root: string, names: AreaNames, files: readonly string[]): string[] {
  const found = files.filter((file) => existsSync(path.join(root, file)));
  for (const folder of [`src/client/features/${names.name}`, `src/server/modules/${names.name}`])
    if (existsSync(path.join(root, folder))) found.push(folder);
  const resources = path.join(root, 'src/shared/resources');
  for (const file of readdirSync(resources)) {
    const text = readFileSync(path.join(resources, file), 'utf8');
    if (new RegExp(`\\bname: '${names.name}'`).test(text)) found.push(`the registry row '${names.name}'`);
    if (new RegExp(`\\bentity: '${names.table}'`).test(text)) found.push(`the table '${names.table}'`);
    if (new RegExp(`\\bfamily: '${names.family}'`).test(text)) found.push(`the family ${names.family}`);
  }
  const migrations = path.join(root, MIGRATIONS);
  for (const file of readdirSync(migrations))
    if (
      new RegExp(`(createRecordTable\\(db, |createTable\\()'${names.table}'`).test(
        readFileSync(path.join(migrations, file), 'utf8'),
      )
    )
      found.push(`the table '${names.table}' (${file})`);
  if (
    new RegExp(`'${names.family}_`).test(readFileSync(path.join(root, 'src/shared/permissions.ts'), 'utf8'))
  )
    found.push(`the family ${names.family} (permissions.ts)`);
  return [...new Set(found)];
}

/** The registry's index with the area's rows imported and spread after the others. */
export function withRegistryLine(index: string, name: string): string {
  const imports = [...index.matchAll(/^import \{ \w+Rows \} from '\.\/[\w]+';$/gm)];
  const end = /^\} as const satisfies Record<string, ResourceDef>;$/m.exec(index);
  if (imports.length === 0 || !end) throw new Error(`${REGISTRY_INDEX} is not laid out as expected`);
  const lastImport = imports.at(-1)!;
  const afterImport = lastImport.index + lastImport[0].length;
  return (
    index.slice(0, afterImport) +
    `\nimport { ${name}Rows } from './${name}';` +
    index.slice(afterImport, end.index) +
    `  ...${name}Rows,\n` +
    index.slice(end.index)
  );
}

async function formatted(root: string, file: string, text: string): Promise<string> {
  const options = (await prettier.resolveConfig(path.join(root, file))) ?? {};
  return prettier.format(text, { ...options, filepath: path.join(root, file) });
}

export async function generateArea(options: GenerateOptions): Promise<GeneratedArea> {
  const { root } = options;
  const names = areaNames(options.name, options.singular);
  const n = names;
  const migration = nextMigration(root, n.table, options.now ?? new Date());
  const context: templates.AreaContext = { n, migration, navOrder: nextNavOrder(root) };
  const files: Record<string, string> = {
    [`src/shared/resources/${n.name}.ts`]: templates.registryRow(context),
    [`src/shared/schemas/${n.name}.ts`]: templates.schema(context),
    [`${MIGRATIONS}/${migration}.ts`]: templates.migration(context),
    [`src/server/modules/${n.name}/index.ts`]: templates.moduleIndex(context),
    [`src/server/modules/${n.name}/demoSeed.ts`]: templates.demoSeed(context),
    [`src/client/features/${n.name}/area.tsx`]: templates.clientArea(context),
    [`src/client/features/${n.name}/types.ts`]: templates.clientTypes(context),
    [`src/client/features/${n.name}/${n.Plural}ListPage.tsx`]: templates.listPage(context),
    [`src/client/features/${n.name}/${n.Singular}FormPage.tsx`]: templates.formPage(context),
    ...Object.fromEntries(
      templates.LANGUAGES.map((lang) => [
        `i18n/${lang}/${n.name}.json`,
        templates.translations(context, lang),
      ]),
    ),
    [`__tests__/server/modules/${n.name}/${n.name}.test.ts`]: templates.serverTest(context),
    [`__tests__/client/features/${n.name}/${n.Plural}Pages.test.tsx`]: templates.clientTest(context),
  };
  const taken = conflicts(root, n, Object.keys(files));
  if (taken.length > 0) throw new Error(`'${n.name}' is taken: ${taken.join('; ')}`);

  // Everything is formatted before the first write, so a template prettier cannot read writes nothing.
  const index = readFileSync(path.join(root, REGISTRY_INDEX), 'utf8');
  const outputs: [string, string][] = [];
  for (const [file, text] of Object.entries(files)) outputs.push([file, await formatted(root, file, text)]);
  outputs.push([REGISTRY_INDEX, await formatted(root, REGISTRY_INDEX, withRegistryLine(index, n.name))]);
  for (const [file, text] of outputs) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return { names, migration, written: Object.keys(files), edited: [REGISTRY_INDEX] };
}
