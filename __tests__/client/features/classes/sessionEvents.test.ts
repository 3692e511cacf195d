// The timetable's sessions become calendar events on the gym's wall clock (the calendar runs in UTC), coloured by
// their type, titled with the seats taken and the queue; a cancelled one is greyed, struck and fixed; a date the
// calendar hands back is read as the gym's day and time.
import {
  moveBody,
  sessionEvent,
  sessionEvents,
  textColourOn,
  visibleDays,
  wallClockOf,
} from '../../../../src/client/features/classes/sessionEvents';
import { session } from './fixtures';

const options = { canMove: true, waiting: (count: number) => `+${count} yedek` };

it('places a session at its wall-clock day and times, whatever the instants say', () => {
  const event = sessionEvent(session(), options);
  expect(event).toMatchObject({
    id: '5',
    start: '2026-03-02T18:00:00',
    end: '2026-03-02T18:50:00',
    title: 'Pilates 2/12',
    backgroundColor: '#1677ff',
    borderColor: '#1677ff',
    textColor: '#000000', // contrast 5.1 against 4.1 for white
    startEditable: true,
    durationEditable: false,
  });
  expect(event.extendedProps?.session).toEqual(session());
});

it('adds the waiting count to the title only when people wait', () => {
  expect(sessionEvent(session({ booked: 12, waitlisted: 3 }), options).title).toBe(
    'Pilates 12/12 · +3 yedek',
  );
  expect(sessionEvent(session({ booked: 12, waitlisted: 0 }), options).title).toBe('Pilates 12/12');
});

it('greys and strikes a cancelled session, which cannot be moved', () => {
  const event = sessionEvent(session({ status: 'cancelled' }), options);
  expect(event.backgroundColor).toBe('#bfbfbf');
  expect(event.classNames).toContain('class-session-cancelled');
  expect(event.startEditable).toBe(false);
});

it('lets nobody without the right move a session', () => {
  expect(sessionEvents([session()], { ...options, canMove: false })[0]!.startEditable).toBe(false);
});

it('ends a class that runs past midnight on the next day', () => {
  const event = sessionEvent(session({ start_time: '23:30', end_time: '00:20' }), options);
  expect(event.end).toBe('2026-03-03T00:20:00');
});

it('writes dark text on a light colour and light text on a dark one', () => {
  expect(textColourOn('#faad14')).toBe('#000000');
  expect(textColourOn('#722ed1')).toBe('#ffffff');
  expect(textColourOn('not a colour')).toBe('#ffffff');
});

it("reads the calendar's dates as the gym's days and times", () => {
  expect(wallClockOf(new Date('2026-03-04T07:15:00Z'))).toEqual({ day: '2026-03-04', start_time: '07:15' });
  // The week view's end is the first instant after its Sunday.
  expect(visibleDays(new Date('2026-03-02T00:00:00Z'), new Date('2026-03-09T00:00:00Z'))).toEqual({
    from: '2026-03-02',
    to: '2026-03-08',
  });
});

it('moves a session by sending its wall-clock day and time with the rest as it is', () => {
  expect(moveBody(session(), { day: '2026-03-04', start_time: '19:30' })).toEqual({
    class_type_id: 3,
    branch_id: 1,
    room_id: 4,
    coach_id: 9,
    day: '2026-03-04',
    start_time: '19:30',
    capacity: 12,
  });
});
