// The member file's tabs are owned by the areas whose data they show (diets by nutrition, reports by reports, …):
// an area declares `memberTabs` in its area.tsx and the members area renders whichever one is open, without
// importing another feature. The app collects them once from every area and hands them down by context.
import { createContext, useContext, type ComponentType } from 'react';

/** What a contributed tab receives: the member whose file is open and the tab's translated title. */
export interface MemberTabProps {
  memberId: number;
  title: string;
}

/** One tab of the member file (spec part 1 §2), by its key in the tab menu (e.g. 'diets'). */
export interface AreaMemberTab {
  key: string;
  component: ComponentType<MemberTabProps>;
}

export type MemberTabComponents = Readonly<Record<string, ComponentType<MemberTabProps>>>;

/** One component per key; two areas claiming the same tab is a wiring mistake caught at start-up. */
export function collectMemberTabs(tabs: readonly AreaMemberTab[]): MemberTabComponents {
  const byKey: Record<string, ComponentType<MemberTabProps>> = {};
  for (const tab of tabs) {
    if (byKey[tab.key]) throw new Error(`member tab '${tab.key}' is declared by two areas`);
    byKey[tab.key] = tab.component;
  }
  return byKey;
}

export const MemberTabsContext = createContext<MemberTabComponents>({});

export const useMemberTabComponent = (key: string): ComponentType<MemberTabProps> | undefined =>
  useContext(MemberTabsContext)[key];
