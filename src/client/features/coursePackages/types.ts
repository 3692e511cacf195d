// The course-packages area's records (one type each, shared with the server).
export type {
  CoursePackageRecord as CoursePackage,
  MediaEntry,
  PackageDayMoveRecord as PackageDayMove,
  PackageDayRecord as PackageDay,
} from '../../../shared/records';
