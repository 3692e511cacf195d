// Member form (spec part 1 §3, §5): name, birthdate, email, status and customer_type required,
// all others optional; birthdate travels as yyyy-MM-dd; an empty reference is 0.
import { number, object, string } from 'yup';
import {
  INVALID,
  RECORD_STATUSES,
  flag,
  REQUIRED,
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
  /** Only on create (the form's hidden default; null or absent: none); stored hashed, never returned. */
  password: string().max(200, TOO_LARGE).nullable().optional(),
});

/** Values of a new member's form (spec part 1 §5 "Create defaults"). */
export const MEMBER_CREATE_DEFAULTS = {
  height: 0,
  target_daily_calorie: 0,
  use_device_health: 0,
  customer_type: 0,
  reference: 0,
};

/** POST members/_sendPassword: the member to issue a new password to. */
export const sendPasswordSchema = object({
  id: number().typeError(INVALID).required(REQUIRED).integer(INVALID).min(1, INVALID),
});
