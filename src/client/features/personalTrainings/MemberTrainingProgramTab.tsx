// The member file's training-program tab (spec part 1 §2): the member's personal trainings, each linking to
// its edit screen. Training programs join this tab in a later release, as another section here.
import { Flex } from 'antd';
import { EntityList } from '../../components/EntityList';
import type { MemberTabProps } from '../../shell/memberTabs';
import { entities } from '../../store/entities';
import { trainingColumns } from './trainingColumns';
import type { PersonalTraining } from './types';

/** The member's personal trainings (GET members/{id}/personalTrainings; members' reach applies). */
export function MemberPersonalTrainings({ memberId }: { memberId: number }) {
  return (
    <EntityList<PersonalTraining>
      entity={entities.memberPersonalTrainings}
      parent={{ member_id: memberId }}
      columns={trainingColumns.filter((c) => c.field !== 'user_name')}
      exportable={false}
    />
  );
}

export default function MemberTrainingProgramTab({ memberId }: MemberTabProps) {
  return (
    <Flex vertical gap="middle">
      <MemberPersonalTrainings memberId={memberId} />
    </Flex>
  );
}
