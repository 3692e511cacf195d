import { screen, within } from '@testing-library/react';
import MovesListPage from '../../../../src/client/features/moves/MovesListPage';
import { mockHttp } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

it('lists catalogue moves with whether each has a video, editing by move name and media id', async () => {
  const calls = mockHttp(() => ({
    status: 200,
    data: [
      { id: 7, move_name: 'bench_press', description: '', file: '/media/a.mp4', video_url: '/media/a.mp4' },
    ],
    headers: { 'x-total-count': '1' },
  }));
  renderWithProviders(<MovesListPage />, {
    preloadedState: {
      session: signedInSession({ permissions: ['COURSE_PACKAGE_SEARCH', 'COURSE_PACKAGE_READ'] }),
    },
  });
  const withVideo = (await screen.findByText('Düz Bench Press')).closest('tr')!;
  expect(await within(withVideo).findByText('Video var')).toBeInTheDocument();
  expect(within(withVideo).getByRole('link')).toHaveAttribute('href', '/movesComponent-edit/bench_press/7');
  const without = screen.getByText('Eğimli Bench Press').closest('tr')!;
  expect(within(without).getByText('Video yok')).toBeInTheDocument();
  expect(within(without).getByRole('link')).toHaveAttribute(
    'href',
    '/movesComponent-edit/incline_bench_press/0',
  );
  expect(calls[0]!.url).toMatch(/^moveMedia\?start=0&count=1000/);
  expect(screen.getByText(/1-25 arasında \d+ kayıt/)).toBeInTheDocument();
});
