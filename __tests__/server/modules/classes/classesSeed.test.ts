// The demo timetable opens lived-in: every demo branch has classes of the four types, eight weeks back and the
// horizon ahead; past classes hold attendance (each tied to that day's own desk visit of the member, so no lesson
// is spent twice) and no-shows; the next two weeks are booked, some classes full with a waiting list numbered
// 1…n; no coach or room is in two classes at once, and nobody sits in a seat beyond the capacity.
import { addDays } from '../../../../src/shared/freeze';
import { DEFAULT_CLASS_SETTINGS } from '../../../../src/shared/classes/settings';
import { gymToday } from '../../../../src/server/modules/classes/sessionTimes';
import { describeEachDatabase } from '../../helpers/testApp';

describeEachDatabase(
  'demo timetable',
  (t) => {
    const today = () => gymToday(DEFAULT_CLASS_SETTINGS);
    it('holds past classes with attendance and no-shows, and booked classes ahead, some full', async () => {
      const db = t().app.db;
      const sessions = await db.selectFrom('class_sessions').selectAll().execute();
      const bookings = await db.selectFrom('class_bookings').selectAll().execute();
      const branches = await db.selectFrom('branches').select('id').where('status', '=', 'active').execute();
      expect(new Set(sessions.map((s) => s.branch_id)).size).toBe(branches.length);
      expect(new Set(sessions.map((s) => s.class_type_id)).size).toBe(4);
      expect(sessions.some((s) => s.day < addDays(today(), -49))).toBe(true);
      expect(sessions.some((s) => s.day > addDays(today(), 49))).toBe(true);

      const past = bookings.filter((b) => sessions.find((s) => s.id === b.session_id)!.day < today());
      expect(past.filter((b) => b.status === 'attended').length).toBeGreaterThan(50);
      expect(past.filter((b) => b.status === 'no_show').length).toBeGreaterThan(5);
      expect(past.filter((b) => b.status === 'attended' && b.checkin_id === null)).toEqual([]);
      const checkinIds = past.flatMap((b) => (b.checkin_id ? [b.checkin_id] : []));
      expect(new Set(checkinIds).size).toBe(checkinIds.length);

      const ahead = sessions.filter((s) => s.day >= today() && s.day <= addDays(today(), 14));
      const open = bookings.filter((b) => ahead.some((s) => s.id === b.session_id));
      expect(open.filter((b) => b.status === 'booked').length).toBeGreaterThan(50);
      const full = ahead.filter(
        (s) => open.filter((b) => b.session_id === s.id && b.status === 'booked').length === s.capacity,
      );
      expect(full.length).toBeGreaterThan(0);
      for (const s of sessions) {
        const mine = bookings.filter((b) => b.session_id === s.id);
        expect(
          mine.filter((b) => b.status === 'booked' || b.status === 'attended').length,
        ).toBeLessThanOrEqual(s.capacity);
        const queue = mine.flatMap((b) => (b.status === 'waitlisted' ? [b.waitlist_position] : []));
        expect(queue.sort((a, b) => a! - b!)).toEqual(queue.map((_, i) => i + 1));
      }
      expect(bookings.some((b) => b.status === 'waitlisted')).toBe(true);
    });

    it('never puts a coach or a room in two classes at once', async () => {
      const sessions = await t()
        .app.db.selectFrom('class_sessions')
        .selectAll()
        .orderBy('starts_at')
        .execute();
      const clashes = sessions.filter((a, i) =>
        sessions
          .slice(i + 1)
          .some(
            (b) =>
              b.starts_at < a.ends_at &&
              a.starts_at < b.ends_at &&
              (b.coach_id === a.coach_id || (a.room_id !== null && b.room_id === a.room_id)),
          ),
      );
      expect(clashes).toEqual([]);
    });
  },
  { seedDemo: true },
);
