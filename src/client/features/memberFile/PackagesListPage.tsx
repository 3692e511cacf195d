// /packages: every member package the caller reaches, read-only — the dashboard's "ending in 14 days"
// and "unpaid" cards open it filtered (`?ends_from=&ends_until=`, `?payment_type=unpaid`). Each row links to its
// member's packages tab, where packages are added and edited.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MemberPackageRecord } from '../../../shared/schemas/memberPackages';
import { EntityList, type EntityColumn } from '../../components/EntityList';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import { packageColumns } from './packageColumns';

const columns: EntityColumn<MemberPackageRecord>[] = [
  {
    field: 'member_id',
    sortable: true,
    render: (pkg) => (
      <Link to={`/member-edit/${pkg.member_id}/package-informations`}>
        {pkg.member_name || `#${pkg.member_id}`}
      </Link>
    ),
  },
  ...packageColumns,
];

export default function PackagesListPage() {
  const { t } = useTranslation();
  usePageTitle('memberPackages.list_title');
  return (
    <EntityList<MemberPackageRecord>
      entity={entities.packages}
      columns={columns}
      title={t('memberPackages.list_title')}
    />
  );
}
