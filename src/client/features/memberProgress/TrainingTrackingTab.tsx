// The member file's training-tracking tab (TRAININGS_SEARCH): the workouts done, the workout form, and two charts
// drawn from the workouts in the store — attendance per week and the volume lifted over time.
import './translations';
import { Card, Col, Flex, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { useCan } from '../../components/Can';
import { useEntityDispatch } from '../../components/entityBinding';
import type { EntityColumn } from '../../components/EntityList';
import { wireToDisplayDate } from '../../components/fields';
import type { MemberTabProps } from '../../shell/memberTabs';
import type { EntitySlice } from '../../store/createEntitySlice';
import { entities } from '../../store/entities';
import { useAppSelector } from '../../store/hooks';
import { BarsChart, TrendChart } from './charts/lazyCharts';
import type { Workout } from './types';
import { InlineEditedList } from './InlineEditedList';
import { useMemberRecords } from './useMemberRecords';
import { WorkoutForm } from './WorkoutForm';
import { attendancePerWeek, volumeSeries } from './workoutSeries';

const slice = entities.trainings;

const columns: EntityColumn<Workout>[] = [
  { field: 'date', sortable: true, ltr: true, render: (r) => wireToDisplayDate(r.date) },
  { field: 'duration_minutes', ltr: true },
  { field: 'sets', render: (r) => r.sets?.length ?? 0 },
  { field: 'volume', ltr: true },
  { field: 'notes' },
];

/** The charts of the workouts loaded in the store for this member. */
export function WorkoutCharts({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const workouts = useAppSelector((state) =>
    slice.selectors.selectListRecords(state, { member_id: memberId }),
  ) as unknown as Workout[];
  if (workouts.length === 0) return null;
  return (
    <Row gutter={16}>
      <Col xs={24} lg={12}>
        <Card size="small" title={t('trainings.charts.attendance')}>
          <BarsChart
            label={t('trainings.charts.attendance')}
            data={attendancePerWeek(workouts)}
            valueLabel={t('trainings.charts.workouts')}
          />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title={t('trainings.charts.volume')}>
          <TrendChart
            label={t('trainings.charts.volume')}
            data={volumeSeries(workouts)}
            xKey="date"
            lines={[{ key: 'volume', label: t('trainings.fields.volume') }]}
          />
        </Card>
      </Col>
    </Row>
  );
}

/** The member's program days as options ('Program — Day 2: Legs'), when the caller may list programs. */
function useProgramDays(memberId: number) {
  const { t } = useTranslation();
  const dispatch = useEntityDispatch();
  const allowed = useCan('TRAINING_PROGRAMS_SEARCH');
  useEffect(() => {
    if (allowed) void dispatch(entities.trainingPrograms.thunks.search({ parent: { member_id: memberId } }));
  }, [allowed, dispatch, memberId]);
  const programs = useAppSelector((state) =>
    entities.trainingPrograms.selectors.selectListRecords(state, { member_id: memberId }),
  );
  return programs.flatMap((p) =>
    (p.days ?? [])
      .filter((d) => d.id)
      .map((d) => ({
        value: d.id!,
        label: `${p.name} — ${t('trainingPrograms.day', { number: d.day_number })}${d.title ? `: ${d.title}` : ''}`,
      })),
  );
}

export default function TrainingTrackingTab({ memberId, title }: MemberTabProps) {
  const { t } = useTranslation();
  const records = useMemberRecords(slice as unknown as EntitySlice, memberId);
  const programDays = useProgramDays(memberId);
  const editing = records.editing;
  return (
    <Flex vertical gap="middle">
      {editing && (
        <WorkoutForm
          record={editing === 'new' ? null : (editing as unknown as Workout)}
          programDays={programDays}
          saving={records.saving}
          error={records.error}
          onSubmit={(body) => void records.save(body)}
          onCancel={() => records.setEditing(null)}
        />
      )}
      <WorkoutCharts memberId={memberId} />
      <InlineEditedList<Workout>
        entity={slice}
        parent={records.parent}
        columns={columns}
        title={title}
        addLabel={t('trainings.add_title')}
        onAdd={() => records.setEditing('new')}
        onEdit={(record) => records.setEditing(record as unknown as Record<string, unknown>)}
      />
    </Flex>
  );
}
