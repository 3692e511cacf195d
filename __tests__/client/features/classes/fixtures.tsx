// The classes' tests' records and server: a session (5, Pilates on Monday 2 March 2026 at 18:00 in Studio A with
// Selin Kaya) and bookings of it as each test sets them.
import type { ReactElement } from 'react';
import type { ClassBooking, ClassSession } from '../../../../src/client/features/classes/types';
import type { AppStore } from '../../../../src/client/store';
import { makeStore } from '../../../../src/client/store';
import { mockHttp, type Handler } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

export const ALL = [
  'CLASSES_SEARCH',
  'CLASSES_CREATE',
  'CLASSES_READ',
  'CLASSES_UPDATE',
  'CLASSES_DELETE',
  'CLASS_BOOKINGS_SEARCH',
  'CLASS_BOOKINGS_CREATE',
  'CLASS_BOOKINGS_UPDATE',
  'CLASS_BOOKINGS_DELETE',
  'MEMBERS_SEARCH',
  'USERS_SEARCH',
  'BRANCHES_SEARCH',
];

export const session = (overrides: Partial<ClassSession> = {}): ClassSession => ({
  id: 5,
  schedule_id: 2,
  occurrence: '2026-03-02',
  class_type_id: 3,
  name: 'Pilates',
  colour: '#1677ff',
  branch_id: 1,
  room_id: 4,
  room_name: 'Stüdyo A',
  coach_id: 9,
  coach_name: 'Selin Kaya',
  day: '2026-03-02',
  start_time: '18:00',
  end_time: '18:50',
  starts_at: '2026-03-02T15:00:00.000Z',
  ends_at: '2026-03-02T15:50:00.000Z',
  capacity: 12,
  booked: 2,
  waitlisted: 0,
  status: 'scheduled',
  cancel_reason: null,
  ...overrides,
});

export const booking = (overrides: Partial<ClassBooking> = {}): ClassBooking => ({
  id: 11,
  session_id: 5,
  member_id: 7,
  member_name: 'Ayşe Demir',
  member_package_id: 3,
  status: 'booked',
  waitlist_position: null,
  checkin_id: null,
  created_at: '2026-02-28T10:00:00.000Z',
  updated_at: '2026-02-28T10:00:00.000Z',
  class_name: 'Pilates',
  starts_at: '2026-03-02T15:00:00.000Z',
  day: '2026-03-02',
  start_time: '18:00',
  branch_id: 1,
  ...overrides,
});

export const path = (url?: string) => (url ?? '').split('?')[0];
export const query = (url?: string) => new URLSearchParams((url ?? '').split('?')[1] ?? '');
export const list = (rows: unknown[]) => ({
  status: 200,
  data: rows,
  headers: { 'x-total-count': String(rows.length) },
});

export interface RenderOptions {
  permissions?: string[];
  route?: string;
  path?: string;
  store?: AppStore;
}

export function render(element: ReactElement, handler: Handler, options: RenderOptions = {}) {
  const calls = mockHttp(handler);
  const store =
    options.store ?? makeStore({ session: signedInSession({ permissions: options.permissions ?? ALL }) });
  const view = renderWithProviders(element, { route: options.route, path: options.path, store });
  return { calls, ...view };
}

/** The requests made, as 'METHOD url' without the query. */
export const requests = (calls: { method?: string; url?: string }[]) =>
  calls.map((c) => `${(c.method ?? 'get').toUpperCase()} ${path(c.url)}`);

export const writes = (calls: { method?: string; url?: string }[]) =>
  requests(calls).filter((r) => !r.startsWith('GET'));
