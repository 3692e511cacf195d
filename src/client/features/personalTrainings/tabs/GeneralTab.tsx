// The general-informations tab: the training's member, type, coach, dates and notes (save needs _UPDATE).
import { useTranslation } from 'react-i18next';
import { EntityForm } from '../../../components/EntityForm';
import { entities } from '../../../store/entities';
import { TrainingFields } from '../TrainingFields';
import { EMPTY_TRAINING, trainingBody, type TrainingValues } from '../trainingFormValues';
import type { PersonalTraining } from '../types';

export function GeneralTab({ ptId }: { ptId: number }) {
  const { t } = useTranslation();
  return (
    <EntityForm<PersonalTraining, TrainingValues>
      entity={entities.personalTrainings}
      id={ptId}
      initialValues={EMPTY_TRAINING}
      toBody={trainingBody}
      title={t('personalTrainings.tabs.general-informations')}
    >
      <TrainingFields />
    </EntityForm>
  );
}
