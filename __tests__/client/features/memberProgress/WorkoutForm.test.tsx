// The workout form's sets (TRAINING_DETAILS_*): added with ten repetitions, removed, and sent as move,
// repetitions and weight — a set without its move is refused before anything is sent; without the details verb
// the sets are neither shown nor sent.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { WorkoutForm } from '../../../../src/client/features/memberProgress/WorkoutForm';
import type { Workout } from '../../../../src/client/features/memberProgress/types';
import { mockHttp } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';
import { businessDay } from '../../../../src/shared/businessDay';

/** Enters text in one go (as pasted): a keystroke each would re-render the form as many times. */
async function fill(user: UserEvent, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

const CATALOGUE = [
  { label: 'PECTORAL', options: [{ value: 'push_up', label: 'Şınav', type: 'move' }] },
  { label: 'LEG', options: [{ value: 'back_squat', label: 'Barla Squat', type: 'move' }] },
];

const workout = {
  id: 3,
  member_id: 7,
  date: '2026-11-17',
  program_day_id: null,
  duration_minutes: 60,
  notes: 'Bacak günü',
  sets: [
    { move_name: 'Barla Squat', set_number: 1, repetitions: 5, weight: 80 },
    { move_name: 'Şınav', set_number: 1, repetitions: 12, weight: null },
  ],
  volume: 400,
} as unknown as Workout;

function open(record: Workout | null, permissions: string[]) {
  mockHttp(() => ({ status: 200, data: CATALOGUE }));
  const onSubmit = jest.fn();
  const view = renderWithProviders(
    <WorkoutForm
      record={record}
      programDays={[]}
      saving={false}
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
    { preloadedState: { session: signedInSession({ permissions }) } },
  );
  return { ...view, onSubmit };
}

const repetitions = () => screen.getAllByLabelText('Tekrar') as HTMLInputElement[];
const removeButtons = () => screen.getAllByRole('img', { name: 'Sil' });

it('adds a set with ten repetitions, refuses it without its move, and sends the sets left after removing', async () => {
  const { user, onSubmit } = open(workout, ['TRAININGS_UPDATE', 'TRAINING_DETAILS_UPDATE']);
  expect(screen.getByText('Antrenmanı düzenle')).toBeInTheDocument();
  expect(repetitions().map((input) => input.value)).toEqual(['5', '12']);

  await user.click(screen.getByRole('button', { name: /Set ekle/ }));
  expect(repetitions().map((input) => input.value)).toEqual(['5', '12', '10']);
  await user.click(screen.getByRole('button', { name: 'Kaydet' }));
  expect(await screen.findByText('Bu alanın doldurulması zorunludur.')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();

  // The new set and the squat go; the push-up's weight is typed in Turkish.
  await user.click(removeButtons()[2]);
  await user.click(removeButtons()[0]);
  expect(repetitions().map((input) => input.value)).toEqual(['12']);
  await waitFor(() => expect(screen.queryByText('Bu alanın doldurulması zorunludur.')).toBeNull());
  await user.type(screen.getAllByLabelText('Ağırlık')[0], '7,5');
  await user.click(screen.getByRole('button', { name: 'Kaydet' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  expect(onSubmit.mock.calls[0][0]).toEqual({
    date: '2026-11-17',
    duration_minutes: 60,
    program_day_id: null,
    notes: 'Bacak günü',
    sets: [{ move_name: 'Şınav', repetitions: 12, weight: 7.5 }],
  });
});

it('says a set needs its repetitions, and a duration out of range is invalid', async () => {
  const { user, onSubmit } = open(null, ['TRAININGS_CREATE', 'TRAINING_DETAILS_CREATE']);
  expect(screen.getByText('Yeni antrenman')).toBeInTheDocument();
  await user.clear(repetitions()[0]);
  await user.type(screen.getByLabelText('Süre (dk)'), '1500');
  await user.click(screen.getByRole('button', { name: 'Kaydet' }));
  // The move and the repetitions are missing, the duration is over a day.
  await waitFor(() => expect(screen.getAllByText('Bu alanın doldurulması zorunludur.')).toHaveLength(2));
  expect(screen.getByText('Bu alanın değeri geçersiz.')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
});

it('without TRAINING_DETAILS_CREATE records the workout alone: no sets shown or sent', async () => {
  const { user, onSubmit } = open(null, ['TRAININGS_CREATE']);
  expect(screen.queryByRole('button', { name: /Set ekle/ })).toBeNull();
  expect(screen.queryByLabelText('Tekrar')).toBeNull();
  await user.type(screen.getByLabelText('Süre (dk)'), '45');
  await fill(user, screen.getByLabelText('Notlar'), 'Kardiyo');
  await user.click(screen.getByRole('button', { name: 'Kaydet' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  expect(onSubmit.mock.calls[0][0]).toEqual({
    date: businessDay(),
    duration_minutes: 45,
    program_day_id: null,
    notes: 'Kardiyo',
  });
});

it('cancels without sending', async () => {
  const onCancel = jest.fn();
  mockHttp(() => ({ status: 200, data: CATALOGUE }));
  const { user } = renderWithProviders(
    <WorkoutForm record={null} programDays={[]} saving={false} onSubmit={jest.fn()} onCancel={onCancel} />,
    { preloadedState: { session: signedInSession({ permissions: ['TRAININGS_CREATE'] }) } },
  );
  await user.click(within(document.body).getByRole('button', { name: 'Vazgeç' }));
  expect(onCancel).toHaveBeenCalled();
});
