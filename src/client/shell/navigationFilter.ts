// Pure helpers over the navigation table: permission filtering, flattening, active item, search.
import { hasAny } from '../../shared/permissions';
import type { NavEntry, NavItem } from './navigation';

/** The entries the permissions show: leaves need one of their permissions; empty groups disappear. */
export function filterNavigation(entries: readonly NavEntry[], permissions: readonly string[]): NavEntry[] {
  const out: NavEntry[] = [];
  for (const entry of entries) {
    if (entry.kind === 'item') {
      if (hasAny(permissions, entry.permissions)) out.push(entry);
      continue;
    }
    const children = entry.children.filter((child) => hasAny(permissions, child.permissions));
    if (children.length > 0) out.push({ ...entry, children });
  }
  return out;
}

export const flattenNavigation = (entries: readonly NavEntry[]): NavItem[] =>
  entries.flatMap((entry) => (entry.kind === 'item' ? [entry] : entry.children));

/** The item whose route is the path or a prefix of it at a segment boundary (`/members` for `/members/3`). */
export function activeItem(items: readonly NavItem[], pathname: string): NavItem | undefined {
  return items.find((item) => pathname === item.route || pathname.startsWith(`${item.route}/`));
}

export const SEARCH_LIMIT = 10;

/** Items whose translated title contains the query (case-insensitive in the UI language), at most 10. */
export function searchNavigation(
  items: readonly NavItem[],
  query: string,
  title: (item: NavItem) => string,
  lang: string,
): NavItem[] {
  const needle = query.trim().toLocaleLowerCase(lang);
  if (!needle) return [];
  return items.filter((item) => title(item).toLocaleLowerCase(lang).includes(needle)).slice(0, SEARCH_LIMIT);
}
