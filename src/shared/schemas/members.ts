// Member form (spec part 1 §3, §5): name, birthdate, email, status and customer_type required,
// all others optional; birthdate travels as yyyy-MM-dd; an empty reference is 0.
import { number, object, string } from 'yup';
import {
  INVALID,
  RECORD_STATUSES,
  flag,
  REQUIRED,
  toEmpty,
  TOO_LARGE,
  isoDate,
  oneOfRequired,
  optionalId,
  optionalNumber,
  optionalText,
  requiredEmail,
  requiredText,
} from './fields';

export const memberSchema = object({
  name: requiredText(),
  birthdate: isoDate(),
  email: requiredEmail(),
  status: oneOfRequired(RECORD_STATUSES),
  customer_type: flag().required(REQUIRED),
  job: optionalText(),
  reference: optionalId().default(0),
  phone: optionalText(40),
  mobile: optionalText(40),
  address: optionalText(500),
  work_address: optionalText(500),
  emergency_title: optionalText(),
  emergency_name: optionalText(),
  emergency_phone: optionalText(40),
  coach_id: optionalId(),
  nutritionist_id: optionalId(),
  branches_id: optionalId(),
  height: optionalNumber().min(0, INVALID).default(0),
  use_device_health: flag().default(0),
  target_daily_calorie: optionalNumber().min(0, INVALID).default(0),
  /** The language the member is written to in (reminders' templates); Turkish unless they chose another. */
  language: string().oneOf(['tr', 'en', 'ar'], INVALID).default('tr').transform(toEmpty),
  /**
   * Marketing consent per channel (KVKK, İYS): birthday and lapsed-member messages go only to those who gave it.
   * When and by whom each was last changed is recorded by the server (consent_email_at / _by …).
   */
  consent_email: flag().default(0),
  consent_sms: flag().default(0),
  /** The member asked for no messages at all: no reminder reaches them, not even a service one. */
  contact_opt_out: flag().default(0),
  /** Only on create (the form's hidden default; null or absent: none); stored hashed, never returned. */
  password: string().max(200, TOO_LARGE).nullable().optional(),
});

/** Values of a new member's form (spec part 1 §5 "Create defaults"). */
/** What the server records beside the consents: when each was last changed, and by whom (a user's id and name). */
export interface MemberConsentStamps {
  consent_email_at: string | null;
  consent_email_by: string | null;
  consent_sms_at: string | null;
  consent_sms_by: string | null;
  contact_opt_out_at: string | null;
  contact_opt_out_by: string | null;
}

export const MEMBER_CREATE_DEFAULTS = {
  height: 0,
  target_daily_calorie: 0,
  use_device_health: 0,
  customer_type: 0,
  reference: 0,
  language: 'tr',
  consent_email: 0,
  consent_sms: 0,
  contact_opt_out: 0,
};

/** POST members/_sendPassword: the member to issue a new password to. */
export const sendPasswordSchema = object({
  id: number().typeError(INVALID).required(REQUIRED).integer(INVALID).min(1, INVALID),
});
