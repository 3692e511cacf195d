// A member's package as the API answers it, for client tests: Ayşe Demir's (member 7) running 12-lesson pilates
// package, 5 lessons used, started 10 days ago and ending in 20 (business days); tests override what they need.
import { businessDay } from '../../../src/shared/businessDay';
import type { MemberPackageRecord } from '../../../src/shared/schemas/memberPackages';

export const memberPackage = (overrides: Partial<MemberPackageRecord> = {}): MemberPackageRecord => ({
  id: 3,
  member_id: 7,
  payment_type: 'cash',
  invoice_number: 'FT-1',
  lesson_count: 12,
  used_lessons: 5,
  remaining_lessons: 7,
  starttime: businessDay(-10),
  endtime: businessDay(20),
  price: 4500,
  product_type: 'course_package',
  product_id: 2,
  product_name: 'Pilates 12 ders',
  member_name: 'Ayşe Demir',
  freezes: [],
  ...overrides,
});
