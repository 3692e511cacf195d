// A member's check-in: one visit that spends one lesson of a package. The body may name the package;
// without it the server takes the member's active package with lessons left (the one ending first). A second
// visit on the same day is refused (409 already_checked_in: a double click, a card read twice) unless the body
// says `repeat: true`; `repeat` is not stored.
import { boolean, object } from 'yup';
import { INVALID, optionalId } from './fields';

export const checkinSchema = object({
  member_package_id: optionalId(),
  repeat: boolean().typeError(INVALID).nullable().optional(),
});

/** Why a check-in is refused (409), as `checkins.errors.<reason>`. */
export const CHECKIN_REFUSALS = ['no_package', 'used_up', 'expired', 'not_started', 'frozen'] as const;
export type CheckinRefusal = (typeof CHECKIN_REFUSALS)[number];

export interface CheckinRecord {
  id: number;
  member_id: number;
  member_package_id: number;
  /** yyyy-MM-dd (UTC) of the visit. */
  day: string;
  /** Who checked the member in, and their name at the time (kept if the user is later renamed or removed). */
  user_id: number | null;
  user_name: string;
  created_at: string;
  /** The member's name as it is now (the desk's toast after a card is read). */
  member_name: string;
}
