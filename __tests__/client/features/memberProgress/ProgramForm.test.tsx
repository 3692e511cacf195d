// The training program form: the name is required; its days (TRAINING_PROGRAM_DETAILS_*) are added and removed,
// each numbered by its place, with moves added at three sets of ten; without the details verb the days are
// neither shown nor sent.
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ProgramForm } from '../../../../src/client/features/memberProgress/ProgramForm';
import type { TrainingProgram } from '../../../../src/client/features/memberProgress/types';
import { mockHttp } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';
import { businessDay } from '../../../../src/shared/businessDay';

/** Enters text in one go (as pasted): a keystroke each would re-render the form as many times. */
async function fill(user: UserEvent, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

const program = {
  id: 4,
  member_id: 7,
  name: 'Kuvvet bloğu',
  goal: 'strength',
  start_date: '2026-09-01',
  end_date: '2026-10-01',
  coach_id: null,
  coach_name: null,
  notes: '',
  package_id: null,
  days: [
    {
      title: 'Üst',
      moves: [
        { move_name: 'Şınav', sets: 3, repetitions: 12, weight: null, rest_seconds: 60, notes: 'Yavaş' },
      ],
    },
  ],
} as unknown as TrainingProgram;

function open(record: TrainingProgram | null, permissions: string[]) {
  mockHttp(() => ({ status: 200, data: [] }));
  const onSubmit = jest.fn();
  const view = renderWithProviders(
    <ProgramForm record={record} saving={false} onSubmit={onSubmit} onCancel={() => undefined} />,
    { preloadedState: { session: signedInSession({ permissions }) } },
  );
  return { ...view, onSubmit };
}

const dayTitles = () => [...document.querySelectorAll('.ant-card-head-title')].map((e) => e.textContent);

it('adds days and moves, renumbers the days after a removal, and sends the days left', async () => {
  const { user, onSubmit } = open(program, ['TRAINING_PROGRAMS_UPDATE', 'TRAINING_PROGRAM_DETAILS_UPDATE']);
  expect(dayTitles()).toEqual(['Antrenman programını düzenle', '1. gün']);
  expect(screen.getByDisplayValue('Üst')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: /Gün ekle/ }));
  expect(dayTitles()).toEqual(['Antrenman programını düzenle', '1. gün', '2. gün']);
  await user.type(screen.getAllByLabelText('Gün başlığı')[1], 'Alt');
  await user.click(screen.getAllByRole('button', { name: /Hareket ekle/ })[1]);
  // A new move: three sets of ten.
  expect((screen.getAllByLabelText('Set') as HTMLInputElement[]).map((i) => i.value)).toEqual(['3', '3']);
  expect((screen.getAllByLabelText('Tekrar') as HTMLInputElement[]).map((i) => i.value)).toEqual([
    '12',
    '10',
  ]);
  // Without its move it is refused.
  await user.click(screen.getByRole('button', { name: 'Kaydet' }));
  expect(await screen.findByText('Bu alanın doldurulması zorunludur.')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();

  // The first day goes: 'Alt' is day 1 now, and its unfinished move goes too.
  await user.click(screen.getAllByRole('img', { name: 'Sil' })[0]);
  expect(dayTitles()).toEqual(['Antrenman programını düzenle', '1. gün']);
  expect(screen.getByDisplayValue('Alt')).toBeInTheDocument();
  // The day's own delete, then its move's.
  await user.click(screen.getAllByRole('img', { name: 'Sil' })[1]);
  expect(screen.queryByLabelText('Set')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Kaydet' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  expect(onSubmit.mock.calls[0][0]).toEqual({
    name: 'Kuvvet bloğu',
    goal: 'strength',
    start_date: '2026-09-01',
    end_date: '2026-10-01',
    coach_id: null,
    notes: '',
    days: [{ title: 'Alt', moves: [] }],
  });
});

it("sends a day's moves as they are edited", async () => {
  const { user, onSubmit } = open(program, ['TRAINING_PROGRAMS_UPDATE', 'TRAINING_PROGRAM_DETAILS_UPDATE']);
  const weight = screen.getByLabelText('Ağırlık (kg)');
  await user.type(weight, '12,5');
  await user.click(screen.getByRole('button', { name: 'Kaydet' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  expect(onSubmit.mock.calls[0][0].days).toEqual([
    {
      title: 'Üst',
      moves: [
        { move_name: 'Şınav', sets: 3, repetitions: 12, weight: 12.5, rest_seconds: 60, notes: 'Yavaş' },
      ],
    },
  ]);
});

it('requires the name, and without TRAINING_PROGRAM_DETAILS_CREATE sends no days', async () => {
  const { user, onSubmit } = open(null, ['TRAINING_PROGRAMS_CREATE']);
  expect(screen.getByText('Yeni antrenman programı')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Gün ekle/ })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Kaydet' }));
  expect(await screen.findByText('Bu alanın doldurulması zorunludur.')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
  await fill(user, screen.getByLabelText('Ad'), 'Yaz programı');
  await user.click(screen.getByRole('button', { name: 'Kaydet' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  expect(onSubmit.mock.calls[0][0]).toEqual({
    name: 'Yaz programı',
    goal: 'general',
    start_date: businessDay(),
    end_date: null,
    coach_id: null,
    notes: '',
  });
});
