// The sports-program tab: the day status column (0 'Beklemede', anything else completed), the next day
// number on the add button, and the approve button shown only with PERSONAL_TRAININGS_APPROVE.
import { screen, waitFor, within } from '@testing-library/react';
import PersonalTrainingEditPage from '../../../../src/client/features/personalTrainings/PersonalTrainingEditPage';
import { dayStatusKey } from '../../../../src/client/features/personalTrainings/StatusLabels';
import { nextDayNumber } from '../../../../src/client/features/personalTrainings/tabs/SportsProgramTab';
import { mockHttp } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

const TRAINING = {
  id: 5,
  member_id: 1,
  pt_type_id: 1,
  coach_id: 2,
  user_name: 'Ayşe Demir',
  pt_type_name: 'Birebir',
  pt_type_price: '4500',
  sports_program_status: 0,
  diet_status: 0,
  start_date: '2026-11-01',
  end_date: null,
  description: '',
};
const DAYS = [
  { id: 11, pt_id: 5, day_num: 1, title: 'Göğüs', status: 0 },
  { id: 12, pt_id: 5, day_num: 2, title: 'Sırt', status: 1 },
  { id: 13, pt_id: 5, day_num: 4, title: 'Bacak', status: 2 },
];

function setup(permissions: string[], training = TRAINING) {
  const calls = mockHttp((config) => {
    if (config.method === 'put')
      return { status: 200, data: { ...training, ...JSON.parse(String(config.data)) } };
    if (String(config.url).startsWith('personalTrainings/5')) return { status: 200, data: training };
    return { status: 200, data: DAYS, headers: { 'x-total-count': '3' } };
  });
  const view = renderWithProviders(<PersonalTrainingEditPage />, {
    preloadedState: { session: signedInSession({ permissions }) },
    route: '/personalTrainings-edit/5/sports-program',
    path: '/personalTrainings-edit/:pt_id/:tab',
  });
  return { ...view, calls };
}

const ALL = ['PERSONAL_TRAININGS_SEARCH', 'PERSONAL_TRAININGS_READ', 'PERSONAL_TRAININGS_UPDATE'];

it('labels day statuses: 0 pending, anything else completed', async () => {
  expect([dayStatusKey(0), dayStatusKey(1), dayStatusKey(2), dayStatusKey(null)]).toEqual([
    'pending',
    'completed',
    'completed',
    'pending',
  ]);
  setup(ALL);
  const row = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;
  expect(await screen.findByText('Bacak')).toBeInTheDocument();
  expect(within(row('Göğüs')).getByText('Beklemede')).toBeInTheDocument();
  expect(within(row('Sırt')).getByText('Tamamlandı')).toBeInTheDocument();
  expect(within(row('Bacak')).getByText('Tamamlandı')).toBeInTheDocument();
  // The next day follows the highest number; row actions reach the day's edit and moves screens.
  expect(nextDayNumber([], 0)).toBe(1);
  expect(screen.getByRole('link', { name: /Gün ekle/ })).toHaveAttribute(
    'href',
    '/personalTrainings-edit-add-day/5/5',
  );
  expect(within(row('Sırt')).getByRole('link', { name: 'Hareketler' })).toHaveAttribute(
    'href',
    '/personalTrainings-edit-day-moves/5/12/2',
  );
});

it('shows the approve button only with PERSONAL_TRAININGS_APPROVE, and approves by PUT', async () => {
  const { user, calls } = setup([...ALL, 'PERSONAL_TRAININGS_APPROVE']);
  const approve = await screen.findByRole('button', { name: /Spor programını onayla/ });
  await user.click(approve);
  // Confirmed first: the days still read "Beklemede" until the member sees the program.
  expect(
    await screen.findByText('Spor programı onaylansın mı? Onaydan sonra üye programı görür.'),
  ).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'put')).toBe(false);
  await user.click(
    within(document.querySelector('.ant-popconfirm') as HTMLElement).getByRole('button', {
      name: /Spor programını onayla/,
    }),
  );
  await waitFor(() => expect(calls.some((c) => c.method === 'put')).toBe(true));
  const put = calls.find((c) => c.method === 'put')!;
  expect(put.url).toBe('personalTrainings/5');
  expect(JSON.parse(String(put.data))).toEqual({ sports_program_status: 1 });
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: /Spor programını onayla/ })).not.toBeInTheDocument(),
  );
  expect(screen.getAllByText('Onaylandı').length).toBeGreaterThan(0);
});

it('hides the approve button without PERSONAL_TRAININGS_APPROVE', async () => {
  setup(ALL);
  expect(await screen.findByText('Bacak')).toBeInTheDocument();
  expect(screen.getByText('Onay bekliyor')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /onayla/ })).not.toBeInTheDocument();
});

it('hides the approve button with APPROVE but without UPDATE (the PUT would be refused)', async () => {
  setup(['PERSONAL_TRAININGS_SEARCH', 'PERSONAL_TRAININGS_READ', 'PERSONAL_TRAININGS_APPROVE']);
  expect(await screen.findByText('Bacak')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /onayla/ })).not.toBeInTheDocument();
});

it('hides the tab menu without PERSONAL_TRAININGS_READ', () => {
  setup(['PERSONAL_TRAININGS_SEARCH']);
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  expect(screen.getByText('Bu işlem için yetkiniz yok.')).toBeInTheDocument();
});

it("offers no approve button to the training's own coach, and says why (four eyes)", async () => {
  setup([...ALL, 'PERSONAL_TRAININGS_APPROVE'], { ...TRAINING, coach_id: signedInSession().user!.id });
  expect(
    await screen.findByText('Kendi hazırladığınız programı onaylayamazsınız; onayı başka bir yetkili verir.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /onayla/ })).not.toBeInTheDocument();
});
