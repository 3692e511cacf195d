// The member file's "Dersler" tab: the member's bookings from GET members/{id}/classBookings — the class, its day
// and time on the gym's clock, the status and the place in the queue — and the tab's place in the file.
import { screen, within } from '@testing-library/react';
import { area } from '../../../../src/client/features/classes/area';
import MemberClassesTab from '../../../../src/client/features/classes/MemberClassesTab';
import { booking, list, path, render } from './fixtures';

it('lists the bookings with their day, time, status and place in the queue', async () => {
  const { calls } = render(<MemberClassesTab memberId={7} title="Dersler" />, (c) =>
    path(c.url) === 'members/7/classBookings'
      ? list([
          booking({
            id: 2,
            class_name: 'Yoga',
            day: '2026-03-04',
            start_time: '07:30',
            status: 'waitlisted',
            waitlist_position: 2,
          }),
          booking({ id: 1, status: 'attended' }),
        ])
      : list([]),
  );
  const yoga = (await screen.findByText('Yoga')).closest('tr') as HTMLElement;
  expect(within(yoga).getByText('04/03/2026 07:30')).toBeInTheDocument();
  expect(within(yoga).getByText('Yedek listede')).toBeInTheDocument();
  expect(within(yoga).getByText('2')).toBeInTheDocument();
  const pilates = screen.getByText('Pilates').closest('tr') as HTMLElement;
  expect(within(pilates).getByText('02/03/2026 18:00')).toBeInTheDocument();
  expect(within(pilates).getByText('Katıldı')).toBeInTheDocument();
  // A member's bookings are only listed here: no add, edit or delete.
  expect(screen.queryByRole('button', { name: /Yeni ekle/ })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Sil' })).toBeNull();
  expect(calls.map((c) => path(c.url))).toEqual(['members/7/classBookings']);
});

it('says when the member has no bookings', async () => {
  render(<MemberClassesTab memberId={7} title="Dersler" />, () => list([]));
  expect(await screen.findByText('Bu üyenin ders kaydı yok.')).toBeInTheDocument();
});

it('comes after the check-ins, for those who may list bookings', () => {
  expect(area.memberTabs).toEqual([
    expect.objectContaining({
      key: 'classes',
      extra: { permission: 'CLASS_BOOKINGS_SEARCH', after: 'checkins', titleKey: 'classes.member.title' },
    }),
  ]);
});
