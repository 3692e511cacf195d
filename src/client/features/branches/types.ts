// The branches area's records, as the registry answers them (shared with the server).
import type { RecordOf } from '../../../shared/recordOf';

export type { MediaEntry } from '../../../shared/schemas/media';

/** A branch; `city` is a province plate code (src/shared/cities.ts). */
export type Branch = RecordOf<'branches'>;
