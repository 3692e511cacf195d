// The 'assigned users' section: coach, nutritionist and branch dropdowns (empty = none).
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/fields';
import { FormSection } from './FormSection';
import { useAssignableOptions, type OptionSource } from './useAssignableOptions';

function AssignSelect({ name, source }: { name: string; source: OptionSource }) {
  const { options, loading } = useAssignableOptions(source);
  return <SelectField name={name} options={options} allowClear disabled={loading} />;
}

export function MemberAssignedUsers() {
  const { t } = useTranslation();
  return (
    <FormSection title={t('members.sections.assigned_users')}>
      <AssignSelect name="coach_id" source="coach" />
      <AssignSelect name="nutritionist_id" source="nutritionist" />
      <AssignSelect name="branches_id" source="branches" />
    </FormSection>
  );
}
