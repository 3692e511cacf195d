// 100,000 deterministic member records with Turkish names, shared by every server the API bench compares.
import { FIRST_NAMES, LAST_NAMES } from '../../src/server/db/seed/turkishNames';
import type { RecordStatus } from '../../src/shared/types';

export const MEMBER_COUNT = 100_000;
/** The list call the bench hammers: a page of 25, sorted by name, filtered by a name search. */
export const SEARCH = 'ay';

/** `count` members from the `from`-th on (ids from + 1 …), so large sets can be made in slices. */
export function makeMembers(count = MEMBER_COUNT, from = 0) {
  const now = '2026-01-01T00:00:00.000Z';
  return Array.from({ length: count }, (_, k) => {
    const i = from + k;
    const first = FIRST_NAMES[(i * 7) % FIRST_NAMES.length];
    const last = LAST_NAMES[(i * 13 + Math.floor(i / 97)) % LAST_NAMES.length];
    return {
      id: i + 1,
      name: `${first} ${last}`,
      birthdate: `19${70 + (i % 30)}-0${1 + (i % 9)}-1${i % 10}`,
      email: `uye${i + 1}@example.com`,
      job: '',
      reference: 0,
      phone: `(5${String(30 + (i % 70)).padStart(2, '0')}) 555 ${String(i % 100).padStart(2, '0')} ${String((i * 3) % 100).padStart(2, '0')}`,
      mobile: '',
      status: (i % 10 === 0 ? 'passive' : 'active') as RecordStatus,
      customer_type: i % 2,
      address: '',
      work_address: '',
      emergency_title: '',
      emergency_name: '',
      emergency_phone: '',
      coach_id: null,
      nutritionist_id: null,
      branches_id: null,
      height: 170,
      use_device_health: 0,
      target_daily_calorie: 0,
      created_at: now,
      updated_at: now,
    };
  });
}
