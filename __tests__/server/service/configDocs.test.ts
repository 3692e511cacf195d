// The configuration's documentation is written from the variables' declarations (src/server/configSchema.ts):
// a table that differs from what they write fails here, so the docs cannot drift from the code. Every variable
// the programs read is declared.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { VARIABLES } from '../../../src/server/configSchema';
import { configurationDoc, readme } from '../../../src/tools/configDocs';

const root = path.resolve(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

it.each([
  ['docs/configuration.md', configurationDoc],
  ['README.md', readme],
])('%s holds the table the declarations write (npm run docs:config)', (file, render) => {
  const current = read(file);
  expect(render(current)).toBe(current);
});

it('declares every environment variable the server and the scripts read', () => {
  const sources = (dir: string): string[] =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return sources(file);
      return /\.(ts|mjs)$/.test(entry.name) ? [file] : [];
    });
  const names = new Set<string>();
  for (const file of [...sources('src'), ...sources('scripts')])
    for (const [, name] of read(file).matchAll(/process\.env\.([A-Z_][A-Z0-9_]*)/g)) names.add(name);
  expect(names.size).toBeGreaterThan(0);
  expect([...names].filter((name) => !(name in VARIABLES))).toEqual([]);
});
