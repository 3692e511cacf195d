// /personalTrainings-add: staff choose a member, a type and a coach, with optional start and end dates.
import { useTranslation } from 'react-i18next';
import { EntityForm } from '../../components/EntityForm';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import { TrainingFields } from './TrainingFields';
import { EMPTY_TRAINING, trainingBody, type TrainingValues } from './trainingFormValues';
import type { PersonalTraining } from './types';

export default function PersonalTrainingAddPage() {
  const { t } = useTranslation();
  usePageTitle('personalTrainings.add_title');
  return (
    <EntityForm<PersonalTraining, TrainingValues>
      entity={entities.personalTrainings}
      initialValues={EMPTY_TRAINING}
      toBody={trainingBody}
      title={t('personalTrainings.add_title')}
    >
      <TrainingFields />
    </EntityForm>
  );
}
