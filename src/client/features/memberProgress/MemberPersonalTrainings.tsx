// The member's personal trainings (GET members/{id}/personalTrainings through the registry's
// memberPersonalTrainings row; members' reach applies), each linking to its edit screen. Moved here from the
// personal trainings area when training programs joined the training-program tab: one area owns one tab.
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityList, type EntityColumn } from '../../components/EntityList';
import { wireToDisplayDate } from '../../components/fields';
import { PriceText } from '../../components/PriceText';
import type { PersonalTrainingRecord } from '../../../shared/schemas/personalTrainings';
import { entities } from '../../store/entities';

const date = (value: string | null) => (value ? wireToDisplayDate(value) : '');

function Approval({ approved }: { approved: boolean }) {
  const { t } = useTranslation();
  return (
    <Tag color={approved ? 'success' : 'default'}>
      {t(`personalTrainings.approval.${approved ? 'approved' : 'waiting'}`)}
    </Tag>
  );
}

const columns: EntityColumn<PersonalTrainingRecord>[] = [
  { field: 'id', width: 80, ltr: true },
  { field: 'pt_type_name' },
  { field: 'pt_type_price', render: (r) => <PriceText value={r.pt_type_price} /> },
  { field: 'start_date', ltr: true, render: (r) => date(r.start_date) },
  { field: 'end_date', ltr: true, render: (r) => date(r.end_date) },
  { field: 'sports_program_status', render: (r) => <Approval approved={r.sports_program_status === 1} /> },
  { field: 'diet_status', render: (r) => <Approval approved={r.diet_status === 1} /> },
];

export function MemberPersonalTrainings({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  return (
    <EntityList<PersonalTrainingRecord>
      entity={entities.memberPersonalTrainings}
      parent={{ member_id: memberId }}
      columns={columns}
      title={t('personalTrainings.title')}
      exportable={false}
    />
  );
}
