// The users area's records, as the registry answers them (shared with the server).
import type { RecordOf } from '../../../shared/recordOf';

/** A staff user: the edit form's fields (the password is never answered). */
export type User = RecordOf<'users'>;
/** A member assigned to a user (the row answers members' records). */
export type AssignedMember = RecordOf<'members'>;
