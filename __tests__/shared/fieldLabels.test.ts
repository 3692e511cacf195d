// Every field a registry row's schema names has a label in every language: forms, list columns, the history's
// changes and validation summaries all show `<i18n>.fields.<field>`, and a missing one shows the raw column name.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, resources, type Language, type Tree } from '../../i18n';
import { RESOURCES } from '../../src/shared/resources';

/** The first-load catalogue and the screens' parts (loaded with their chunks in the SPA), merged deeply. */
function everything(lang: Language): Tree {
  const merge = (into: Tree, from: Tree): Tree => {
    for (const [key, value] of Object.entries(from)) {
      const there = into[key];
      into[key] = typeof value === 'object' && typeof there === 'object' ? merge({ ...there }, value) : value;
    }
    return into;
  };
  const dir = path.join(__dirname, '..', '..', 'i18n', lang, 'screens');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Tree)
    .reduce(merge, merge({}, resources[lang]));
}

const has = (tree: Tree, key: string): boolean => {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' && node.length > 0;
};

it.each(LANGUAGES)('every schema field of every registry row has a label in %s', (lang) => {
  const tree = everything(lang);
  const missing: string[] = [];
  for (const [name, row] of Object.entries(RESOURCES)) {
    const writeOnly: readonly string[] = row.writeOnly ?? [];
    for (const schema of [row.schema, row.updateSchema]) {
      for (const field of Object.keys(schema?.describe().fields ?? {})) {
        const key = `${row.i18n}.fields.${field}`;
        if (!writeOnly.includes(field) && !has(tree, key) && !missing.includes(`${name}: ${key}`))
          missing.push(`${name}: ${key}`);
      }
    }
  }
  expect(missing).toEqual([]);
});
