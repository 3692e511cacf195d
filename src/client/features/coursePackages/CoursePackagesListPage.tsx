// /coursePackages: packages with their image, lessons, price (₺) and status; a row opens its days.
import './translations';
import { Button, Image, Tag } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Can } from '../../components/Can';
import { EntityList, type EntityColumn } from '../../components/EntityList';
import { PriceText } from '../../components/PriceText';
import { OptionLabel } from '../../components/StatusTag';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import type { CoursePackage } from './types';

const columns: EntityColumn<CoursePackage>[] = [
  { field: 'id', width: 80, ltr: true },
  {
    field: 'image',
    sortable: false,
    render: (p) =>
      p.image_url ? (
        <Image src={p.image_url} width={48} height={48} style={{ objectFit: 'cover' }} preview={false} />
      ) : null,
    csv: (p) => p.image_url ?? '',
  },
  { field: 'package_name' },
  { field: 'number_of_lessons', ltr: true },
  { field: 'display_price', render: (p) => <PriceText value={p.display_price} /> },
  {
    field: 'status_id',
    render: (p) => (
      <Tag color={p.status_id === 0 ? 'success' : 'default'}>
        <OptionLabel field="status_id" value={p.status_id} />
      </Tag>
    ),
  },
];

function DaysAction({ pkg }: { pkg: CoursePackage }) {
  const { t } = useTranslation();
  return (
    <Can permission="COURSE_PACKAGE_READ">
      <Link
        to={`/coursePackages-days/${pkg.id}`}
        aria-label={t('coursePackages.actions.days')}
        title={t('coursePackages.actions.days')}
      >
        <Button type="text" icon={<CalendarOutlined />} tabIndex={-1} />
      </Link>
    </Can>
  );
}

export default function CoursePackagesListPage() {
  usePageTitle('coursePackages.title');
  return (
    <EntityList<CoursePackage>
      entity={entities.coursePackages}
      columns={columns}
      rowActions={(pkg) => <DaysAction pkg={pkg} />}
    />
  );
}
