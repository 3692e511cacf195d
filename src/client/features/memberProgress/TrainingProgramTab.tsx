// The member file's training-program tab (TRAINING_PROGRAMS_SEARCH): the member's training programs — add, edit
// (TRAINING_PROGRAM_DETAILS_READ opens a program's days and moves), start from a course package — and below them
// the member's personal trainings.
import './translations';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Can } from '../../components/Can';
import { useEntityDispatch } from '../../components/entityBinding';
import type { EntityColumn } from '../../components/EntityList';
import { wireToDisplayDate } from '../../components/fields';
import type { MemberTabProps } from '../../shell/memberTabs';
import type { EntitySlice } from '../../store/createEntitySlice';
import { entities } from '../../store/entities';
import { FromPackageForm } from './FromPackageForm';
import { MemberPersonalTrainings } from './MemberPersonalTrainings';
import { ProgramForm } from './ProgramForm';
import type { TrainingProgram } from './types';
import { InlineEditedList } from './InlineEditedList';
import { useMemberRecords } from './useMemberRecords';

const slice = entities.trainingPrograms;

function GoalLabel({ goal }: { goal: string }) {
  const { t } = useTranslation();
  return <>{goal ? t(`trainingPrograms.options.goal.${goal}`) : ''}</>;
}

const columns: EntityColumn<TrainingProgram>[] = [
  { field: 'name', sortable: true },
  { field: 'goal', render: (r) => <GoalLabel goal={r.goal} /> },
  { field: 'start_date', sortable: true, ltr: true, render: (r) => wireToDisplayDate(r.start_date) },
  {
    field: 'end_date',
    sortable: true,
    ltr: true,
    render: (r) => (r.end_date ? wireToDisplayDate(r.end_date) : ''),
  },
  { field: 'coach_name' },
  { field: 'days', render: (r) => r.days?.length ?? 0 },
];

export default function TrainingProgramTab({ memberId, title }: MemberTabProps) {
  const { t } = useTranslation();
  const dispatch = useEntityDispatch();
  const records = useMemberRecords(slice as unknown as EntitySlice, memberId);
  const editing = records.editing;
  // The list leaves nothing out, but a program is read whole (days and moves) before it is edited.
  const open = async (id: number) => {
    const result = await dispatch(slice.thunks.read({ parent: records.parent, id }));
    if (result.meta.requestStatus === 'fulfilled')
      records.setEditing(result.payload as unknown as Record<string, unknown>);
  };
  return (
    <Flex vertical gap="middle">
      <Can permission="TRAINING_PROGRAMS_CREATE">
        <FromPackageForm memberId={memberId} onStarted={(p) => void open(p.id)} />
      </Can>
      {editing && (
        <ProgramForm
          record={editing === 'new' ? null : (editing as unknown as TrainingProgram)}
          saving={records.saving}
          error={records.error}
          onSubmit={(body) => void records.save(body)}
          onCancel={() => records.setEditing(null)}
        />
      )}
      <InlineEditedList<TrainingProgram>
        entity={slice}
        parent={records.parent}
        columns={columns}
        title={title}
        addLabel={t('trainingPrograms.add_title')}
        onAdd={() => records.setEditing('new')}
        onEdit={(record) => void open(record.id)}
        editAlso="TRAINING_PROGRAM_DETAILS_READ"
      />
      <Can permission="PERSONAL_TRAININGS_SEARCH">
        <MemberPersonalTrainings memberId={memberId} />
      </Can>
    </Flex>
  );
}
