// The sports-program tab: the approval, the add-day button (the new day is the last day number + 1, from 1)
// and the days with their status ('Beklemede' at 0, completed otherwise), each linking to its edit and moves.
import { useMemo } from 'react';
import { Button, Flex } from 'antd';
import { EditOutlined, PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { permissionOf } from '../../../../shared/resourceDef';
import { Can } from '../../../components/Can';
import { EntityList, type EntityColumn } from '../../../components/EntityList';
import { entities } from '../../../store/entities';
import { ApproveButton } from '../ApproveButton';
import { ptPaths } from '../ptPaths';
import { DayStatusTag } from '../StatusLabels';
import type { PtDay } from '../types';
import { useAppSelector } from '../../../store/hooks';

const columns: EntityColumn<PtDay>[] = [
  { field: 'day_num', width: 100, ltr: true },
  { field: 'title' },
  { field: 'status', render: (d) => <DayStatusTag status={d.status} /> },
];

/** The next day's number: after the highest known one (a page may not hold them all; the server decides). */
export const nextDayNumber = (days: readonly Pick<PtDay, 'day_num'>[], total: number): number =>
  Math.max(total, ...days.map((d) => Number(d.day_num) || 0)) + 1;

export function SportsProgramTab({ ptId }: { ptId: number }) {
  const { t } = useTranslation();
  const slice = entities.personalTrainingsDay;
  const parent = useMemo(() => ({ pt_id: ptId }), [ptId]);
  const list = useAppSelector((root: unknown) => slice.selectors.selectList(root, parent));
  const loaded = useAppSelector((root: unknown) => slice.selectors.selectState(root).entities);
  const days = list.ids.map((id) => loaded[id]).filter((day): day is PtDay => day !== undefined);
  const next = nextDayNumber(days, list.total);

  const rowActions = (day: PtDay) => (
    <Can permission="PERSONAL_TRAININGS_READ">
      <Link
        to={ptPaths.editDay(ptId, day.day_num, day.id)}
        title={t('components.actions.edit')}
        aria-label={t('components.actions.edit')}
      >
        <Button type="text" icon={<EditOutlined />} tabIndex={-1} aria-label={t('components.actions.edit')} />
      </Link>
      <Link
        to={ptPaths.dayMoves(ptId, day.id, day.day_num)}
        title={t('personalTrainings.days.moves')}
        aria-label={t('personalTrainings.days.moves')}
      >
        <Button
          type="text"
          icon={<UnorderedListOutlined />}
          tabIndex={-1}
          aria-label={t('personalTrainings.days.moves')}
        />
      </Link>
    </Can>
  );

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" gap="middle" wrap>
        <ApproveButton ptId={ptId} field="sports_program_status" />
        <Can permission={permissionOf(slice.def, 'create')}>
          <Link to={ptPaths.addDay(ptId, next)}>
            <Button icon={<PlusOutlined />} tabIndex={-1}>
              {t('personalTrainings.days.add')}
            </Button>
          </Link>
        </Can>
      </Flex>
      <EntityList<PtDay>
        entity={slice}
        parent={parent}
        columns={columns}
        rowActions={rowActions}
        exportable={false}
      />
    </Flex>
  );
}
