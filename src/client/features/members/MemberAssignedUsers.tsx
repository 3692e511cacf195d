// The 'assigned users' section: coach (active coaches), nutritionist and branch dropdowns (empty = none).
import { useTranslation } from 'react-i18next';
import { OptionField } from '../../components/fields';
import { FormSection } from './FormSection';

export function MemberAssignedUsers() {
  const { t } = useTranslation();
  return (
    <FormSection title={t('members.sections.assigned_users')}>
      <OptionField name="coach_id" preset="coach" />
      <OptionField name="nutritionist_id" preset="nutritionist" />
      <OptionField name="branches_id" preset="branches" />
    </FormSection>
  );
}
