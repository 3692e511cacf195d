// The member file's `diets` tab (/member-edit/{id}/diets, DIET_LISTS_READ): that member's lists through
// members/{id}/diet_lists, with the same actions as /dietlists; adding starts a list for this member.
import { EntityList } from '../../components/EntityList';
import type { MemberTabProps } from '../../shell/memberTabs';
import { entities } from '../../store/entities';
import { DietListActions } from './DietListActions';
import { dietListColumns } from './dietListColumns';
import type { DietList } from './types';

const columns = dietListColumns(false);

export default function MemberDietsTab({ memberId, title }: MemberTabProps) {
  return (
    <EntityList<DietList>
      entity={entities.memberDietLists}
      parent={{ member_id: memberId }}
      columns={columns}
      title={title}
      rowActions={(list) => <DietListActions list={list} compact />}
    />
  );
}
