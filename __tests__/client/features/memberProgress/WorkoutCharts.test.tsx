// The training-tracking charts draw from the workouts the store holds: attendance per week and the volume.
import { screen, waitFor } from '@testing-library/react';
import TrainingTrackingTab from '../../../../src/client/features/memberProgress/TrainingTrackingTab';
import { attendancePerWeek } from '../../../../src/client/features/memberProgress/workoutSeries';
import { mockHttp } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

const workout = (id: number, date: string, volume: number) => ({
  id,
  member_id: 7,
  date,
  program_day_id: null,
  duration_minutes: 60,
  notes: '',
  sets: [{ move_name: 'Barla Squat', set_number: 1, repetitions: 5, weight: volume / 5 }],
  volume,
});

it('counts workouts per Monday-based week, empty weeks included', () => {
  expect(attendancePerWeek([{ date: '2026-11-02' }, { date: '2026-11-04' }, { date: '2026-11-17' }])).toEqual(
    [
      { label: '2026-11-02', value: 2 },
      { label: '2026-11-09', value: 0 },
      { label: '2026-11-16', value: 1 },
    ],
  );
});

// The charts load on first use; on a cold transform cache recharts alone takes seconds, more than a query's wait.
beforeAll(async () => {
  await Promise.all([
    import('../../../../src/client/features/memberProgress/charts/TrendChart'),
    import('../../../../src/client/features/memberProgress/charts/BarsChart'),
  ]);
});

// jsdom lays nothing out: give elements a size so recharts' responsive container draws.
beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: 600,
    height: 240,
    top: 0,
    left: 0,
    right: 600,
    bottom: 240,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
  for (const prop of ['clientWidth', 'offsetWidth'] as const)
    jest.spyOn(HTMLElement.prototype, prop, 'get').mockReturnValue(600);
  for (const prop of ['clientHeight', 'offsetHeight'] as const)
    jest.spyOn(HTMLElement.prototype, prop, 'get').mockReturnValue(240);
});
afterEach(() => jest.restoreAllMocks());

it("renders the charts from the store's workouts", async () => {
  mockHttp(() => ({
    status: 200,
    data: [workout(3, '2026-11-17', 500), workout(2, '2026-11-04', 450), workout(1, '2026-11-02', 400)],
    headers: { 'x-total-count': '3' },
  }));
  renderWithProviders(<TrainingTrackingTab memberId={7} title="Antrenman takibi" />, {
    preloadedState: { session: signedInSession({ permissions: ['TRAININGS_SEARCH'] }) },
  });
  const volume = await screen.findByRole('img', { name: 'Zaman içinde kaldırılan hacim' });
  expect(volume).toHaveAttribute('data-points', '3');
  const attendance = await screen.findByRole('img', { name: 'Haftalık antrenman sayısı' });
  expect(attendance).toHaveAttribute('data-bars', '3');
  // recharts drew its SVG inside.
  await waitFor(() => expect(volume.querySelector('svg.recharts-surface')).not.toBeNull());
});
