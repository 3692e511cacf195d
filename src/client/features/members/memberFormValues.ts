// Member form values ↔ API bodies (spec part 1 §5): the create defaults, ids held as '' while empty,
// an empty reference sent as 0 and the other empty references as null (so an edit can clear them).
import type { Body } from '../../api/resourceClient';
import { MEMBER_CREATE_DEFAULTS } from '../../../shared/schemas/members';
import type { Member } from './types';

type IdValue = number | '';
/** Digits typed into a numeric field are strings until they are sent. */
type NumberValue = number | string;

export interface MemberFormValues {
  name: string;
  birthdate: string;
  email: string;
  status: string;
  customer_type: IdValue;
  job: string;
  reference: IdValue;
  phone: string;
  mobile: string;
  address: string;
  work_address: string;
  emergency_title: string;
  emergency_name: string;
  emergency_phone: string;
  coach_id: IdValue;
  nutritionist_id: IdValue;
  branches_id: IdValue;
  height: NumberValue;
  use_device_health: IdValue;
  target_daily_calorie: NumberValue;
  language: string;
  consent_email: number;
  consent_sms: number;
  contact_opt_out: number;
}

export const newMemberValues: MemberFormValues = {
  name: '',
  birthdate: '',
  email: '',
  status: '',
  job: '',
  phone: '',
  mobile: '',
  address: '',
  work_address: '',
  emergency_title: '',
  emergency_name: '',
  emergency_phone: '',
  coach_id: '',
  nutritionist_id: '',
  branches_id: '',
  ...MEMBER_CREATE_DEFAULTS,
  reference: '',
};

/** 0 and null both mean "no record" in the API; the form shows them as an empty choice. */
const idOrEmpty = (value: number | null | undefined): IdValue => (value ? value : '');
const idOrNull = (value: IdValue): number | null => (value === '' ? null : Number(value));
const numberOrZero = (value: NumberValue): number => (value === '' ? 0 : Number(value));

export function memberToValues(member: Member): MemberFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    name: member.name,
    birthdate: text(member.birthdate),
    email: member.email,
    status: member.status,
    customer_type: member.customer_type,
    job: text(member.job),
    reference: idOrEmpty(member.reference),
    phone: text(member.phone),
    mobile: text(member.mobile),
    address: text(member.address),
    work_address: text(member.work_address),
    emergency_title: text(member.emergency_title),
    emergency_name: text(member.emergency_name),
    emergency_phone: text(member.emergency_phone),
    coach_id: idOrEmpty(member.coach_id),
    nutritionist_id: idOrEmpty(member.nutritionist_id),
    branches_id: idOrEmpty(member.branches_id),
    height: member.height ?? 0,
    use_device_health: member.use_device_health ?? 0,
    target_daily_calorie: member.target_daily_calorie ?? 0,
    language: member.language ?? 'tr',
    consent_email: member.consent_email ?? 0,
    consent_sms: member.consent_sms ?? 0,
    contact_opt_out: member.contact_opt_out ?? 0,
  };
}

export function memberToBody(values: MemberFormValues): Body {
  return {
    ...values,
    reference: idOrNull(values.reference) ?? 0,
    coach_id: idOrNull(values.coach_id),
    nutritionist_id: idOrNull(values.nutritionist_id),
    branches_id: idOrNull(values.branches_id),
    customer_type: Number(values.customer_type),
    use_device_health: numberOrZero(values.use_device_health),
    height: numberOrZero(values.height),
    target_daily_calorie: numberOrZero(values.target_daily_calorie),
    consent_email: values.consent_email ? 1 : 0,
    consent_sms: values.consent_sms ? 1 : 0,
    contact_opt_out: values.contact_opt_out ? 1 : 0,
  };
}
