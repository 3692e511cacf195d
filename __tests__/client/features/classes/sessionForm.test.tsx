// A one-off class: started where the empty slot was clicked, sent with its wall-clock day and time and the empty
// optional fields as null; a refusal naming the coach taken then shows the server's whole message under the coach.
import { screen, waitFor, within } from '@testing-library/react';
import { SessionFormModal } from '../../../../src/client/features/classes/SessionFormModal';
import { apiError } from '../../api/mockHttp';
import { selectOption } from '../members/selectOption';
import { list, path, render, session } from './fixtures';

const lookups = (url?: string) => {
  const at = path(url);
  if (at === 'classTypes') return list([{ id: 3, name: 'Pilates' }]);
  if (at === 'branches') return list([{ id: 1, name: 'Kadıköy' }]);
  if (at === 'users') return list([{ id: 9, name: 'Selin', lastname: 'Kaya' }]);
  return list([]);
};

const TAKEN = 'Eğitmen o saatte başka bir derste: Yoga, 2026-03-04 19:00.';

async function fillAndSave(refuse: boolean) {
  const onCreated = jest.fn();
  const view = render(
    <SessionFormModal
      initial={{ day: '2026-03-04', start_time: '19:00', branch_id: 1 }}
      onClose={() => undefined}
      onCreated={onCreated}
    />,
    (c) => {
      if (c.method !== 'post') return lookups(c.url);
      return refuse
        ? {
            status: 409,
            data: { ...apiError('conflict', TAKEN), fields: { coach_id: 'classes.errors.coach_conflict' } },
          }
        : {
            status: 201,
            data: session({ id: 8, schedule_id: null, day: '2026-03-04', start_time: '19:00' }),
          };
    },
  );
  expect(screen.getByLabelText('Gün')).toHaveValue('04/03/2026');
  expect(screen.getByLabelText('Başlangıç saati')).toHaveValue('19:00');
  await selectOption(view.user, 'Ders türü', 'Pilates');
  await selectOption(view.user, 'Eğitmen', 'Selin Kaya');
  await view.user.click(screen.getByRole('button', { name: /Kaydet/ }));
  return { ...view, onCreated };
}

it('adds a one-off class where the slot was clicked', async () => {
  const { calls, onCreated } = await fillAndSave(false);
  await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 8 })));
  const sent = calls.find((c) => c.method === 'post')!;
  expect(path(sent.url)).toBe('classSessions');
  expect(JSON.parse(String(sent.data))).toEqual({
    class_type_id: 3,
    branch_id: 1,
    room_id: null,
    coach_id: 9,
    day: '2026-03-04',
    start_time: '19:00',
    capacity: null,
  });
});

it('shows under the coach the class the coach teaches then', async () => {
  const { onCreated } = await fillAndSave(true);
  const coach = screen.getByLabelText('Eğitmen').closest('.ant-form-item') as HTMLElement;
  expect(await within(coach).findByText(TAKEN)).toBeInTheDocument();
  expect(onCreated).not.toHaveBeenCalled();
});
