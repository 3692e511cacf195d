// /coursePackages-moves/:package_id/:day: the moves of one day (move name, sets, duration, weight, actions),
// with back (to the days) and add buttons.
import './translations';
import { useMemo } from 'react';
import { Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { EntityList, type EntityColumn } from '../../components/EntityList';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import type { PackageDayMove } from './types';

const columns: EntityColumn<PackageDayMove>[] = [
  { field: 'move_name' },
  { field: 'number_sets', ltr: true },
  { field: 'duration' },
  { field: 'weight' },
];

export default function PackageMovesPage() {
  const { t } = useTranslation();
  const { package_id: packageId = '', day = '' } = useParams();
  usePageTitle('coursePackages.actions.moves');
  const parent = useMemo(() => ({ package_id: packageId, day }), [packageId, day]);
  return (
    <EntityList<PackageDayMove>
      entity={entities.packageDayMove}
      parent={parent}
      columns={columns}
      title={t('coursePackages.moves.title', { day })}
      extra={
        <Link to={`/coursePackages-days/${packageId}`}>
          <Button icon={<ArrowLeftOutlined />} tabIndex={-1}>
            {t('components.actions.back')}
          </Button>
        </Link>
      }
    />
  );
}
