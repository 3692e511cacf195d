// The diet-program tab: the diet description (rich text) and the diet approval.
import { useTranslation } from 'react-i18next';
import { EntityForm } from '../../../components/EntityForm';
import { RichTextField } from '../../../components/fields';
import { entities } from '../../../store/entities';
import { ApproveButton } from '../ApproveButton';
import type { PersonalTraining } from '../types';

const EMPTY = { diet_description: '' };

export function DietProgramTab({ ptId }: { ptId: number }) {
  const { t } = useTranslation();
  return (
    <EntityForm<PersonalTraining, typeof EMPTY>
      entity={entities.personalTrainings}
      id={ptId}
      initialValues={EMPTY}
      title={t('personalTrainings.tabs.diet-program')}
      aside={
        <div style={{ marginBottom: 16 }}>
          <ApproveButton ptId={ptId} field="diet_status" />
        </div>
      }
    >
      <RichTextField name="diet_description" />
    </EntityForm>
  );
}
