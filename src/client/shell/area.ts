// What a feature folder declares in its area.tsx: its routes and its navigation entries. The app finds every
// features/*/area.tsx (app/areas.ts), so adding an area wires nothing outside its folder.
import type { FeatureRoute } from './featureRoute';
import type { AreaMemberTab } from './memberTabs';
import type { NavIcon } from './navIcon';

export { navIcon, type NavIcon } from './navIcon';

/** The menu's groups (titles `navigation.groups.<id>`; icons in navigation.ts). */
export type NavGroupId = 'management' | 'finance' | 'content' | 'nutrition' | 'training';

/** A menu entry (spec part 1 §2): shown while the user holds any of `permissions`. */
export interface AreaNavItem {
  /** Also the i18n key `navigation.<id>` of its title, unless `titleKey` says otherwise. */
  id: string;
  route: string;
  icon: NavIcon;
  permissions: readonly string[];
  /** The menu group it sits in (none: top level). */
  group?: NavGroupId;
  /** Position in the menu: lower first. */
  order: number;
  titleKey?: string;
}

export interface Area {
  routes: FeatureRoute[];
  nav?: AreaNavItem[];
  /** Tabs of the member file this area fills (shell/memberTabs.ts). */
  memberTabs?: AreaMemberTab[];
}
