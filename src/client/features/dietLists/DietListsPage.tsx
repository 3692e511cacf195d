// /dietlists: newest first; title search, member and start-date filters; each row opens its PDF or sends it.
import { Input } from 'antd';
import { EntityList } from '../../components/EntityList';
import { OptionSelect } from '../../components/OptionSelect';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import { DietListActions } from './DietListActions';
import { dietListColumns } from './dietListColumns';
import type { DietList } from './types';

const searchInputs = {
  member_id: <OptionSelect preset="members" />,
  starts_from: <Input type="date" />,
  starts_until: <Input type="date" />,
};

export default function DietListsPage() {
  usePageTitle('dietLists.title');
  return (
    <EntityList<DietList>
      entity={entities.dietLists}
      columns={dietListColumns(true)}
      searchInputs={searchInputs}
      rowActions={(list) => <DietListActions list={list} compact />}
    />
  );
}
