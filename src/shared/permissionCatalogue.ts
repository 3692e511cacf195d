// The whole permission catalogue: the spec's families (permissions.ts), then one group per family of the
// registry that the spec does not list — the keys its rows' verbs and operations need — then the single keys.
// A new area's family is in the catalogue by its row alone (check-ins: CHECKINS_SEARCH, _CREATE, _DELETE).
// The server seeds it, guards routes with it and answers GET permissions from it.
import { CRUD, type CatalogueGroup, DECLARED_FAMILIES, SINGLE_KEYS } from './permissions';
import { type ResourceDef, operationPermission, permissionOf } from './resourceDef';
import { RESOURCES } from './resources';

/** The keys of `family` that `rows` need, verbs in catalogue order (SEARCH … DELETE), then operations. */
export function familyKeys(family: string, rows: readonly ResourceDef[]): string[] {
  const own = (key: string) => key === family || key.startsWith(`${family}_`);
  const keys = rows
    .filter((row) => row.family === family)
    .flatMap((row) => [
      ...CRUD.map((a) => a.toLowerCase())
        .filter((verb) => (row.actions as readonly string[]).includes(verb))
        .map((verb) => permissionOf(row, verb)),
      ...Object.values(row.operations).map((op) => operationPermission(row, op)),
    ]);
  return [...new Set(keys.filter(own))];
}

/** The registry's families the spec's catalogue does not list, as groups in registry order. */
export function derivedGroups(rows: readonly ResourceDef[]): CatalogueGroup[] {
  const declared = new Set([...DECLARED_FAMILIES, ...SINGLE_KEYS].flatMap((g) => g.permissions));
  const families = [...new Set(rows.map((row) => row.family))];
  return families
    .map((family) => ({
      group: family,
      permissions: familyKeys(family, rows).filter((k) => !declared.has(k)),
    }))
    .filter((group) => group.permissions.length > 0);
}

// Computed on first use: the registry's rows (the roles schema among them) import this module's isPermission.
let catalogue: { groups: CatalogueGroup[]; keys: readonly string[]; known: Set<string> } | undefined;

function built() {
  if (!catalogue) {
    const groups = [...DECLARED_FAMILIES, ...derivedGroups(Object.values(RESOURCES)), ...SINGLE_KEYS];
    const keys = groups.flatMap((g) => g.permissions);
    catalogue = { groups, keys, known: new Set(keys) };
  }
  return catalogue;
}

/** Catalogue groups in display order (GET permissions). */
export const permissionGroups = (): readonly CatalogueGroup[] => built().groups;

/** Every catalogue key (a full administrator holds them all). */
export const allPermissions = (): readonly string[] => built().keys;

export const isPermission = (key: string): boolean => built().known.has(key);

/**
 * The i18n keys that may label a catalogue group or key, the first found wins: the roles screen's own
 * (`roles.groups.<group>`, `roles.permissions.<key>`), then, for a family the registry brings, its area's file
 * (`<i18n>.permissions.<group or key>`) — so a new area's labels live beside its other labels.
 */
export function permissionLabelKeys(kind: 'group' | 'permission', key: string): string[] {
  const own = kind === 'group' ? `roles.groups.${key}` : `roles.permissions.${key}`;
  const group = kind === 'group' ? key : built().groups.find((g) => g.permissions.includes(key))?.group;
  const row = Object.values(RESOURCES as Readonly<Record<string, ResourceDef>>).find(
    (r) => r.family === group,
  );
  return row ? [own, `${row.i18n}.permissions.${key}`] : [own];
}
