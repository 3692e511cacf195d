// The course-packages area's records, as the registry answers them (shared with the server).
import type { RecordOf } from '../../../shared/recordOf';

export type {
  PackageDayMoveRecord as PackageDayMove,
  PackageDayRecord as PackageDay,
} from '../../../shared/schemas/coursePackages';
export type { MediaEntry } from '../../../shared/schemas/media';

/** A course package; display_price is Turkish lira, as typed. */
export type CoursePackage = RecordOf<'coursePackages'>;
