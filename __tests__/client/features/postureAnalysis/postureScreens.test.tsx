import { fireEvent, screen, waitFor } from '@testing-library/react';
import PostureAnalysisEditPage from '../../../../src/client/features/postureAnalysis/PostureAnalysisEditPage';
import PostureTab from '../../../../src/client/features/postureAnalysis/PostureTab';
import { mockHttp } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

const analysis = {
  id: 3,
  member_id: 5,
  posture_name: 'Omuz ve boyun',
  member_name: 'Ayşe Demir',
  user_comment: 'Sağ omzum aşağıda.',
  instructor_comment: '',
  image_front: '/media/f.jpg',
  image_back: '/media/b.jpg',
  image_side1: '/media/s1.jpg',
  image_side2: '/media/s2.jpg',
  answered_by: null,
  answered_at: null,
  answered_by_name: '',
  created_at: '2026-11-20T10:00:00.000Z',
};
const POSTUR = ['COURSE_PACKAGE_SEARCH', 'MEMBER_CONSULTATION_POSTUR'];

it('shows the four photos opening in a new tab within 100×100 and the member comment read-only', async () => {
  mockHttp(() => ({ status: 200, data: analysis }));
  renderWithProviders(<PostureAnalysisEditPage />, {
    preloadedState: { session: signedInSession({ permissions: POSTUR }) },
    route: '/postureAnalysis-edit/3',
    path: '/postureAnalysis-edit/:id',
  });
  expect(await screen.findByText('Sağ omzum aşağıda.')).toBeInTheDocument();
  for (const [slot, label] of [
    ['image_front', 'Ön'],
    ['image_back', 'Arka'],
    ['image_side1', 'Yan 1'],
    ['image_side2', 'Yan 2'],
  ] as const) {
    const link = screen.getByTestId(`photo-${slot}`);
    expect(link).toHaveAttribute('href', analysis[slot]);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const image = screen.getByRole('img', { name: label });
    expect(image.style.maxWidth).toBe('100px');
    expect(image.style.maxHeight).toBe('100px');
  }
  // Read-only: the member's comment is text, not an input.
  expect(screen.queryByDisplayValue('Sağ omzum aşağıda.')).not.toBeInTheDocument();
});

it('the member tab starts an analysis with the four photos as one multipart create, then lists again', async () => {
  const calls = mockHttp((c) =>
    c.method === 'post'
      ? { status: 201, data: analysis }
      : { status: 200, data: [analysis], headers: { 'x-total-count': '1' } },
  );
  const { user } = renderWithProviders(<PostureTab memberId={5} title="Postür analizi" />, {
    preloadedState: { session: signedInSession({ permissions: POSTUR }) },
  });
  expect(await screen.findByText('Omuz ve boyun')).toBeInTheDocument();
  const start = screen.getByRole('button', { name: /Fotoğrafları yükle/ });
  expect(start).toBeDisabled();
  const name = document.getElementById('posture_name')!;
  await user.type(name, 'Bel');
  for (const slot of ['image_front', 'image_back', 'image_side1', 'image_side2'])
    fireEvent.change(document.getElementById(`photo-${slot}`)!, {
      target: {
        files: [new File([new Uint8Array([0xff, 0xd8, 0xff])], `${slot}.jpg`, { type: 'image/jpeg' })],
      },
    });
  expect(name).toHaveValue('Bel');
  await waitFor(() => expect(screen.getByRole('button', { name: /Fotoğrafları yükle/ })).toBeEnabled());
  await user.click(start);
  await waitFor(() => expect(calls.some((c) => c.method === 'post')).toBe(true));
  const post = calls.find((c) => c.method === 'post')!;
  expect(post.url).toBe('members/5/postureAnalysis');
  const form = post.data as FormData;
  expect(form.get('posture_name')).toBe('Bel');
  expect((form.get('image_side2') as File).name).toBe('image_side2.jpg');
  await waitFor(() => expect(calls.filter((c) => c.method === 'get').length).toBeGreaterThanOrEqual(2));
});

it('the tab shows nothing without MEMBER_CONSULTATION_POSTUR', () => {
  mockHttp(() => ({ status: 200, data: [] }));
  renderWithProviders(<PostureTab memberId={5} title="Postür analizi" />, {
    preloadedState: { session: signedInSession({ permissions: ['COURSE_PACKAGE_SEARCH'] }) },
  });
  expect(screen.queryByRole('button', { name: /Fotoğrafları yükle/ })).not.toBeInTheDocument();
});
