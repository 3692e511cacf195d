// The member file's diaries tab (spec: shown with MEMBERS_READ; the calls need DIARIES_*): the food diary days,
// each with its energy and macronutrients (from the foods area) against the member's target_daily_calorie.
import './translations';
import { Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Can } from '../../components/Can';
import type { EntityColumn } from '../../components/EntityList';
import { wireToDisplayDate } from '../../components/fields';
import type { MemberTabProps } from '../../shell/memberTabs';
import type { EntitySlice } from '../../store/createEntitySlice';
import { entities } from '../../store/entities';
import { DiaryForm } from './DiaryForm';
import type { Diary } from './types';
import { InlineEditedList } from './InlineEditedList';
import { useMemberRecords } from './useMemberRecords';

const slice = entities.diaries;

function Energy({ diary }: { diary: Diary }) {
  const { t } = useTranslation();
  const kcal = diary.totals?.energy_kcal ?? 0;
  const target = Number(diary.target_daily_calorie ?? 0);
  if (target <= 0) return <bdi>{kcal} kcal</bdi>;
  return (
    <Flex vertical style={{ minWidth: 160 }}>
      <Typography.Text>
        <bdi>{t('diaries.of_target', { kcal, target })}</bdi>
      </Typography.Text>
      <Progress
        percent={Math.round((kcal / target) * 100)}
        size="small"
        status={kcal > target ? 'exception' : 'normal'}
        aria-label={t('diaries.fields.energy')}
      />
    </Flex>
  );
}

const macro = (key: 'protein_g' | 'carbohydrate_g' | 'fat_g') => (r: Diary) => r.totals?.[key] ?? 0;

const columns: EntityColumn<Diary>[] = [
  { field: 'date', sortable: true, ltr: true, render: (r) => wireToDisplayDate(r.date) },
  { field: 'energy', render: (r) => <Energy diary={r} /> },
  { field: 'protein_g', ltr: true, render: macro('protein_g') },
  { field: 'carbohydrate_g', ltr: true, render: macro('carbohydrate_g') },
  { field: 'fat_g', ltr: true, render: macro('fat_g') },
  { field: 'items', render: (r) => r.items?.length ?? 0 },
];

export default function DiariesTab({ memberId, title }: MemberTabProps) {
  const { t } = useTranslation();
  const records = useMemberRecords(slice as unknown as EntitySlice, memberId);
  const editing = records.editing;
  return (
    <Can permission="DIARIES_SEARCH">
      <Flex vertical gap="middle">
        {editing && (
          <DiaryForm
            record={editing === 'new' ? null : (editing as unknown as Diary)}
            saving={records.saving}
            error={records.error}
            onSubmit={(body) => void records.save(body)}
            onCancel={() => records.setEditing(null)}
          />
        )}
        <InlineEditedList<Diary>
          entity={slice}
          parent={records.parent}
          columns={columns}
          title={title}
          addLabel={t('diaries.add_title')}
          onAdd={() => records.setEditing('new')}
          onEdit={(record) => records.setEditing(record as unknown as Record<string, unknown>)}
        />
      </Flex>
    </Can>
  );
}
