// The timetable: the days in view are read with the filters chosen (one answer of up to 1000 sessions), a session
// dragged elsewhere is saved with PUT (its wall-clock day and time) or put back with the server's reason, and a
// session opens its roster. FullCalendar itself is not drawn here (jsdom lays nothing out): a stand-in shows the
// events the page maps and reports what the calendar would.
import type { ComponentProps } from 'react';
import { screen, waitFor } from '@testing-library/react';
import type SessionCalendar from '../../../../src/client/features/classes/SessionCalendar';
import TimetablePage from '../../../../src/client/features/classes/TimetablePage';
import type { ClassSession } from '../../../../src/client/features/classes/types';
import { apiError, type Handler } from '../../api/mockHttp';
import { list, path, query, render, session } from './fixtures';
import { selectOption } from '../members/selectOption';

// A name starting 'mock': jest lets the calendar stand-in below reach it.
const mockRevert = jest.fn();

jest.mock('../../../../src/client/features/classes/lazySessionCalendar', () => {
  const { useEffect } = jest.requireActual<typeof import('react')>('react');
  return {
    SessionCalendar: ({ events, onRange, onOpen, onMove }: ComponentProps<typeof SessionCalendar>) => {
      useEffect(() => onRange({ from: '2026-03-02', to: '2026-03-08' }), [onRange]);
      return (
        <ul>
          {events.map((event) => {
            const { session: shown } = event.extendedProps as { session: ClassSession };
            return (
              <li key={event.id}>
                <button type="button" onClick={() => onOpen(shown)}>
                  {event.title}
                </button>
                {onMove && event.startEditable && (
                  <button
                    type="button"
                    onClick={() => onMove(shown, { day: '2026-03-04', start_time: '19:00' }, mockRevert)}
                  >
                    {`move ${event.id}`}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      );
    },
  };
});

beforeEach(() => mockRevert.mockClear());

const sessionsRead = (calls: { method?: string; url?: string }[]) =>
  calls.filter((c) => c.method === 'get' && path(c.url) === 'classSessions').map((c) => query(c.url));

function server(put?: Handler): Handler {
  return (c) => {
    const at = path(c.url);
    if (c.method === 'put') return put ? put(c) : { status: 500 };
    if (at === 'classSessions') return list([session({ waitlisted: 2, booked: 12 })]);
    if (at === 'branches') return list([{ id: 1, name: 'Kadıköy' }]);
    return list([]);
  };
}

it('reads the week in view with the filters chosen, every session in one answer', async () => {
  const { user, calls } = render(<TimetablePage />, server());
  expect(await screen.findByRole('button', { name: 'Pilates 12/12 · +2 yedek' })).toBeInTheDocument();
  const first = sessionsRead(calls)[0]!;
  expect(Object.fromEntries(first)).toMatchObject({ from: '2026-03-02', to: '2026-03-08', count: '1000' });
  await selectOption(user, 'Şube', 'Kadıköy');
  await waitFor(() => expect(sessionsRead(calls)).toHaveLength(2));
  expect(Object.fromEntries(sessionsRead(calls)[1]!)).toMatchObject({
    from: '2026-03-02',
    to: '2026-03-08',
    branch_id: '1',
  });
});

it('saves a moved session with its new day and time', async () => {
  const { user, calls } = render(
    <TimetablePage />,
    server(() => ({
      status: 200,
      data: session({ day: '2026-03-04', start_time: '19:00', end_time: '19:50' }),
    })),
  );
  await user.click(await screen.findByRole('button', { name: 'move 5' }));
  expect(await screen.findByText('Ders taşındı.')).toBeInTheDocument();
  const put = calls.find((c) => c.method === 'put')!;
  expect(path(put.url)).toBe('classSessions/5');
  expect(JSON.parse(String(put.data))).toEqual({
    class_type_id: 3,
    branch_id: 1,
    room_id: 4,
    coach_id: 9,
    day: '2026-03-04',
    start_time: '19:00',
    capacity: 12,
  });
  expect(mockRevert).not.toHaveBeenCalled();
});

it('puts a refused move back and says why', async () => {
  const { user } = render(
    <TimetablePage />,
    server(() => ({
      status: 409,
      data: apiError('conflict', 'Eğitmen o saatte başka bir derste: Yoga, 04/03/2026 19:00.'),
    })),
  );
  await user.click(await screen.findByRole('button', { name: 'move 5' }));
  expect(
    await screen.findByText('Eğitmen o saatte başka bir derste: Yoga, 04/03/2026 19:00.'),
  ).toBeInTheDocument();
  expect(mockRevert).toHaveBeenCalledTimes(1);
});

it('opens the roster of a session', async () => {
  const { user } = render(<TimetablePage />, server());
  await user.click(await screen.findByRole('button', { name: /Pilates 12\/12/ }));
  expect(await screen.findByText('Selin Kaya')).toBeInTheDocument();
  expect(screen.getByText('Stüdyo A')).toBeInTheDocument();
});

it('lets nobody without CLASSES_UPDATE drag, nor add without CLASSES_CREATE', async () => {
  render(<TimetablePage />, server(), { permissions: ['CLASSES_SEARCH', 'CLASS_BOOKINGS_SEARCH'] });
  expect(await screen.findByRole('button', { name: /Pilates 12\/12/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'move 5' })).toBeNull();
  expect(screen.queryByRole('button', { name: /Tek seferlik ders ekle/ })).toBeNull();
});
