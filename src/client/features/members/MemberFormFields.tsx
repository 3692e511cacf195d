// The member form's sections (spec part 1 §2): member, app info, emergency contact, contact consents, assigned
// users. Required marks follow the shared schema: name, birthdate, email, status, customer_type.
import { useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RECORD_STATUSES } from '../../../shared/schemas/fields';
import {
  DateField,
  NumberField,
  OptionField,
  PhoneField,
  SelectField,
  SwitchField,
  TextAreaField,
  TextField,
} from '../../components/fields';
import { FormRecordContext } from '../../components/FormRecordContext';
import { formatDateTime } from '../../lib/dateTime';
import { FormSection } from './FormSection';
import { MemberAssignedUsers } from './MemberAssignedUsers';

const YES_NO = [1, 0] as const;
const LANGUAGES = ['tr', 'en', 'ar'] as const;
type ConsentFlag = 'consent_email' | 'consent_sms' | 'contact_opt_out';

/**
 * Who last changed each consent and when, as the server recorded it: nothing before the first change. The time
 * keeps its left-to-right order inside Arabic text.
 */
function useConsentStamp(): (flag: ConsentFlag) => ReactNode {
  const { t } = useTranslation();
  const record = useContext(FormRecordContext);
  return (flag) => {
    const at = record?.[`${flag}_at`];
    const by = record?.[`${flag}_by`];
    if (typeof at !== 'string' || at === '') return undefined;
    return (
      <>
        {t('members.consent.recorded_by', { by: typeof by === 'string' && by ? by : '—' })}{' '}
        <bdi dir="ltr">{formatDateTime(at)}</bdi>
      </>
    );
  };
}

function ContactConsents() {
  const { t } = useTranslation();
  const stamp = useConsentStamp();
  return (
    <FormSection title={t('members.sections.contact_consent')} description={t('members.consent.hint')}>
      <SelectField name="language" options={LANGUAGES} />
      <SwitchField name="consent_email" extra={stamp('consent_email')} />
      <SwitchField name="consent_sms" extra={stamp('consent_sms')} />
      <SwitchField name="contact_opt_out" extra={stamp('contact_opt_out')} />
    </FormSection>
  );
}

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
      <ContactConsents />
      <MemberAssignedUsers />
    </>
  );
}
