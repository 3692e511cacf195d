// What several areas' rows share.
import { RECORD_STATUSES } from '../schemas/fields';

/** The record status filter most lists offer. */
export const status = { kind: 'eq', options: RECORD_STATUSES } as const;
