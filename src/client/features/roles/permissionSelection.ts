// Pure rules of the permission editor: a selection is a list of keys, kept in catalogue order so a
// saved role reads the same whatever order the boxes were ticked in.
import type { PermissionGroup } from './types';

export interface BoxState {
  checked: boolean;
  indeterminate: boolean;
}

/** Checked when every key is selected, indeterminate when only some are. */
export function boxState(keys: readonly string[], selected: ReadonlySet<string>): BoxState {
  const count = keys.filter((key) => selected.has(key)).length;
  return {
    checked: keys.length > 0 && count === keys.length,
    indeterminate: count > 0 && count < keys.length,
  };
}

export const allKeys = (groups: readonly PermissionGroup[]): string[] => groups.flatMap((g) => g.permissions);

/** Adds or removes `keys`; the result lists only catalogue keys (the role schema accepts nothing else). */
export function toggleKeys(
  groups: readonly PermissionGroup[],
  selected: readonly string[],
  keys: readonly string[],
  on: boolean,
): string[] {
  const next = new Set(selected);
  for (const key of keys) {
    if (on) next.add(key);
    else next.delete(key);
  }
  return allKeys(groups).filter((key) => next.has(key));
}
