// /branches: branches with a name/address search and city and status filters.
import { useMemo } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { cityById } from '../../../shared/cities';
import { RECORD_STATUSES } from '../../../shared/schemas/fields';
import { EntityList, type EntityColumn } from '../../components/EntityList';
import type { SearchField } from '../../components/ListSearchForm';
import { usePageTitle } from '../../shell/usePageTitle';
import { branchesSlice } from './branchesSlice';
import { CitySelect } from './CitySelect';
import type { Branch } from './types';

const cityName = (b: Branch) => (b.city === null ? '' : (cityById(b.city)?.name ?? String(b.city)));

const searchFields: SearchField[] = [
  { name: 'name' },
  { name: 'city', input: <CitySelect style={{ minWidth: 180 }} /> },
  { name: 'status', options: RECORD_STATUSES },
];
export default function BranchesListPage() {
  const { t } = useTranslation();
  usePageTitle('branches.title');

  const columns = useMemo<EntityColumn<Branch>[]>(
    () => [
      { field: 'id', sortable: true, width: 80, ltr: true },
      { field: 'name', sortable: true },
      { field: 'city', sortable: true, render: cityName, csv: cityName },
      { field: 'address' },
      {
        field: 'status',
        sortable: true,
        render: (b) => (
          <Tag color={b.status === 'active' ? 'success' : 'default'}>
            {t(`branches.options.status.${b.status}`)}
          </Tag>
        ),
      },
    ],
    [t],
  );

  return (
    <EntityList<Branch>
      entity={branchesSlice}
      family="BRANCHES"
      columns={columns}
      searchFields={searchFields}
      createPath="/branch-add"
      editPath={(b) => `/branch-edit/${b.id}`}
    />
  );
}
