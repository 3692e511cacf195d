// The desk's tests' records and server: a member (7, Ayşe Demir) with packages and visits as each test sets them.
import type { ReactElement } from 'react';
import { businessDay, businessDayStart } from '../../../../src/shared/businessDay';
import type { CheckinRecord } from '../../../../src/shared/schemas/checkins';
import { mockHttp, type Handler } from '../../api/mockHttp';
import { memberPackage } from '../../helpers/memberPackage';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

export const ALL = [
  'CHECKINS_SEARCH',
  'CHECKINS_CREATE',
  'CHECKINS_DELETE',
  'MEMBER_PACKAGE_SEARCH',
  'MEMBER_PACKAGE_CREATE',
  'MEMBERS_SEARCH',
];
export const inDays = (n: number) => businessDay(n);

export const pkg = memberPackage;

/** Visit `id` on `day`, made at 0{id}:30 UTC. */
export const visit = (id: number, day = businessDay()): CheckinRecord => ({
  id,
  member_id: 7,
  member_package_id: 3,
  day,
  user_id: 1,
  user_name: 'Derya Sezer',
  created_at: `${day}T0${id}:30:00.000Z`,
  member_name: 'Ayşe Demir',
});

/** A visit of today at `hh:mm` on the gym's clock. */
export const visitAt = (id: number, hour: number, minute: number): CheckinRecord => ({
  ...visit(id),
  created_at: new Date(
    Date.parse(businessDayStart(businessDay())) + (hour * 60 + minute) * 60_000,
  ).toISOString(),
});

export const path = (url?: string) => (url ?? '').split('?')[0];
export const list = (rows: unknown[]) => ({
  status: 200,
  data: rows,
  headers: { 'x-total-count': String(rows.length) },
});

export function render(element: ReactElement, handler: Handler, permissions = ALL, route = '/') {
  const calls = mockHttp(handler);
  const view = renderWithProviders(element, {
    route,
    preloadedState: { session: signedInSession({ permissions }) },
  });
  return { calls, ...view };
}

export const posts = (calls: { method?: string; url?: string; data?: unknown }[]) =>
  calls.filter((c) => c.method === 'post');
