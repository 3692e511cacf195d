// The member file's tabs are owned by the areas whose data they show (diets by nutrition, reports by reports, …):
// an area declares `memberTabs` in its area.tsx and the members area renders whichever one is open, without
// importing another feature. The app collects them once from every area and hands them down by context. An
// area may add a tab past the spec's twelve (check-ins): it says which permission shows it, which tab it
// follows in the menu and the key of its title.
import { createContext, useContext, type ComponentType } from 'react';

/** What a contributed tab receives: the member whose file is open and the tab's translated title. */
export interface MemberTabProps {
  memberId: number;
  title: string;
}

/** Where a tab the spec does not list goes: shown with `permission`, after the tab `after`, titled `titleKey`. */
export interface ExtraMemberTab {
  key: string;
  permission: string;
  after: string;
  titleKey: string;
}

/** One tab of the member file (spec part 1 §2), by its key in the tab menu (e.g. 'diets'). */
export interface AreaMemberTab {
  key: string;
  component: ComponentType<MemberTabProps>;
  /** Only for a tab beyond the spec's list. */
  extra?: Omit<ExtraMemberTab, 'key'>;
}

export interface MemberTabs {
  components: Readonly<Record<string, ComponentType<MemberTabProps>>>;
  extra: readonly ExtraMemberTab[];
}

/** One component per key; two areas claiming the same tab is a wiring mistake caught at start-up. */
export function collectMemberTabs(tabs: readonly AreaMemberTab[]): MemberTabs {
  const byKey: Record<string, ComponentType<MemberTabProps>> = {};
  const extra: ExtraMemberTab[] = [];
  for (const tab of tabs) {
    if (byKey[tab.key]) throw new Error(`member tab '${tab.key}' is declared by two areas`);
    byKey[tab.key] = tab.component;
    if (tab.extra) extra.push({ key: tab.key, ...tab.extra });
  }
  return { components: byKey, extra };
}

export const MemberTabsContext = createContext<MemberTabs>({ components: {}, extra: [] });

export const useMemberTabComponent = (key: string): ComponentType<MemberTabProps> | undefined =>
  useContext(MemberTabsContext).components[key];

export const useExtraMemberTabs = (): readonly ExtraMemberTab[] => useContext(MemberTabsContext).extra;
