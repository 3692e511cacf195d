// Course package form values (spec part 2 §3, §5): the create defaults are branch_id '0' (none),
// number_of_lessons '0', display_price '0' and status 0 (active). The branch select holds '' for none, the
// validity '' for none (sent as null, so an edit that empties it clears it).
import type { Body } from '../../api/resourceClient';
import type { CoursePackage, MediaEntry } from './types';

export interface CoursePackageFormValues {
  package_name: string;
  short_description: string;
  branch_id: number | '';
  number_of_lessons: string;
  status_id: 0 | 1 | '';
  display_price: string;
  /** Days a package sold from it runs (canonical number text, '' for none). */
  validity_days: string | number;
  teacher: string;
  description: string;
}

export const newCoursePackageValues: CoursePackageFormValues = {
  package_name: '',
  short_description: '',
  branch_id: '',
  number_of_lessons: '0',
  status_id: 0,
  display_price: '0',
  validity_days: '',
  teacher: '',
  description: '',
};

export function coursePackageToValues(pkg: CoursePackage): CoursePackageFormValues {
  return {
    package_name: pkg.package_name,
    short_description: pkg.short_description ?? '',
    branch_id: pkg.branch_id ? pkg.branch_id : '',
    number_of_lessons: pkg.number_of_lessons ?? '',
    status_id: pkg.status_id,
    display_price: pkg.display_price ?? '',
    validity_days: pkg.validity_days ?? '',
    teacher: pkg.teacher ?? '',
    description: pkg.description ?? '',
  };
}

export const coursePackageToBody = (values: CoursePackageFormValues): Body => ({
  ...values,
  branch_id: values.branch_id === '' ? 0 : values.branch_id,
  validity_days: values.validity_days === '' ? null : Number(values.validity_days),
});

type StoredImage = MediaEntry & { id: number };

export const packageImageOf = (media: readonly MediaEntry[] | undefined): StoredImage | undefined =>
  media?.find((entry): entry is StoredImage => entry.type === 'image' && entry.id !== undefined);
