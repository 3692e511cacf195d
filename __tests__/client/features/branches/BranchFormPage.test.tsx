import { screen, waitFor } from '@testing-library/react';
import { CITIES } from '../../../../src/shared/cities';
import BranchFormPage from '../../../../src/client/features/branches/BranchFormPage';
import { apiError, mockHttp } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

const branch = {
  id: 4,
  name: 'Kadıköy',
  supervisor_id: 11,
  nutritionist_id: 12,
  status: 'active',
  city: 34,
  address: 'Moda Cd. 1',
  latitude: 40.98,
  longitude: 29.02,
  attributes: { media: [{ id: 9, type: 'image', url: '/media/old.png' }] },
};
const staff = [
  { id: 11, name: 'Selin', lastname: 'Kaya' },
  { id: 12, name: 'Murat', lastname: 'Demir' },
];

beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
});

function setup(mediaReply: { status: number; data?: unknown } = { status: 200, data: { id: 9 } }) {
  const calls = mockHttp((c) => {
    if (c.url?.startsWith('mediaStorage')) return mediaReply;
    if (c.url === 'branches/4') return { status: 200, data: branch };
    if (c.url === 'cities') return { status: 200, data: CITIES };
    if (c.url?.startsWith('users/'))
      return { status: 200, data: staff.find((s) => c.url === `users/${s.id}`) };
    return { status: 200, data: staff, headers: { 'x-total-count': '2' } };
  });
  const view = renderWithProviders(<BranchFormPage />, {
    preloadedState: {
      session: signedInSession({ permissions: ['BRANCHES_READ', 'BRANCHES_UPDATE', 'MEDIA_SEARCH'] }),
    },
    route: '/branch-edit/4',
    path: '/branch-edit/:id',
  });
  return { ...view, calls };
}

async function chooseImageAndSave(user: ReturnType<typeof setup>['user']) {
  expect(await screen.findByDisplayValue('Kadıköy')).toBeInTheDocument();
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  await user.upload(
    input,
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'new.png', { type: 'image/png' }),
  );
  await screen.findByRole('button', { name: /Resmi kaldır/ }, { timeout: 15_000 }); // kept once its first bytes are checked
  await user.click(screen.getByText('Kaydet'));
}

it('shows the 81 provinces in the city dropdown of the form', async () => {
  const { user } = setup();
  expect(await screen.findByDisplayValue('Kadıköy')).toBeInTheDocument();
  expect(await screen.findByText('İstanbul')).toBeInTheDocument(); // the saved city's label, once GET cities answers
  await user.click(screen.getByLabelText('Şehir'));
  await screen.findByRole('listbox');
  const shown = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
  expect(shown).toHaveLength(81);
  expect(shown).toEqual(expect.arrayContaining(['Adana', 'İstanbul', 'Şanlıurfa', 'Düzce']));
});

it('edits the image in place after the update: PUT mediaStorage/{id}, then the success toast', async () => {
  const { user, calls } = setup();
  await chooseImageAndSave(user);
  await waitFor(() => expect(calls.some((c) => c.method === 'put' && c.url === 'mediaStorage/9')).toBe(true));
  const update = calls.find((c) => c.method === 'put' && c.url === 'branches/4')!;
  expect(JSON.parse(String(update.data))).toMatchObject({
    name: 'Kadıköy',
    city: 34,
    latitude: 40.98,
    supervisor_id: 11,
  });
  expect(JSON.parse(String(update.data))).not.toHaveProperty('image');
  const put = calls.find((c) => c.url === 'mediaStorage/9')!;
  expect((put.data as FormData).get('file')).toBeInstanceOf(File);
  expect(calls.some((c) => c.method === 'post' || c.method === 'delete')).toBe(false);
  expect(await screen.findByText('İşlem başarıyla gerçekleştirildi.')).toBeInTheDocument();
});

it('a failed upload shows its message and no success notice', async () => {
  const { user } = setup({
    status: 415,
    data: apiError('unsupported_media_type', 'Bu dosya türü desteklenmiyor.'),
  });
  await chooseImageAndSave(user);
  expect(await screen.findByText('Bu dosya türü desteklenmiyor.')).toBeInTheDocument();
  expect(screen.queryByText('İşlem başarıyla gerçekleştirildi.')).not.toBeInTheDocument();
});
