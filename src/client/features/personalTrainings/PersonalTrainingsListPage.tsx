// /personalTrainings: id, member, type and its price, dates (dd/MM/yyyy) and both program statuses.
import { EntityList } from '../../components/EntityList';
import { OptionSelect } from '../../components/OptionSelect';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import { trainingColumns } from './trainingColumns';
import type { PersonalTraining } from './types';

/** The member and coach filters choose people by name (the list filters by their ids). */
const searchInputs = {
  member_id: <OptionSelect preset="members" style={{ minWidth: 200 }} />,
  coach_id: <OptionSelect preset="coach" style={{ minWidth: 180 }} />,
};

export default function PersonalTrainingsListPage() {
  usePageTitle('personalTrainings.title');
  return (
    <EntityList<PersonalTraining>
      entity={entities.personalTrainings}
      columns={trainingColumns}
      searchInputs={searchInputs}
    />
  );
}
