// The navigation (spec part 1 §2), built from the areas' entries: the one source for the side menu, search,
// shortcuts and dashboard links. Leaves carry the permission(s) that show them (any one suffices); groups show
// while a child shows. The app provides it (NavigationContext); the shell only reads it.
import { createContext } from 'react';
import type { AreaNavItem, NavGroupId } from './area';
import { navIcon, type NavIcon } from './navIcon';

export interface NavItem {
  kind: 'item';
  id: string;
  /** i18n key of the title, `navigation.<id>`. */
  titleKey: string;
  route: string;
  icon: NavIcon;
  permissions: readonly string[];
}

export interface NavGroup {
  kind: 'group';
  id: string;
  titleKey: string;
  icon: NavIcon;
  children: readonly NavItem[];
}

export type NavEntry = NavItem | NavGroup;

/** The menu groups' icons. */
export const NAV_GROUPS: Record<NavGroupId, NavIcon> = {
  management: navIcon(() => import(/* webpackChunkName: "nav-icons" */ '@ant-design/icons/AppstoreOutlined')),
  finance: navIcon(() => import(/* webpackChunkName: "nav-icons" */ '@ant-design/icons/AccountBookOutlined')),
  content: navIcon(() => import(/* webpackChunkName: "nav-icons" */ '@ant-design/icons/ReadOutlined')),
  nutrition: navIcon(() => import(/* webpackChunkName: "nav-icons" */ '@ant-design/icons/HeartOutlined')),
  training: navIcon(() => import(/* webpackChunkName: "nav-icons" */ '@ant-design/icons/ScheduleOutlined')),
};

/** Entries in `order`; a group stands where its first entry would. */
export function buildNavigation(items: readonly AreaNavItem[]): NavEntry[] {
  const entries: NavEntry[] = [];
  const groups = new Map<string, NavItem[]>();
  for (const { group, order: _order, titleKey, ...rest } of [...items].sort((a, b) => a.order - b.order)) {
    const item: NavItem = { kind: 'item', titleKey: titleKey ?? `navigation.${rest.id}`, ...rest };
    if (!group) {
      entries.push(item);
      continue;
    }
    let children = groups.get(group);
    if (!children) {
      groups.set(group, (children = []));
      entries.push({
        kind: 'group',
        id: group,
        titleKey: `navigation.groups.${group}`,
        icon: NAV_GROUPS[group],
        children,
      });
    }
    children.push(item);
  }
  return entries;
}

export const NavigationContext = createContext<readonly NavEntry[]>([]);
