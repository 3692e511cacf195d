// The member form's four sections (spec part 1 §2): member, app info, emergency contact, assigned users.
// Required marks follow the shared schema: name, birthdate, email, status, customer_type.
import { useTranslation } from 'react-i18next';
import { RECORD_STATUSES } from '../../../shared/schemas/fields';
import {
  DateField,
  NumberField,
  OptionField,
  PhoneField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../components/fields';
import { FormSection } from './FormSection';
import { MemberAssignedUsers } from './MemberAssignedUsers';

const YES_NO = [1, 0] as const;

export function MemberFormFields() {
  const { t } = useTranslation();
  return (
    <>
      <FormSection title={t('members.sections.member')}>
        <TextField name="name" required autoComplete="off" />
        <DateField name="birthdate" required />
        <TextField name="email" type="email" required autoComplete="off" />
        <SelectField name="status" options={RECORD_STATUSES} required />
        <SelectField name="customer_type" options={YES_NO} required />
        <TextField name="job" />
        <OptionField name="reference" preset="members" />
        <PhoneField name="phone" />
        <PhoneField name="mobile" />
        <TextAreaField name="address" rows={2} />
        <TextAreaField name="work_address" rows={2} />
      </FormSection>
      <FormSection title={t('members.sections.app_info')}>
        <NumberField name="height" />
        <NumberField name="target_daily_calorie" />
        <SelectField name="use_device_health" options={YES_NO} />
      </FormSection>
      <FormSection title={t('members.sections.emergency_contact')}>
        <TextField name="emergency_title" />
        <TextField name="emergency_name" />
        <PhoneField name="emergency_phone" />
      </FormSection>
      <MemberAssignedUsers />
    </>
  );
}
