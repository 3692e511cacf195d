// The members area's record, as the registry answers it (shared with the server).
import type { RecordOf } from '../../../shared/recordOf';

/** A member (customer_type 1 = gym member, 0 = not); the password is never answered. */
export type Member = RecordOf<'members'>;
