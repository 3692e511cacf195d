// The timetable's sessions as FullCalendar events, and back. The calendar runs in UTC and is fed the gym's wall
// clock as if it were UTC ("2026-03-02T18:00:00"), so a class sits at 18:00 whatever the browser's zone; a date
// the calendar hands back (a drag's new start, the visible range) is read the same way. Pure, so it is tested
// without the calendar.
import type { EventInput } from '@fullcalendar/core';
import { addDays } from '../../../shared/freeze';
import type { ClassSession } from './types';

export interface SessionEventOptions {
  /** The user may move sessions (CLASSES_UPDATE): a scheduled one is then draggable. */
  canMove: boolean;
  /** The waiting list's words for `count` people ('+2 yedek'). */
  waiting: (count: number) => string;
}

/** The session a calendar event stands for. */
export interface SessionEventProps {
  session: ClassSession;
}

/** "Pilates 8/12", and " · +2 yedek" when people wait. */
export function sessionTitle(session: ClassSession, waiting: SessionEventOptions['waiting']): string {
  const seats = `${session.booked}/${session.capacity}`;
  return session.waitlisted > 0
    ? `${session.name} ${seats} · ${waiting(session.waitlisted)}`
    : `${session.name} ${seats}`;
}

/** Black or white, whichever reads better on `background` ('#rrggbb'; WCAG relative luminance). */
export function textColourOn(background: string): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(background)?.[1];
  if (!hex) return '#ffffff';
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  // Contrast against white (1.05 / (L + 0.05)) beats contrast against black ((L + 0.05) / 0.05) below L ≈ 0.179.
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

const CANCELLED_COLOUR = '#bfbfbf';

export function sessionEvent(session: ClassSession, options: SessionEventOptions): EventInput {
  const cancelled = session.status === 'cancelled';
  const colour = cancelled ? CANCELLED_COLOUR : session.colour;
  // A class past midnight ends on the next day.
  const endDay = session.end_time <= session.start_time ? addDays(session.day, 1) : session.day;
  const props: SessionEventProps = { session };
  return {
    id: String(session.id),
    title: sessionTitle(session, options.waiting),
    start: `${session.day}T${session.start_time}:00`,
    end: `${endDay}T${session.end_time}:00`,
    backgroundColor: colour,
    borderColor: colour,
    textColor: cancelled ? '#595959' : textColourOn(colour),
    classNames: cancelled ? ['class-session', 'class-session-cancelled'] : ['class-session'],
    // Only its start moves: its length is its type's.
    startEditable: options.canMove && !cancelled,
    durationEditable: false,
    extendedProps: props,
  };
}

export const sessionEvents = (
  sessions: readonly ClassSession[],
  options: SessionEventOptions,
): EventInput[] => sessions.map((session) => sessionEvent(session, options));

const pad = (n: number) => String(n).padStart(2, '0');

/** The gym's day and time of a calendar date (the calendar's UTC is the gym's wall clock). */
export function wallClockOf(date: Date): { day: string; start_time: string } {
  return {
    day: date.toISOString().slice(0, 10),
    start_time: `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`,
  };
}

/** The days a calendar range shows, both included (the calendar's end is the first instant after it). */
export function visibleDays(start: Date, end: Date): { from: string; to: string } {
  return { from: wallClockOf(start).day, to: wallClockOf(new Date(end.getTime() - 1)).day };
}

/** What a PUT sends to move `session` to `day` at `start_time` (the rest as it is). */
export function moveBody(session: ClassSession, to: { day: string; start_time: string }) {
  return {
    class_type_id: session.class_type_id,
    branch_id: session.branch_id,
    room_id: session.room_id,
    coach_id: session.coach_id,
    day: to.day,
    start_time: to.start_time,
    capacity: session.capacity,
  };
}
