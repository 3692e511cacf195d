// The member file's measurements tab (MEASUREMENTS_SEARCH): the dashboard with its progress charts, the
// measurement form (add, edit), the list, and the detailed report with its histogram (MEASUREMENT_DETAILS_SEARCH).
import './translations';
import { lazy, Suspense, useState } from 'react';
import { Button, Flex } from 'antd';
import { BarChartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Can } from '../../components/Can';
import type { EntityColumn } from '../../components/EntityList';
import { wireToDisplayDate } from '../../components/fields';
import type { MemberTabProps } from '../../shell/memberTabs';
import { entities } from '../../store/entities';
import { useAppSelector } from '../../store/hooks';
import type { EntitySlice } from '../../store/createEntitySlice';
import { MeasurementDashboard } from './MeasurementDashboard';
import { BmiCategoryTag, MeasurementForm } from './MeasurementForm';
import type { Measurement, MeasurementDashboard as Dashboard } from './types';
import { useMemberFigures } from './useMemberFigures';
import { InlineEditedList } from './InlineEditedList';
import { useMemberRecords } from './useMemberRecords';
import { useOperation } from './useOperation';

const DetailsReport = lazy(
  () => import(/* webpackChunkName: "member-measurements-report" */ './DetailsReport'),
);

const slice = entities.measurements;

const columns: EntityColumn<Measurement>[] = [
  { field: 'date', sortable: true, ltr: true, render: (r) => wireToDisplayDate(r.date) },
  { field: 'weight', sortable: true, ltr: true },
  { field: 'bmi', sortable: true, ltr: true },
  { field: 'bmi_category', render: (r) => <BmiCategoryTag category={r.bmi_category} /> },
  { field: 'body_fat', sortable: true, ltr: true },
  { field: 'waist', sortable: true, ltr: true },
  { field: 'hip', ltr: true },
  { field: 'waist_hip_ratio', ltr: true },
];

export default function MeasurementsTab({ memberId, title }: MemberTabProps) {
  const { t } = useTranslation();
  const figures = useMemberFigures(memberId);
  const records = useMemberRecords(slice as unknown as EntitySlice, memberId);
  const [report, setReport] = useState(false);
  // Reloaded after a save here and after a delete in the list (its total changes).
  const total = useAppSelector((state) => slice.selectors.selectList(state, records.parent).total);
  const { answer } = useOperation<Dashboard>(
    slice,
    'dashboard',
    memberId,
    undefined,
    `${records.version}:${total}`,
  );
  const editing = records.editing;

  return (
    <Flex vertical gap="middle">
      <MeasurementDashboard dashboard={answer} />
      {editing ? (
        <MeasurementForm
          record={editing === 'new' ? null : (editing as unknown as Measurement)}
          memberHeight={figures.height}
          birthdate={figures.birthdate}
          saving={records.saving}
          error={records.error}
          onSubmit={(body) => void records.save(body)}
          onCancel={() => records.setEditing(null)}
        />
      ) : null}
      <InlineEditedList<Measurement>
        entity={slice}
        parent={records.parent}
        columns={columns}
        title={title}
        addLabel={t('measurements.add_title')}
        onAdd={() => records.setEditing('new')}
        onEdit={(record) => records.setEditing(record as unknown as Record<string, unknown>)}
        extra={
          <Can permission="MEASUREMENT_DETAILS_SEARCH">
            <Button icon={<BarChartOutlined />} onClick={() => setReport((r) => !r)}>
              {t('measurements.report.open')}
            </Button>
          </Can>
        }
      />
      {report && (
        <Suspense fallback={null}>
          <DetailsReport memberId={memberId} version={`${records.version}:${total}`} />
        </Suspense>
      )}
    </Flex>
  );
}
