// /personalTrainings: id, member, type and its price, dates (dd/MM/yyyy) and both program statuses.
import { EntityList } from '../../components/EntityList';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import { trainingColumns } from './trainingColumns';
import type { PersonalTraining } from './types';

export default function PersonalTrainingsListPage() {
  usePageTitle('personalTrainings.title');
  return <EntityList<PersonalTraining> entity={entities.personalTrainings} columns={trainingColumns} />;
}
