// /member-edit/{id}/checkins (CHECKINS_SEARCH): the member's visits, with the check-in and the day's undo.
import type { MemberTabProps } from '../../shell/memberTabs';
import { CheckinPanel } from './CheckinPanel';

export default function CheckinsTab({ memberId, title }: MemberTabProps) {
  return <CheckinPanel memberId={memberId} title={title} />;
}
