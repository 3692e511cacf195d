// The desk shows the member's classes today (their bookings read through the store, kept to today's business
// day): the time, the class and the booking's status; nothing without CLASS_BOOKINGS_SEARCH.
import { screen, within } from '@testing-library/react';
import CheckinsTab from '../../../../src/client/features/checkins/CheckinsTab';
import { bookingsOn } from '../../../../src/client/features/checkins/TodayClasses';
import type { ClassBookingRecord } from '../../../../src/shared/schemas/classes';
import { ALL, inDays, list, path, pkg, render } from './fixtures';

const booking = (id: number, day: string, start_time: string, overrides: Partial<ClassBookingRecord> = {}) =>
  ({
    id,
    session_id: id,
    member_id: 7,
    member_name: 'Ayşe Demir',
    member_package_id: 3,
    status: 'booked',
    waitlist_position: null,
    checkin_id: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    class_name: `Ders ${id}`,
    starts_at: `${day}T00:00:00.000Z`,
    day,
    start_time,
    branch_id: 1,
    ...overrides,
  }) as ClassBookingRecord;

const today = inDays(0);

it("keeps today's bookings, in the order of their start", () => {
  const list = [booking(1, today, '19:00'), booking(2, inDays(1), '07:00'), booking(3, today, '08:30')];
  expect(bookingsOn(list, today).map((b) => b.id)).toEqual([3, 1]);
});

it("shows the member's classes today with their time and status", async () => {
  const { calls } = render(
    <CheckinsTab memberId={7} title="Girişler" />,
    (config) => {
      const url = path(config.url);
      if (url === 'members/7/classBookings')
        return list([
          booking(1, today, '19:00', { class_name: 'Pilates', status: 'waitlisted', waitlist_position: 2 }),
          booking(2, inDays(-1), '18:00', { class_name: 'Yoga' }),
          booking(3, today, '08:30', { class_name: 'Spinning', status: 'attended' }),
        ]);
      if (url === 'members/7/packages') return list([pkg()]);
      return list([]);
    },
    [...ALL, 'CLASS_BOOKINGS_SEARCH'],
  );
  const classes = await screen.findByRole('region', { name: 'Bugünkü dersleri' });
  expect(within(classes).getByText('Pilates')).toBeInTheDocument();
  expect(within(classes).getByText('Yedek listede')).toBeInTheDocument();
  expect(within(classes).getByText('Katıldı')).toBeInTheDocument();
  expect(within(classes).queryByText('Yoga')).toBeNull();
  expect(
    within(classes)
      .getAllByText(/^\d\d:\d\d$/)
      .map((e) => e.textContent),
  ).toEqual(['08:30', '19:00']);
  const asked = calls.find((c) => path(c.url) === 'members/7/classBookings')!;
  expect(asked.url).toContain('count=50');
});

it('asks nothing about classes without CLASS_BOOKINGS_SEARCH', async () => {
  const { calls } = render(<CheckinsTab memberId={7} title="Girişler" />, () => list([]));
  expect(await screen.findByText('Bu üyenin kayıtlı girişi yok.')).toBeInTheDocument();
  expect(calls.some((c) => path(c.url) === 'members/7/classBookings')).toBe(false);
  expect(screen.queryByRole('region', { name: 'Bugünkü dersleri' })).toBeNull();
});
