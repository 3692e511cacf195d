// /rooms: the rooms classes are held in, each in one branch, with the most people it holds.
import { useTranslation } from 'react-i18next';
import { EntityList, type EntityColumn } from '../../components/EntityList';
import { OptionSelect } from '../../components/OptionSelect';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import { branchSource } from './optionSources';
import type { Room } from './types';

const columns: EntityColumn<Room>[] = [
  { field: 'id', width: 80, ltr: true },
  { field: 'name' },
  { field: 'branch_id', render: (room) => room.names?.branch_id ?? room.branch_id },
  { field: 'capacity' },
];

const searchInputs = { branch_id: <OptionSelect preset={branchSource} style={{ minWidth: 180 }} /> };

export default function RoomsListPage() {
  const { t } = useTranslation();
  usePageTitle('classes.roomsTitle');
  return (
    <EntityList<Room>
      entity={entities.rooms}
      columns={columns}
      searchInputs={searchInputs}
      title={t('classes.roomsTitle')}
    />
  );
}
