// The catalogue = the spec's families, then a group per registry family the spec does not list (derived from its
// rows' verbs and operations), then the single keys: a new area's permissions come with its row alone.
import {
  allPermissions,
  derivedGroups,
  isPermission,
  permissionGroups,
} from '../../src/shared/permissionCatalogue';
import { DECLARED_FAMILIES, SINGLE_KEYS } from '../../src/shared/permissions';
import {
  defineResource,
  operationPermission,
  permissionOf,
  type ResourceDef,
} from '../../src/shared/resourceDef';
import { RESOURCES } from '../../src/shared/resources';

const lockers = defineResource({
  name: 'lockers',
  path: 'lockers',
  family: 'LOCKERS',
  actions: ['delete', 'search', 'create'],
  operations: {
    release: { method: 'POST', on: 'record', permission: 'APPROVE', answer: 'empty' },
    notify: { method: 'POST', on: 'record', permission: 'NOTIFICATIONS_CREATE', answer: 'empty' },
  },
});
const lockerKeys = defineResource({
  name: 'lockerKeys',
  path: 'lockers/:locker_id/keys',
  family: 'LOCKERS',
  actions: ['search', 'update'],
  permissions: { update: 'CREATE', search: 'MEMBER_CONSULTATION_POSTUR' },
});

it("derives a new family's group from its rows: verbs in catalogue order, then operations, own keys only", () => {
  expect(derivedGroups([lockers, lockerKeys])).toEqual([
    {
      group: 'LOCKERS',
      permissions: ['LOCKERS_SEARCH', 'LOCKERS_CREATE', 'LOCKERS_DELETE', 'LOCKERS_APPROVE'],
    },
  ]);
});

it('derives nothing for a family the spec declares', () => {
  const members = defineResource({ name: 'm', path: 'm', family: 'MEMBERS', actions: ['search'] });
  expect(derivedGroups([members])).toEqual([]);
});

it("holds the registry's own families between the spec's and the single keys", () => {
  const rows = Object.values(RESOURCES) as ResourceDef[];
  const groups = permissionGroups().map((g) => g.group);
  expect(groups.slice(0, DECLARED_FAMILIES.length)).toEqual(DECLARED_FAMILIES.map((g) => g.group));
  // Between them: families of registry rows, none of the spec's, in registry order (check-ins before history).
  const own = groups.slice(DECLARED_FAMILIES.length, -SINGLE_KEYS.length);
  const families = [...new Set(rows.map((row) => row.family))];
  expect(
    own.filter((group) => !families.includes(group) || DECLARED_FAMILIES.some((g) => g.group === group)),
  ).toEqual([]);
  expect(own).toEqual([...own].sort((a, b) => families.indexOf(a) - families.indexOf(b)));
  expect(own).toEqual(expect.arrayContaining(['CHECKINS', 'HISTORY']));
  // Every key a row's verbs and operations need is in the catalogue, once.
  const needed = rows.flatMap((row) => [
    ...row.actions.map((verb) => permissionOf(row, verb)),
    ...Object.values(row.operations).map((op) => operationPermission(row, op)),
  ]);
  expect(needed.filter((key) => !isPermission(key))).toEqual([]);
  expect(permissionGroups().find((g) => g.group === 'CHECKINS')?.permissions).toEqual([
    'CHECKINS_SEARCH',
    'CHECKINS_CREATE',
    'CHECKINS_DELETE',
  ]);
  expect(new Set(allPermissions()).size).toBe(allPermissions().length);
});
