// /branches: branches with the row's name/address search and city and status filters.
import { cityById } from '../../../shared/cities';
import { EntityList, type EntityColumn } from '../../components/EntityList';
import { StatusTag } from '../../components/StatusTag';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import { CitySelect } from './CitySelect';
import type { Branch } from './types';

const cityName = (b: Branch) => (b.city === null ? '' : (cityById(b.city)?.name ?? String(b.city)));

const columns: EntityColumn<Branch>[] = [
  { field: 'id', width: 80, ltr: true },
  { field: 'name' },
  { field: 'city', render: cityName, csv: cityName },
  { field: 'address' },
  { field: 'status', render: (b) => <StatusTag status={b.status} /> },
];

const searchInputs = { city: <CitySelect style={{ minWidth: 180 }} /> };

export default function BranchesListPage() {
  usePageTitle('branches.title');
  return <EntityList<Branch> entity={entities.branches} columns={columns} searchInputs={searchInputs} />;
}
