import { fireEvent, screen, waitFor } from '@testing-library/react';
import MoveVideoPage from '../../../../src/client/features/moves/MoveVideoPage';
import { reloadPage } from '../../../../src/client/features/moves/reloadPage';
import { apiError, mockHttp } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

jest.mock('../../../../src/client/features/moves/reloadPage', () => ({ reloadPage: jest.fn() }));

const media = {
  id: 5,
  move_name: 'bench_press',
  description: '<p>Göğüs</p>',
  file: '/media/a.mp4',
  video_url: '/media/a.mp4',
};

function setup(options: { exists: boolean }) {
  let exists = options.exists;
  const calls = mockHttp((c) => {
    if (c.method === 'get' && c.url === 'moveMedia/bench_press')
      return exists
        ? { status: 200, data: media }
        : { status: 404, data: apiError('not_found', 'Bulunamadı') };
    if (c.method === 'post' && c.url === 'moveMedia') {
      exists = true;
      return { status: 201, data: media };
    }
    if (c.method === 'post' && c.url === 'moveMedia/bench_press') return { status: 200, data: media };
    return { status: 404, data: apiError('not_found', 'Bulunamadı') };
  });
  const view = renderWithProviders(<MoveVideoPage />, {
    preloadedState: {
      session: signedInSession({ permissions: ['COURSE_PACKAGE_READ', 'COURSE_PACKAGE_UPDATE'] }),
    },
    route: '/movesComponent-edit/bench_press/0',
    path: '/movesComponent-edit/:move_name/:id',
  });
  return { ...view, calls };
}

const video = (size: number, name = 'move.mp4') => {
  const file = new File([new Uint8Array(Math.min(size, 16))], name, { type: 'video/mp4' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const choose = (file: File) =>
  fireEvent.change(screen.getByTestId('video-input'), { target: { files: [file] } });

it('titles the screen with the move and refuses a video over 3,000,000 bytes with the spec alert', async () => {
  setup({ exists: false });
  expect(await screen.findByText('Hareket Videosu Ekle - Düz Bench Press')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Video Seç/ })).toBeInTheDocument();
  choose(video(3_000_001, 'big.mp4'));
  expect(await screen.findByText('File size should be less than 3MB')).toBeInTheDocument();
  expect(screen.getByTestId('selected-file')).toHaveTextContent('Seçilen dosya: —');
  choose(video(3_000_000, 'ok.mp4'));
  await waitFor(() =>
    expect(screen.queryByText('File size should be less than 3MB')).not.toBeInTheDocument(),
  );
  expect(screen.getByTestId('selected-file')).toHaveTextContent('Seçilen dosya: ok.mp4');
});

it('is in add mode until media exists, switches to edit after the add, and reloads after an edit', async () => {
  const { calls, user } = setup({ exists: false });
  await waitFor(() => expect(screen.getByTestId('video-mode')).toHaveTextContent('Yeni video'));
  expect(screen.queryByTestId('move-video')).not.toBeInTheDocument();
  choose(video(1000));
  await user.click(screen.getByRole('button', { name: /Kaydet/ }));

  await waitFor(() => expect(screen.getByTestId('video-mode')).toHaveTextContent('Düzenleme'));
  const created = calls.find((c) => c.method === 'post' && c.url === 'moveMedia')!;
  expect(created.data).toBeInstanceOf(FormData);
  const form = created.data as FormData;
  expect(form.get('move_name')).toBe('bench_press');
  expect((form.get('file') as File).name).toBe('move.mp4');
  // Read again after the add: the preview plays the stored video.
  expect(calls.filter((c) => c.method === 'get' && c.url === 'moveMedia/bench_press')).toHaveLength(2);
  expect(await screen.findByTestId('move-video')).toBeInTheDocument();
  expect(screen.getByTestId('move-video').querySelector('source')).toHaveAttribute('src', '/media/a.mp4');
  expect(reloadPage).not.toHaveBeenCalled();
  // The upload says it is done.
  expect(await screen.findByText('İşlem başarıyla gerçekleştirildi.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: /Kaydet/ }));
  await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  expect(calls.some((c) => c.method === 'post' && c.url === 'moveMedia/bench_press')).toBe(true);
});

it('hides the submit without COURSE_PACKAGE_UPDATE', async () => {
  mockHttp(() => ({ status: 200, data: media }));
  renderWithProviders(<MoveVideoPage />, {
    preloadedState: { session: signedInSession({ permissions: ['COURSE_PACKAGE_READ'] }) },
    route: '/movesComponent-edit/bench_press/5',
    path: '/movesComponent-edit/:move_name/:id',
  });
  await waitFor(() => expect(screen.getByTestId('video-mode')).toHaveTextContent('Düzenleme'));
  expect(screen.queryByRole('button', { name: /Kaydet/ })).not.toBeInTheDocument();
});

it('in edit mode deletes the media by id (COURSE_PACKAGE_DELETE) and goes back to the list', async () => {
  const calls = mockHttp((c) => (c.method === 'delete' ? { status: 204 } : { status: 200, data: media }));
  const { user, router } = renderWithProviders(<MoveVideoPage />, {
    preloadedState: {
      session: signedInSession({ permissions: ['COURSE_PACKAGE_READ', 'COURSE_PACKAGE_DELETE'] }),
    },
    route: '/movesComponent-edit/bench_press/5',
    path: '/movesComponent-edit/:move_name/:id',
    routes: [{ path: '/movesComponent', element: <p>list</p> }],
  });
  await waitFor(() => expect(screen.getByTestId('video-mode')).toHaveTextContent('Düzenleme'));
  await user.click(screen.getByRole('button', { name: /Sil/ }));
  const confirm = await screen.findAllByRole('button', { name: /Sil/ });
  await user.click(confirm[confirm.length - 1]!);
  await waitFor(() => expect(router.state.location.pathname).toBe('/movesComponent'));
  expect(calls.find((c) => c.method === 'delete')?.url).toBe('moveMedia/5');
});
