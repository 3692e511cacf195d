// Course packages, their days and the moves of a day (spec part 2 §3, §5). Package: package_name,
// number_of_lessons, display_price and status_id required; numeric fields are text inputs without numeric rules,
// except the optional validity in days (a package sold from it ends that many days after its start).
// Day: title and description optional (the number is the server's). Move: move_name (a catalogue label) and
// number_sets required; duration, weight and description optional. create_user / update_user / create_date /
// update_date and day_number are not here: the server writes them (registry `audit` and `sequence`).
import { number, object } from 'yup';
import { moveByLabel } from '../moveCatalogue';
import type { SchemaRecord } from '../schemaRecord';
import {
  INVALID,
  REQUIRED,
  optionalId,
  optionalRichText,
  optionalText,
  requiredText,
  validityDays,
} from './fields';
import type { MediaEntry } from './media';

/** 0 active, 1 passive (spec part 2 §4). */
export const COURSE_PACKAGE_STATUSES = [0, 1] as const;
/** Rich text may hold pasted images as data URLs (JSON bodies are limited to 1 MiB). */
export const MAX_TRAINING_DESCRIPTION = 200_000;

const richText = () => optionalRichText(MAX_TRAINING_DESCRIPTION);

export const coursePackageSchema = object({
  package_name: requiredText(),
  short_description: optionalText(1000),
  branch_id: optionalId().min(-1, INVALID).default(0),
  number_of_lessons: requiredText(50),
  status_id: number()
    .transform((value: unknown, original: unknown) =>
      original === '' || original === null ? undefined : value,
    )
    .typeError(INVALID)
    .required(REQUIRED)
    .oneOf([...COURSE_PACKAGE_STATUSES], INVALID),
  display_price: requiredText(50),
  validity_days: validityDays(),
  teacher: optionalText(),
  description: richText(),
});

export const packageDaySchema = object({
  title: optionalText(),
  description: richText(),
});

/** A move name is a label of the move catalogue (in any language: the label is what is stored). */
export const moveName = () =>
  requiredText().test('move', INVALID, (value) => !value || moveByLabel(value) !== undefined);

export const packageDayMoveSchema = object({
  move_name: moveName(),
  number_sets: requiredText(50),
  duration: optionalText(50),
  weight: optionalText(50),
  description: richText(),
});

// The records as answered (the registry rows name them in `record`; a package's own record is
// RecordOf<'coursePackages'>: the schema's fields with the row's audit stamps and these extras).
export interface CoursePackageExtras {
  /** 0 active, 1 passive (the schema's number().oneOf does not narrow its type). */
  status_id: (typeof COURSE_PACKAGE_STATUSES)[number];
  /** The uploaded image (owner 'course_package'): its media id and URL, derived when read. */
  media_id?: number | null;
  image_url?: string;
  attributes?: { media?: MediaEntry[] };
}

/** A package's day: its package and number are the server's (query parent and registry `sequence`). */
export type PackageDayRecord = SchemaRecord<typeof packageDaySchema> & {
  package_id: number;
  day_number: number;
};

/** A move of a package's day; move_name is the catalogue option's label, as chosen. */
export type PackageDayMoveRecord = SchemaRecord<typeof packageDayMoveSchema> & {
  package_id: number;
  day_number: number;
};
