// Group classes over HTTP on each database: a schedule makes its sessions on the gym's clock; a coach or room in
// two overlapping classes is a 409 naming the other class; thirty members booking ten seats at once end as ten
// booked and twenty queued at 1…20, and parallel cancellations promote from the queue without ever seating more
// than the capacity; attendance and a desk check-in on the same day spend one lesson; a late cancellation spends
// the lesson only when the gym says so; a schedule's edit keeps its booked sessions and names them.
import type { ClassBookingRecord, ClassSessionFields } from '../../../../src/shared/schemas/classes';
import type { MemberPackageRecord } from '../../../../src/shared/schemas/memberPackages';
import { addDays } from '../../../../src/shared/freeze';
import { gymToday } from '../../../../src/server/modules/classes/sessionTimes';
import { createStaff, sessionToken } from '../../helpers/fixtures';
import { sampleBody } from '../../helpers/samples';
import { describeEachDatabase } from '../../helpers/testApp';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Session = ClassSessionFields & { id: number; day: string; start_time: string; coach_id: number };
type ErrorBody = { error: string; translated_message: string };

describeEachDatabase('group classes', (t) => {
  let token = '';
  let branch = 0;
  let coach = 0;
  let otherCoach = 0;
  let yoga = 0;
  const call = (method: Method, url: string, payload?: object) =>
    t().request({ method, url: `/api/v1/${url}`, token, ...(payload ? { payload } : {}) });
  const today = () => gymToday(t().config.classes);
  const created = async <T = { id: number }>(url: string, body: object): Promise<T> => {
    const res = await call('POST', url, body);
    expect([res.statusCode, res.body]).toEqual([201, expect.any(String)]);
    return res.json<T>();
  };
  const memberWithPackage = async (lessons = 10) => {
    const member = await created('members', sampleBody('members'));
    const pkg = await created<MemberPackageRecord>(`members/${member.id}/packages`, {
      ...sampleBody('member_packages'),
      product_type: '',
      product_id: null,
      lesson_count: lessons,
      used_lessons: 0,
      starttime: addDays(today(), -5),
      endtime: addDays(today(), 40),
    });
    return { member: member.id, pkg: pkg.id };
  };
  const session = async (extra: object = {}) =>
    created<Session>('classSessions', {
      class_type_id: yoga,
      branch_id: branch,
      room_id: null,
      coach_id: coach,
      day: addDays(today(), 3),
      start_time: '10:00',
      capacity: null,
      ...extra,
    });
  const bookings = async (sessionId: number) =>
    (await call('GET', `classSessions/${sessionId}/bookings?count=100`)).json<ClassBookingRecord[]>();

  beforeAll(async () => {
    token = (await t().login()).access_token;
    branch = (await created('branches', sampleBody('branches'))).id;
    coach = (await created('users', sampleBody('users'))).id;
    otherCoach = (await created('users', sampleBody('users'))).id;
    yoga = (
      await created('classTypes', {
        name: 'Yoga',
        description: '',
        duration_minutes: 60,
        capacity: 10,
        colour: '#7cb305',
        status: 'active',
      })
    ).id;
  });

  it('makes a schedule’s sessions to the horizon on the gym’s clock, named and counted', async () => {
    const room = await created('rooms', { name: 'Stüdyo A', branch_id: branch, capacity: 16 });
    const schedule = await created('classSchedules', {
      class_type_id: yoga,
      branch_id: branch,
      room_id: room.id,
      coach_id: otherCoach,
      weekdays: [2, 4],
      start_time: '18:00',
      starts_on: today(),
      ends_on: null,
      capacity: null,
    });
    const list = await call(
      'GET',
      `classSessions?schedule_id=${schedule.id}&from=${today()}&to=${addDays(today(), 55)}&count=100`,
    );
    expect(list.statusCode).toBe(200);
    const sessions = list.json<Session[]>();
    // Eight weeks ahead: two a week (16), give or take the week's edges.
    expect(sessions.length).toBeGreaterThanOrEqual(15);
    expect(sessions.length).toBeLessThanOrEqual(18);
    for (const s of sessions) {
      expect(s).toMatchObject({
        start_time: '18:00',
        end_time: '19:00',
        name: 'Yoga',
        room_name: 'Stüdyo A',
      });
      expect(s).toMatchObject({ capacity: 10, booked: 0, waitlisted: 0, status: 'scheduled' });
      expect([2, 4]).toContain(new Date(`${s.day}T00:00:00Z`).getUTCDay());
      // Istanbul is UTC+3 all year: 18:00 there is 15:00 UTC.
      expect(s.starts_at).toBe(`${s.day}T15:00:00.000Z`);
    }
  });

  it('refuses a capacity over the room’s, naming it, and a room of another branch', async () => {
    const room = await created('rooms', { name: 'Küçük Salon', branch_id: branch, capacity: 6 });
    const res = await call('POST', 'classSessions', {
      class_type_id: yoga,
      branch_id: branch,
      room_id: room.id,
      coach_id: coach,
      day: addDays(today(), 9),
      start_time: '07:00',
      capacity: null,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().translated_message).toBe('Kontenjan salonun kapasitesini (6) aşamaz.');
  });

  it('answers 409 conflict naming the other class when a coach or a room would be in two places', async () => {
    const room = await created('rooms', { name: 'Stüdyo B', branch_id: branch, capacity: 20 });
    const day = addDays(today(), 4);
    const first = await session({ day, start_time: '09:00', room_id: room.id });
    const coachTaken = await call('POST', 'classSessions', {
      class_type_id: yoga,
      branch_id: branch,
      room_id: null,
      coach_id: coach,
      day,
      start_time: '09:30',
      capacity: null,
    });
    expect(coachTaken.statusCode).toBe(409);
    expect(coachTaken.json<ErrorBody>()).toMatchObject({
      error: 'conflict',
      translated_message: `Eğitmen o saatte başka bir derste: Yoga, ${day} 09:00.`,
    });
    const roomTaken = await call('POST', 'classSessions', {
      class_type_id: yoga,
      branch_id: branch,
      room_id: room.id,
      coach_id: otherCoach,
      day,
      start_time: '08:30',
      capacity: null,
    });
    expect(roomTaken.statusCode).toBe(409);
    expect(roomTaken.json<ErrorBody>().translated_message).toBe(`Salon o saatte dolu: Yoga, ${day} 09:00.`);
    // Right after it is free; moving the first onto it is checked the same way, against others only.
    const after = await session({ day, start_time: '10:00', room_id: room.id });
    const move = await call('PUT', `classSessions/${after.id}`, {
      class_type_id: yoga,
      branch_id: branch,
      room_id: room.id,
      coach_id: coach,
      day,
      start_time: '09:15',
      capacity: null,
    });
    expect(move.statusCode).toBe(409);
    const ownMove = await call('PUT', `classSessions/${first.id}`, {
      class_type_id: yoga,
      branch_id: branch,
      room_id: room.id,
      coach_id: coach,
      day,
      start_time: '08:45',
      capacity: null,
    });
    expect(ownMove.statusCode).toBe(200);
    expect(ownMove.json<Session>()).toMatchObject({ start_time: '08:45', end_time: '09:45' });
  });

  it('seats thirty parallel bookings of ten seats as ten booked and twenty queued at 1…20', async () => {
    const s = await session({ day: addDays(today(), 5), start_time: '12:00' });
    const members = [];
    for (let i = 0; i < 30; i++) members.push(await memberWithPackage());
    const answers = await Promise.all(
      members.map(({ member }) => call('POST', `classSessions/${s.id}/bookings`, { member_id: member })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(201));
    const roster = await bookings(s.id);
    expect(roster.filter((b) => b.status === 'booked')).toHaveLength(10);
    const queue = roster.filter((b) => b.status === 'waitlisted').map((b) => b.waitlist_position);
    expect(queue.sort((a, b) => a! - b!)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));

    // Five seats freed at once: five promoted, the seats never over ten, the queue 1…15.
    const seated = roster.filter((b) => b.status === 'booked').slice(0, 5);
    const cancels = await Promise.all(
      seated.map((b) => call('DELETE', `classSessions/${s.id}/bookings/${b.id}`)),
    );
    expect(cancels.map((c) => c.statusCode)).toEqual(Array(5).fill(204));
    const after = await bookings(s.id);
    expect(after.filter((b) => b.status === 'booked')).toHaveLength(10);
    expect(after.filter((b) => b.status === 'cancelled')).toHaveLength(5);
    expect(
      after
        .filter((b) => b.status === 'waitlisted')
        .map((b) => b.waitlist_position)
        .sort((a, b) => a! - b!),
    ).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    // The first in the queue took the first seat, and was mailed.
    const firstQueued = roster.find((b) => b.waitlist_position === 1)!;
    expect(after.find((b) => b.id === firstQueued.id)).toMatchObject({
      status: 'booked',
      waitlist_position: null,
    });
    const listed = (await call('GET', `classSessions?schedule_id=0&from=${s.day}&to=${s.day}`)).statusCode;
    expect(listed).toBe(200);
    const read = (await call('GET', `classSessions/${s.id}`)).json<Session>();
    expect(read).toMatchObject({ booked: 10, waitlisted: 15 });
  });

  it('keeps the seats taken when the capacity changes: a lower one is refused, a higher one seats the queue', async () => {
    const s = await session({ day: addDays(today(), 7), start_time: '12:00', capacity: 2 });
    const members = [];
    for (let i = 0; i < 4; i++) members.push(await memberWithPackage());
    for (const { member } of members) await created(`classSessions/${s.id}/bookings`, { member_id: member });
    const body = {
      class_type_id: yoga,
      branch_id: branch,
      room_id: null,
      coach_id: coach,
      day: s.day,
      start_time: '12:00',
    };
    const lower = await call('PUT', `classSessions/${s.id}`, { ...body, capacity: 1 });
    expect(lower.statusCode).toBe(400);
    expect(lower.json<ErrorBody>().translated_message).toBe(
      'Kontenjan, dolu yer sayısının (2) altına inemez.',
    );
    const higher = await call('PUT', `classSessions/${s.id}`, { ...body, capacity: 3 });
    expect(higher.json<Session>()).toMatchObject({ capacity: 3, booked: 3, waitlisted: 1 });
    const queue = (await bookings(s.id)).filter((b) => b.status === 'waitlisted');
    expect(queue.map((b) => [b.member_id, b.waitlist_position])).toEqual([[members[3]!.member, 1]]);
  });

  it('refuses a member without a usable package with the reason, and a second open booking', async () => {
    const s = await session({ day: addDays(today(), 6), start_time: '13:00' });
    const bare = await created('members', sampleBody('members'));
    const none = await call('POST', `classSessions/${s.id}/bookings`, { member_id: bare.id });
    expect(none.statusCode).toBe(409);
    expect(none.json<ErrorBody>().translated_message).toBe('Üyenin bugün geçerli bir paketi yok.');
    const { member } = await memberWithPackage();
    expect((await call('POST', `classSessions/${s.id}/bookings`, { member_id: member })).statusCode).toBe(
      201,
    );
    const again = await call('POST', `classSessions/${s.id}/bookings`, { member_id: member });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().translated_message).toBe('Üye bu derse zaten kayıtlı.');
  });

  it('spends one lesson for attendance and a desk check-in on the same day, in either order', async () => {
    const lessonsUsed = async (member: number, pkg: number) =>
      (await call('GET', `members/${member}/packages/${pkg}`)).json<MemberPackageRecord>().used_lessons;
    const s = await session({ day: today(), start_time: '00:00' });
    const desk = await memberWithPackage();
    const cls = await memberWithPackage();
    const deskBooking = await created<ClassBookingRecord>(`classSessions/${s.id}/bookings`, {
      member_id: desk.member,
    });
    const classBooking = await created<ClassBookingRecord>(`classSessions/${s.id}/bookings`, {
      member_id: cls.member,
    });
    // Desk first, then the class: the class takes the desk's visit.
    expect((await call('POST', `members/${desk.member}/checkins`, {})).statusCode).toBe(201);
    const attended = await call('POST', `classSessions/${s.id}/bookings/${deskBooking.id}/_attend`);
    expect(attended.statusCode).toBe(200);
    expect(attended.json<ClassBookingRecord>()).toMatchObject({
      status: 'attended',
      checkin_id: expect.any(Number),
    });
    expect(await lessonsUsed(desk.member, desk.pkg)).toBe(1);
    // The class first, then the desk: the desk finds today's visit.
    expect((await call('POST', `classSessions/${s.id}/bookings/${classBooking.id}/_attend`)).statusCode).toBe(
      200,
    );
    const deskAfter = await call('POST', `members/${cls.member}/checkins`, {});
    expect(deskAfter.statusCode).toBe(409);
    expect(deskAfter.json<ErrorBody>().error).toBe('already_checked_in');
    expect(await lessonsUsed(cls.member, cls.pkg)).toBe(1);
    // Marking it again changes nothing.
    await call('POST', `classSessions/${s.id}/bookings/${classBooking.id}/_attend`);
    expect(await lessonsUsed(cls.member, cls.pkg)).toBe(1);
    // Undoing the visit at the desk gives the lesson back and books the member again.
    const [visit] = (await call('GET', `members/${cls.member}/checkins`)).json<{ id: number }[]>();
    expect((await call('DELETE', `members/${cls.member}/checkins/${visit!.id}`)).statusCode).toBe(204);
    expect(await lessonsUsed(cls.member, cls.pkg)).toBe(0);
    expect((await bookings(s.id)).find((b) => b.id === classBooking.id)).toMatchObject({
      status: 'booked',
      checkin_id: null,
    });
  });

  it('records a no-show, and refuses attendance before the class’s day', async () => {
    const s = await session({ day: addDays(today(), 8), start_time: '15:00' });
    const { member } = await memberWithPackage();
    const b = await created<ClassBookingRecord>(`classSessions/${s.id}/bookings`, { member_id: member });
    const early = await call('POST', `classSessions/${s.id}/bookings/${b.id}/_attend`);
    expect(early.statusCode).toBe(409);
    expect(early.json<ErrorBody>().translated_message).toBe('Yoklama ders başladıktan sonra alınır.');
    const past = await session({ day: today(), start_time: '00:30', coach_id: otherCoach });
    const b2 = await created<ClassBookingRecord>(`classSessions/${past.id}/bookings`, { member_id: member });
    const noshow = await call('POST', `classSessions/${past.id}/bookings/${b2.id}/_noshow`);
    expect(noshow.json<ClassBookingRecord>().status).toBe('no_show');
  });

  it('makes a cancellation within the late hours late, spending the lesson only when the gym says so', async () => {
    const soon = new Date(Date.now() + 60 * 60_000);
    const wall = new Intl.DateTimeFormat('en-GB', {
      timeZone: t().config.classes.timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(soon);
    const day = gymToday(t().config.classes, soon.getTime());
    // A coach of its own: an hour from now may fall on the other tests' classes near midnight.
    const lateCoach = (await created('users', sampleBody('users'))).id;
    const s = await session({ day, start_time: wall, coach_id: lateCoach });
    const a = await memberWithPackage();
    const b = await memberWithPackage();
    const early = await session({ day: addDays(today(), 10), start_time: '11:00' });
    const ba = await created<ClassBookingRecord>(`classSessions/${s.id}/bookings`, { member_id: a.member });
    const bb = await created<ClassBookingRecord>(`classSessions/${s.id}/bookings`, { member_id: b.member });
    const be = await created<ClassBookingRecord>(`classSessions/${early.id}/bookings`, {
      member_id: a.member,
    });
    const used = async (m: { member: number; pkg: number }) =>
      (await call('GET', `members/${m.member}/packages/${m.pkg}`)).json<MemberPackageRecord>().used_lessons;

    expect((await call('DELETE', `classSessions/${early.id}/bookings/${be.id}`)).statusCode).toBe(204);
    expect((await bookings(early.id))[0]!.status).toBe('cancelled');

    t().config.classes.lateCancelSpends = false;
    await call('DELETE', `classSessions/${s.id}/bookings/${ba.id}`);
    t().config.classes.lateCancelSpends = true;
    await call('DELETE', `classSessions/${s.id}/bookings/${bb.id}`);
    t().config.classes.lateCancelSpends = false;
    const roster = await bookings(s.id);
    expect(roster.map((r) => r.status)).toEqual(['late_cancelled', 'late_cancelled']);
    expect([await used(a), await used(b)]).toEqual([0, 1]);
    const again = await call('DELETE', `classSessions/${s.id}/bookings/${ba.id}`);
    expect(again.statusCode).toBe(409);
  });

  it('keeps a schedule’s booked sessions through an edit, and names them', async () => {
    const schedule = await created<{ id: number }>('classSchedules', {
      class_type_id: yoga,
      branch_id: branch,
      room_id: null,
      coach_id: coach,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      start_time: '06:00',
      starts_on: addDays(today(), 1),
      ends_on: addDays(today(), 3),
      capacity: null,
    });
    const list = async () =>
      (await call('GET', `classSessions?schedule_id=${schedule.id}&count=100`)).json<Session[]>();
    const before = await list();
    expect(before.map((s) => s.day)).toEqual([1, 2, 3].map((d) => addDays(today(), d)));
    const { member } = await memberWithPackage();
    await created(`classSessions/${before[1]!.id}/bookings`, { member_id: member });
    const edited = await call('PUT', `classSchedules/${schedule.id}`, {
      class_type_id: yoga,
      branch_id: branch,
      room_id: null,
      coach_id: coach,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      start_time: '06:30',
      starts_on: addDays(today(), 1),
      ends_on: addDays(today(), 3),
      capacity: null,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ kept_session_ids: number[] }>().kept_session_ids).toEqual([before[1]!.id]);
    expect((await list()).map((s) => [s.day, s.start_time])).toEqual([
      [addDays(today(), 1), '06:30'],
      [addDays(today(), 2), '06:00'],
      [addDays(today(), 3), '06:30'],
    ]);
  });

  it('refuses to delete a session members booked, and deletes one nobody did', async () => {
    const booked = await session({ day: addDays(today(), 13), start_time: '16:00' });
    const { member } = await memberWithPackage();
    await created(`classSessions/${booked.id}/bookings`, { member_id: member });
    const refused = await call('DELETE', `classSessions/${booked.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().translated_message).toBe(
      'Bu derse kayıt yapılmış; ders silinemez, iptal edilebilir.',
    );
    const empty = await session({ day: addDays(today(), 13), start_time: '18:00' });
    expect((await call('DELETE', `classSessions/${empty.id}`)).statusCode).toBe(204);
    // The member who booked is kept with their bookings.
    const gone = await call('DELETE', `members/${member}`);
    expect([gone.statusCode, gone.json<ErrorBody>().error]).toEqual([409, 'in_use']);
  });

  it('shows a coach without the members’ full reach only the classes they teach, and their bookings by member', async () => {
    const keys = ['CLASSES_SEARCH', 'CLASSES_READ', 'CLASS_BOOKINGS_SEARCH', 'CLASS_BOOKINGS_UPDATE'];
    const staff = await createStaff(t().app.db, { permissions: keys });
    const staffToken = await sessionToken(t().app.db, t().config.jwtSecret, staff.id);
    const as = (url: string) => t().request({ method: 'GET', url: `/api/v1/${url}`, token: staffToken });
    const day = addDays(today(), 20);
    const mine = await session({ day, start_time: '08:00', coach_id: staff.id });
    const theirs = await session({ day, start_time: '08:00' });
    const listed = (await as(`classSessions?from=${day}&to=${day}`)).json<Session[]>().map((x) => x.id);
    expect(listed).toEqual([mine.id]);
    expect((await as(`classSessions/${theirs.id}`)).statusCode).toBe(404);
    expect((await as(`classSessions/${theirs.id}/bookings`)).statusCode).toBe(404);
    // In their own class, a member they do not coach is not theirs to see.
    const { member } = await memberWithPackage();
    await created(`classSessions/${mine.id}/bookings`, { member_id: member });
    expect((await as(`classSessions/${mine.id}/bookings`)).json<unknown[]>()).toEqual([]);
  });

  it('cancels a session once, mailing its booked members, and refuses bookings after', async () => {
    const s = await session({ day: addDays(today(), 12), start_time: '16:00' });
    const { member } = await memberWithPackage();
    await created(`classSessions/${s.id}/bookings`, { member_id: member });
    const cancelled = await call('POST', `classSessions/${s.id}/_cancel`, { reason: 'Eğitmen hasta' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<Session>()).toMatchObject({ status: 'cancelled', cancel_reason: 'Eğitmen hasta' });
    expect((await call('POST', `classSessions/${s.id}/_cancel`, { reason: 'x' })).statusCode).toBe(409);
    const outbox = await t()
      .app.db.selectFrom('outbox')
      .select('subject')
      .where('subject', '=', 'Yoga dersi iptal edildi')
      .execute();
    expect(outbox).toHaveLength(1);
    const other = await memberWithPackage();
    const late = await call('POST', `classSessions/${s.id}/bookings`, { member_id: other.member });
    expect(late.json<ErrorBody>().translated_message).toBe('Bu ders iptal edildi.');
    const [booking] = await bookings(s.id);
    const attend = await call('POST', `classSessions/${s.id}/bookings/${booking!.id}/_attend`);
    expect([attend.statusCode, attend.json<ErrorBody>().translated_message]).toEqual([
      409,
      'Bu ders iptal edildi.',
    ]);
  });
});

describeEachDatabase(
  'group classes in a gym with summer time',
  (t) => {
    it('keeps a class at its wall-clock hour on both sides of the change, as TZ says', async () => {
      const token = (await t().login()).access_token;
      const call = (url: string, payload: object) =>
        t().request({ method: 'POST', url: `/api/v1/${url}`, token, payload });
      const branch = (await call('branches', sampleBody('branches'))).json<{ id: number }>().id;
      const coach = (await call('users', sampleBody('users'))).json<{ id: number }>().id;
      const type = (await call('classTypes', sampleBody('class_types'))).json<{ id: number }>().id;
      const at = async (day: string) => {
        const res = await call('classSessions', {
          class_type_id: type,
          branch_id: branch,
          room_id: null,
          coach_id: coach,
          day,
          start_time: '18:00',
          capacity: null,
        });
        expect(res.statusCode).toBe(201);
        return res.json<Session>();
      };
      // New York leaves summer time on 7 Nov 2027: 18:00 is 22:00 UTC before, 23:00 after.
      expect(await at('2027-11-02')).toMatchObject({
        start_time: '18:00',
        starts_at: '2027-11-02T22:00:00.000Z',
      });
      expect(await at('2027-11-09')).toMatchObject({
        start_time: '18:00',
        starts_at: '2027-11-09T23:00:00.000Z',
      });
    });
  },
  {
    classes: { timeZone: 'America/New_York', horizonWeeks: 8, lateCancelHours: 2, lateCancelSpends: false },
  },
);
