// /personalTrainings-edit-day-moves/{pt_id}/{day_id}/{day}: the day's moves, with back (to the sports-program
// tab) and add buttons, the 'Gün Kopyala' form, and the moves list (edit and delete per row).
import { Button, Card, Space } from 'antd';
import { ArrowLeftOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { permissionOf } from '../../../../shared/resourceDef';
import { Can } from '../../../components/Can';
import { EntityList, type EntityColumn } from '../../../components/EntityList';
import { usePageTitle } from '../../../shell/usePageTitle';
import { entities } from '../../../store/entities';
import { ptPaths } from '../ptPaths';
import type { PtMove } from '../types';
import { CopyDayForm } from './CopyDayForm';

const columns: EntityColumn<PtMove>[] = [
  { field: 'move_name' },
  { field: 'number_sets', ltr: true },
  { field: 'duration', ltr: true },
  { field: 'weight', ltr: true },
];

export default function DayMovesPage() {
  const { pt_id: ptParam = '', day_id: dayParam = '', day = '' } = useParams();
  const ptId = Number(ptParam);
  const dayId = Number(dayParam);
  const { t } = useTranslation();
  usePageTitle('personalTrainings.moves.title');
  const moves = entities.personalTrainingsDayMoves;

  const rowActions = (move: PtMove) => (
    <Can permission="PERSONAL_TRAININGS_READ">
      <Link
        to={ptPaths.editMove(ptId, dayId, day, move.id)}
        title={t('components.actions.edit')}
        aria-label={t('components.actions.edit')}
      >
        <Button type="text" icon={<EditOutlined />} tabIndex={-1} aria-label={t('components.actions.edit')} />
      </Link>
    </Can>
  );

  return (
    <Card
      className="entity-card"
      title={<span className="entity-card-title">{t('personalTrainings.moves.day_title', { day })}</span>}
      extra={
        <Space wrap>
          <Link to={ptPaths.edit(ptId, 'sports-program')}>
            <Button icon={<ArrowLeftOutlined />} tabIndex={-1}>
              {t('components.actions.back')}
            </Button>
          </Link>
          <Can permission={permissionOf(moves.def, 'create')}>
            <Link to={ptPaths.addMove(ptId, dayId, day)}>
              <Button type="primary" icon={<PlusOutlined />} tabIndex={-1}>
                {t('personalTrainings.moves.add')}
              </Button>
            </Link>
          </Can>
        </Space>
      }
    >
      <CopyDayForm ptId={ptId} dayId={dayId} />
      <EntityList<PtMove>
        entity={moves}
        parent={{ pt_id: ptId, pt_day_id: dayId }}
        columns={columns}
        rowActions={rowActions}
        exportable={false}
      />
    </Card>
  );
}
