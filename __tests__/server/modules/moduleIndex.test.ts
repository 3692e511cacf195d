// The server's areas are found by folder (modules/<area>/index.ts), as the SPA's feature folders are: adding an
// area adds no line anywhere else. Demo seeds run after the modules whose rows they read (`seedAfter`).
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type FoundModule, MODULES, findModules, seedOrder } from '../../../src/server/modules';
import { tempDir } from '../helpers/tempDir';

const MODULES_DIR = path.join(__dirname, '../../../src/server/modules');

it('finds every module folder, by name, and nothing else', () => {
  const folders = readdirSync(MODULES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  expect(MODULES.map((area) => area.name)).toEqual(folders);
  expect(MODULES.find((area) => area.name === 'checkins')?.hooks).toHaveProperty('checkins');
});

it('runs each demo seed after the seeds it reads, alphabetical otherwise', () => {
  const order = seedOrder(MODULES).map((area) => area.name);
  for (const area of MODULES)
    for (const before of area.seedAfter ?? [])
      expect(order.indexOf(before)).toBeLessThan(order.indexOf(area.name));
  expect(order.filter((name) => ['checkins', 'history', 'memberFile'].includes(name))).toEqual([
    'memberFile',
    'checkins',
    'history',
  ]);
  const free = (names: string[]) => names.map((name): FoundModule => ({ name }));
  expect(seedOrder(free(['b', 'a', 'c'])).map((area) => area.name)).toEqual(['a', 'b', 'c']);
});

it('refuses an unknown module to seed after, and a cycle', () => {
  expect(() => seedOrder([{ name: 'a', seedAfter: ['nope'] }])).toThrow("unknown module 'nope'");
  expect(() =>
    seedOrder([{ name: 'a', seedAfter: ['b'] }, { name: 'b', seedAfter: ['a'] }, { name: 'c' }]),
  ).toThrow('cycle among: a, b');
});

it('refuses a folder whose index exports no module', () => {
  const folder = tempDir('modules');
  mkdirSync(path.join(folder, 'broken'));
  writeFileSync(
    path.join(folder, 'broken', 'index.js'),
    'module.exports = { default: { hooks: {}, rotues: [] } };',
  );
  mkdirSync(path.join(folder, 'notes'));
  expect(() => findModules(folder)).toThrow(
    'modules/broken/index must export a module by default (unknown: rotues)',
  );
});
