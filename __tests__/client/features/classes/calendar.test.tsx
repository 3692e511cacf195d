// The real calendar, drawn in jsdom (no layout, so no dragging here): the week starts on Monday in every
// language, the range it reports is the days shown, a session sits on its day at its wall-clock time, a click
// opens it, and Arabic runs right to left.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import SessionCalendar from '../../../../src/client/features/classes/SessionCalendar';
import { sessionEvents } from '../../../../src/client/features/classes/sessionEvents';
import { businessDay } from '../../../../src/shared/businessDay';
import { addDays } from '../../../../src/shared/freeze';
import { session } from './fixtures';

// jsdom's resolver picks preact's browser build, an ES module jest cannot load: its CommonJS build, one instance.
jest.mock('preact', () => jest.requireActual('../../../../node_modules/preact/dist/preact.js'));
jest.mock('preact/hooks', () => jest.requireActual('../../../../node_modules/preact/hooks/dist/hooks.js'));
jest.mock('preact/compat', () => jest.requireActual('../../../../node_modules/preact/compat/dist/compat.js'));

const today = businessDay();
/** ISO weekday of a yyyy-MM-dd (1 Monday … 7 Sunday). */
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
const monday = addDays(today, 1 - weekday(today));
const waiting = (count: number) => `+${count} yedek`;
const events = sessionEvents(
  [session({ day: today, start_time: '18:00', end_time: '18:50', booked: 12, waitlisted: 2 })],
  { canMove: true, waiting },
);

function draw(lang: string) {
  const onRange = jest.fn();
  const onOpen = jest.fn();
  const view = render(
    <SessionCalendar
      events={events}
      lang={lang}
      waiting={waiting}
      onRange={onRange}
      onOpen={onOpen}
      onMove={() => undefined}
    />,
  );
  return { ...view, onRange, onOpen };
}

it("shows this week from Monday, with a session at its day and time on the gym's clock and its seats", async () => {
  const { onRange, onOpen, container } = draw('tr');
  await waitFor(() => expect(onRange).toHaveBeenCalledWith({ from: monday, to: addDays(monday, 6) }));
  const event = (await screen.findByText('12/12')).closest('.fc-event') as HTMLElement;
  expect(event.closest(`td[data-date="${today}"]`)).not.toBeNull();
  expect(event.textContent).toBe('18:00 - 18:50Pilates 12/12 · +2 yedek');
  // Times and seats keep their order in a right-to-left page.
  expect(event.querySelector('.fc-event-time bdi[dir="ltr"]')?.textContent).toBe('18:00 - 18:50');
  expect(container.querySelector('.fc-col-header-cell')?.getAttribute('data-date')).toBe(monday);
  fireEvent.click(event);
  expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 5 }));
});

it('runs right to left in Arabic, still from Monday', async () => {
  const { onRange, container } = draw('ar');
  await waitFor(() => expect(onRange).toHaveBeenCalledWith({ from: monday, to: addDays(monday, 6) }));
  expect(container.querySelector('.fc-direction-rtl')).not.toBeNull();
});
