// The timetable's calendar: FullCalendar's week and day time grids (MIT packages), loaded with this chunk only.
// It shows what it is given and reports back — the days in view, a session opened, a session dragged to a new
// start (the caller saves it, or reverts it), an empty slot clicked. Monday first, the language's labels and
// direction, a 24-hour clock, colours from the antd theme so the dark theme applies too.
import { useMemo, useRef } from 'react';
import FullCalendar from '@fullcalendar/react';
import type {
  DatesSetArg,
  EventClickArg,
  EventContentArg,
  EventDropArg,
  EventInput,
  LocaleInput,
} from '@fullcalendar/core';
import arLocale from '@fullcalendar/core/locales/ar';
import enGbLocale from '@fullcalendar/core/locales/en-gb';
import trLocale from '@fullcalendar/core/locales/tr';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction';
import timeGridPlugin from '@fullcalendar/timegrid';
import { theme } from 'antd';
import { businessDay, businessTime } from '../../../shared/businessDay';
import type { ClassSession } from './types';
import { wallClockOf, visibleDays, type SessionEventProps } from './sessionEvents';
import './SessionCalendar.css';

const LOCALES: Record<string, LocaleInput> = { tr: trLocale, en: enGbLocale, ar: arLocale };
const CLOCK = { hour: '2-digit', minute: '2-digit', hour12: false } as const;
const PLUGINS = [timeGridPlugin, dayGridPlugin, interactionPlugin];

export interface SessionCalendarProps {
  events: EventInput[];
  lang: string;
  /** The waiting list's words for `count` people, as the event titles say it. */
  waiting: (count: number) => string;
  /** Called with the days shown (both included) whenever they change, first when the calendar mounts. */
  onRange: (range: { from: string; to: string }) => void;
  onOpen: (session: ClassSession) => void;
  /** A session dropped at a new start: save it, or call `revert` to put it back. */
  onMove?: (session: ClassSession, to: { day: string; start_time: string }, revert: () => void) => void;
  /** An empty slot clicked: the day and time a new session there would start. */
  onSlot?: (at: { day: string; start_time: string }) => void;
}

/** A phone opens on one day: seven columns do not fit 390 px (the week is a button away). */
const PHONE = '(max-width: 767px)';
const firstView = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(PHONE).matches
    ? 'timeGridDay'
    : 'timeGridWeek';

/** The grid starts at 06:00, or at the hour of an earlier class shown (an early-bird class is not cut off). */
function firstSlot(events: EventInput[]): string {
  const earliest = events.reduce((min, e) => {
    const time = typeof e.start === 'string' ? e.start.slice(11, 13) : '06';
    return time < min ? time : min;
  }, '06');
  return `${earliest}:00:00`;
}

/** The gym's clock now, written as the calendar's UTC (the "now" line and today's column). */
const gymNow = () => `${businessDay()}T${businessTime(Date.now())}:00`;

/**
 * An event's face, each part isolated: the time and seats left to right, so an Arabic page does not turn
 * "07:30 - 08:20" into "08:20 - 07:30", and the name and the queue apart, so the queue's "3" does not join "7/12".
 */
function sessionContent(arg: EventContentArg, waiting: SessionCalendarProps['waiting']) {
  const { session } = arg.event.extendedProps as SessionEventProps;
  return (
    <div className="fc-event-main-frame">
      <div className="fc-event-time">
        {/* Its own start and end, not FullCalendar's range text, which an Arabic page writes end first. */}
        <bdi dir="ltr">{`${session.start_time} - ${session.end_time}`}</bdi>
      </div>
      <div className="fc-event-title-container">
        <div className="fc-event-title fc-sticky">
          <bdi>{session.name}</bdi> <bdi dir="ltr">{`${session.booked}/${session.capacity}`}</bdi>
          {session.waitlisted > 0 && (
            <>
              {' · '}
              <bdi>{waiting(session.waitlisted)}</bdi>
            </>
          )}
        </div>
      </div>
    </div>
  );
}

export default function SessionCalendar({
  events,
  lang,
  waiting,
  onRange,
  onOpen,
  onMove,
  onSlot,
}: SessionCalendarProps) {
  const { token } = theme.useToken();
  const locale = LOCALES[lang] ?? trLocale;
  const rtl = lang === 'ar';
  // The callbacks change with the page's state; the calendar keeps the first ones it is given in some handlers.
  const handlers = useRef({ onRange, onOpen, onMove, onSlot });
  handlers.current = { onRange, onOpen, onMove, onSlot };
  const style = useMemo(
    () =>
      ({
        '--fc-border-color': token.colorBorderSecondary,
        '--fc-page-bg-color': token.colorBgContainer,
        '--fc-neutral-bg-color': token.colorFillQuaternary,
        '--fc-today-bg-color': token.colorPrimaryBg,
        '--fc-now-indicator-color': token.colorError,
        '--fc-button-bg-color': token.colorPrimary,
        '--fc-button-border-color': token.colorPrimary,
        '--fc-button-hover-bg-color': token.colorPrimaryHover,
        '--fc-button-hover-border-color': token.colorPrimaryHover,
        '--fc-button-active-bg-color': token.colorPrimaryActive,
        '--fc-button-active-border-color': token.colorPrimaryActive,
      }) as React.CSSProperties,
    [token],
  );

  return (
    <div className="class-calendar" style={style}>
      <FullCalendar
        plugins={PLUGINS}
        initialView={firstView()}
        initialDate={businessDay()}
        headerToolbar={{ start: 'prev,next today', center: 'title', end: 'timeGridWeek,timeGridDay' }}
        // Arrows as text: FullCalendar's icon fonts are images without a name (axe); the buttons keep their hints.
        buttonIcons={false}
        buttonText={{ prev: rtl ? '›' : '‹', next: rtl ? '‹' : '›' }}
        locale={locale}
        direction={rtl ? 'rtl' : 'ltr'}
        firstDay={1}
        timeZone="UTC"
        now={gymNow}
        nowIndicator
        allDaySlot={false}
        slotMinTime={firstSlot(events)}
        slotMaxTime="24:00:00"
        scrollTime="08:00:00"
        slotDuration="00:30:00"
        snapDuration="00:15:00"
        slotLabelFormat={CLOCK}
        eventTimeFormat={CLOCK}
        height="auto"
        events={events}
        eventContent={(arg: EventContentArg) => sessionContent(arg, waiting)}
        eventInteractive
        editable={Boolean(onMove)}
        eventDurationEditable={false}
        datesSet={(arg: DatesSetArg) => handlers.current.onRange(visibleDays(arg.start, arg.end))}
        eventClick={(arg: EventClickArg) => {
          arg.jsEvent.preventDefault();
          handlers.current.onOpen((arg.event.extendedProps as SessionEventProps).session);
        }}
        eventDrop={(arg: EventDropArg) => {
          const move = handlers.current.onMove;
          if (!move || !arg.event.start) return arg.revert();
          move(
            (arg.event.extendedProps as SessionEventProps).session,
            wallClockOf(arg.event.start),
            arg.revert,
          );
        }}
        dateClick={
          onSlot ? (arg: DateClickArg) => handlers.current.onSlot?.(wallClockOf(arg.date)) : undefined
        }
      />
    </div>
  );
}
