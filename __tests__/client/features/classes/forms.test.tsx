// The classes' forms: the shared schemas' messages under their fields (a colour that is not #rrggbb, a time that
// is not on the clock, no weekday, a last day before the first), and the bodies they send — numbers as numbers,
// the weekdays as a sorted number array, an optional room, last day or capacity left empty as null.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import ClassScheduleFormPage from '../../../../src/client/features/classes/ClassScheduleFormPage';
import ClassTypeFormPage from '../../../../src/client/features/classes/ClassTypeFormPage';
import RoomFormPage from '../../../../src/client/features/classes/RoomFormPage';
import { list, path, render, requests } from './fixtures';

const REQUIRED = 'Bu alanın doldurulması zorunludur.';
const INVALID = 'Bu alanın değeri geçersiz.';

async function type(user: UserEvent, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (text) await user.type(input, text);
  await user.tab();
}

const field = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;
/** The form validates after the render that holds a change. */
const says = (label: string, message: string) =>
  waitFor(() => expect(within(field(label)).getByText(message)).toBeInTheDocument());

const lookups = (url?: string) => {
  const at = path(url);
  if (at === 'classTypes') return list([{ id: 3, name: 'Pilates' }]);
  if (at === 'branches') return list([{ id: 1, name: 'Kadıköy' }]);
  if (at === 'rooms') return list([{ id: 4, name: 'Stüdyo A' }]);
  if (at === 'users') return list([{ id: 9, name: 'Selin', lastname: 'Kaya' }]);
  return list([]);
};

it('asks a class type for a name and a colour written #rrggbb', async () => {
  const { user } = render(<ClassTypeFormPage />, (c) => lookups(c.url), {
    route: '/classTypes-add',
    path: '/classTypes-add',
  });
  await type(user, 'Ad', 'Pilates');
  await type(user, 'Ad', '');
  await type(user, 'Renk', '#12');
  await says('Ad', REQUIRED);
  await says('Renk', INVALID);
  expect(screen.getByRole('button', { name: /Kaydet/ })).toBeDisabled();
});

it('creates a class type with its numbers as numbers', async () => {
  const { user, calls } = render(
    <ClassTypeFormPage />,
    (c) =>
      c.method === 'post'
        ? { status: 201, data: { id: 3, name: 'Pilates', colour: '#52c41a' } }
        : lookups(c.url),
    { route: '/classTypes-add', path: '/classTypes-add' },
  );
  await type(user, 'Ad', 'Pilates');
  await type(user, 'Süre (dk)', '50');
  await type(user, 'Kontenjan', '12');
  await type(user, 'Renk', '#52c41a');
  await user.click(screen.getByRole('button', { name: /Kaydet/ }));
  await waitFor(() => expect(requests(calls)).toContain('POST classTypes'));
  const sent = calls.find((c) => c.method === 'post')!;
  expect(JSON.parse(String(sent.data))).toEqual({
    name: 'Pilates',
    description: '',
    duration_minutes: 50,
    capacity: 12,
    colour: '#52c41a',
    status: 'active',
  });
});

it('refuses a room without a capacity of at least one', async () => {
  const { user } = render(<RoomFormPage />, (c) => lookups(c.url), {
    route: '/rooms-add',
    path: '/rooms-add',
  });
  await type(user, 'Kontenjan', '0');
  await says('Kontenjan', INVALID);
});

it('checks a schedule: a weekday at least, a time on the clock, the last day not before the first', async () => {
  const { user } = render(<ClassScheduleFormPage />, (c) => lookups(c.url), {
    route: '/classSchedules-add',
    path: '/classSchedules-add',
  });
  const days = screen.getByRole('group', { name: 'Günler' });
  await user.click(within(days).getByLabelText('Salı'));
  await user.click(within(days).getByLabelText('Salı'));
  await says('Günler', REQUIRED);
  await type(user, 'Başlangıç saati', '2500');
  expect(screen.getByLabelText('Başlangıç saati')).toHaveValue('25:00');
  await says('Başlangıç saati', INVALID);
  await type(user, 'İlk gün', '10032026');
  await type(user, 'Son gün', '01032026');
  await says('Son gün', 'Son gün, ilk günden önce olamaz.');
});

it('sends a schedule with its weekdays in order and the empty optional fields as null', async () => {
  const { user, calls } = render(
    <ClassScheduleFormPage />,
    (c) => (c.method === 'post' ? { status: 201, data: { id: 2 } } : lookups(c.url)),
    { route: '/classSchedules-add', path: '/classSchedules-add' },
  );
  const { selectOption } = await import('../members/selectOption');
  await selectOption(user, 'Ders türü', 'Pilates');
  await selectOption(user, 'Eğitmen', 'Selin Kaya');
  await selectOption(user, 'Şube', 'Kadıköy');
  const days = screen.getByRole('group', { name: 'Günler' });
  await user.click(within(days).getByLabelText('Cuma'));
  await user.click(within(days).getByLabelText('Pazartesi'));
  await type(user, 'Başlangıç saati', '1800');
  await type(user, 'İlk gün', '02032026');
  await user.click(screen.getByRole('button', { name: /Kaydet/ }));
  await waitFor(() => expect(requests(calls)).toContain('POST classSchedules'));
  const sent = calls.find((c) => c.method === 'post')!;
  expect(JSON.parse(String(sent.data))).toEqual({
    class_type_id: 3,
    branch_id: 1,
    room_id: null,
    coach_id: 9,
    weekdays: [1, 5],
    start_time: '18:00',
    starts_on: '2026-03-02',
    ends_on: null,
    capacity: null,
  });
});
