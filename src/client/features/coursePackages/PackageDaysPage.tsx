// /coursePackages-days/:package_id: a package's days (day number, title; edit, moves and delete with the
// confirmation popover), with back and add buttons. The add screen is given the next day number.
import './translations';
import { useMemo, type ReactNode } from 'react';
import { Button } from 'antd';
import { ArrowLeftOutlined, EditOutlined, OrderedListOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Can } from '../../components/Can';
import { EntityList, type EntityColumn } from '../../components/EntityList';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import { shallowEqual, useAppSelector } from '../../store/hooks';
import { nextDayNumber } from './dayNumbers';
import type { PackageDay } from './types';

const columns: EntityColumn<PackageDay>[] = [
  { field: 'day_number', width: 100, ltr: true },
  { field: 'title' },
];

function DayActions({ packageId, day }: { packageId: string; day: PackageDay }) {
  const { t } = useTranslation();
  const link = (to: string, label: string, icon: ReactNode) => (
    <Link to={to} aria-label={label} title={label}>
      <Button type="text" icon={icon} tabIndex={-1} />
    </Link>
  );
  return (
    <Can permission="COURSE_PACKAGE_READ">
      {link(
        `/coursePackages-days-edit/${packageId}/${day.day_number}/${day.id}`,
        t('components.actions.edit'),
        <EditOutlined />,
      )}
      {link(
        `/coursePackages-moves/${packageId}/${day.day_number}`,
        t('coursePackages.actions.moves'),
        <OrderedListOutlined />,
      )}
    </Can>
  );
}

export default function PackageDaysPage() {
  const { t } = useTranslation();
  const { package_id: packageId = '' } = useParams();
  usePageTitle('coursePackages.days.title');
  const parent = useMemo(() => ({ package_id: packageId }), [packageId]);
  const days = useAppSelector(
    (root) => entities.packageDay.selectors.selectListRecords(root, parent),
    shallowEqual,
  );
  const next = nextDayNumber(days.filter((day) => !day.deleted));
  return (
    <EntityList<PackageDay>
      entity={entities.packageDay}
      parent={parent}
      columns={columns}
      title={t('coursePackages.days.title')}
      rowActions={(day) => <DayActions packageId={packageId} day={day} />}
      extra={
        <>
          <Link to="/coursePackages">
            <Button icon={<ArrowLeftOutlined />} tabIndex={-1}>
              {t('components.actions.back')}
            </Button>
          </Link>
          <Can permission="COURSE_PACKAGE_CREATE">
            <Link to={`/coursePackages-days-add/${packageId}/${next}`}>
              <Button type="primary" icon={<PlusOutlined />} tabIndex={-1}>
                {t('components.actions.add')}
              </Button>
            </Link>
          </Can>
        </>
      }
    />
  );
}
