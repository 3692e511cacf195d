import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import ArticleAddPage from '../../../../src/client/features/articles/ArticleAddPage';
import ArticleEditPage from '../../../../src/client/features/articles/ArticleEditPage';
import type { Article } from '../../../../src/client/features/articles/types';
import { apiError, mockHttp, type Handler } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';
import { selectOption } from '../members/selectOption';

// Quill needs a real layout engine; a textarea stands in for the lazily loaded editor.
jest.mock('../../../../src/client/components/RichTextEditor', () => require('../../helpers/richTextStandIn'));

// jsdom has no object URLs; the image preview needs one.
beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
});

const FULL = [
  'ARTICLES_SEARCH',
  'ARTICLES_CREATE',
  'ARTICLES_READ',
  'ARTICLES_UPDATE',
  'MEDIA_SEARCH',
  'MEDIA_CREATE',
  'MEDIA_DELETE',
];
const SUCCESS = 'İşlem başarıyla gerçekleştirildi.';

const article = (overrides: Partial<Article> = {}): Article => ({
  id: 12,
  title: 'Yaz kampı',
  type: 'news',
  lang: 'tr',
  status: 'active',
  summary: '',
  content: '<p>Merhaba</p>',
  youtube_url: '',
  attributes: { media: [] },
  ...overrides,
});

function open(ui: JSX.Element, route: string, path: string, handler: Handler, permissions = FULL) {
  const calls = mockHttp(handler);
  const view = renderWithProviders(ui, {
    preloadedState: { session: signedInSession({ permissions }) },
    route,
    path,
    // The add screen moves to the edit page after a failed upload: a marker stands for it there.
    routes: [
      { path: '/articles', element: <p>articles list</p> },
      ...(path === '/article-add' ? [{ path: '/article-edit/:id', element: <p>article edit</p> }] : []),
    ],
  });
  return { ...view, calls };
}

async function fill(user: UserEvent, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillNewArticle(user: UserEvent) {
  await fill(user, 'Başlık', 'Yaz kampı');
  await selectOption(user, 'Tür', 'Haber');
  await selectOption(user, 'Dil', 'Türkçe');
  await selectOption(user, 'Durum', 'Aktif');
  await fill(user, 'İçerik', '<p>Merhaba</p>');
}

const chooseImage = async (user: UserEvent, name = 'kapak.png') => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' }));
  // The picker checks the file's first bytes before keeping it.
  await screen.findByRole('button', { name: /Resmi kaldır/ }, { timeout: 15_000 });
};

const requests = (calls: InternalAxiosRequestConfig[]) =>
  calls.map((c) => `${c.method?.toUpperCase()} ${c.url}`);
const formField = (call: InternalAxiosRequestConfig | undefined, name: string) =>
  (call?.data as FormData).get(name);

it('creates the article, then uploads the first chosen image, then shows the success toast and goes to the list', async () => {
  const { user, calls } = open(<ArticleAddPage />, '/article-add', '/article-add', (c) =>
    c.url === 'articles'
      ? { status: 201, data: article() }
      : { status: 201, data: { id: 3, url: '/media/a.png' } },
  );
  await fillNewArticle(user);
  await chooseImage(user);
  await user.click(screen.getByRole('button', { name: /Kaydet/ }));

  expect(await screen.findByText('articles list')).toBeInTheDocument();
  expect(requests(calls)).toEqual(['POST articles', 'POST media']);
  const upload = calls[1];
  expect(formField(upload, 'owner')).toBe('article');
  expect(formField(upload, 'owner_id')).toBe('12');
  expect(formField(upload, 'visibility')).toBe('public');
  expect((formField(upload, 'file') as File).name).toBe('kapak.png');
  expect(JSON.parse(calls[0].data as string)).toMatchObject({
    title: 'Yaz kampı',
    type: 'news',
    lang: 'tr',
    status: 'active',
  });
  expect(screen.getByText(SUCCESS)).toBeInTheDocument();
});

it('shows the upload failure message and no success notice', async () => {
  const { user, calls } = open(<ArticleAddPage />, '/article-add', '/article-add', (c) =>
    c.url === 'articles'
      ? { status: 201, data: article() }
      : { status: 415, data: apiError('unsupported_media_type', 'Bu dosya türü desteklenmiyor.') },
  );
  await fillNewArticle(user);
  await chooseImage(user);
  await user.click(screen.getByRole('button', { name: /Kaydet/ }));

  expect(await screen.findByText('Bu dosya türü desteklenmiyor.')).toBeInTheDocument();
  expect(requests(calls)).toEqual(['POST articles', 'POST media']);
  expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
  // The article exists: the screen moves to its edit page so a second save does not create it twice.
  expect(await screen.findByText('article edit')).toBeInTheDocument();
});

it('on edit, deletes the old image before uploading the new one', async () => {
  const stored = article({ id: 7, attributes: { media: [{ type: 'image', id: 4, url: '/media/old.png' }] } });
  const { user, calls } = open(<ArticleEditPage />, '/article-edit/7', '/article-edit/:id', (c) => {
    if (c.method === 'get' || c.method === 'put') return { status: 200, data: stored };
    if (c.method === 'delete') return { status: 204 };
    return { status: 201, data: { id: 5, url: '/media/new.png' } };
  });
  expect(await screen.findByDisplayValue('Yaz kampı')).toBeInTheDocument();
  await fill(user, 'YouTube bağlantısı', 'https://youtu.be/abc');
  await chooseImage(user, 'yeni.png');
  await user.click(screen.getByRole('button', { name: /Kaydet/ }));

  expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
  // …then reads the article again so the preview shows the new image.
  await waitFor(() =>
    expect(requests(calls)).toEqual([
      'GET articles/7',
      'PUT articles/7',
      'DELETE media/4',
      'POST media',
      'GET articles/7',
    ]),
  );
  expect(JSON.parse(calls[1].data as string)).toMatchObject({ youtube_url: 'https://youtu.be/abc' });
});

it('shows a failed article load', async () => {
  open(<ArticleEditPage />, '/article-edit/99', '/article-edit/:id', () => ({
    status: 404,
    data: apiError('not_found', 'Kayıt bulunamadı.'),
  }));
  await waitFor(() => expect(screen.getAllByText('Kayıt bulunamadı.').length).toBeGreaterThan(0));
});

it('shows only the no-permission state without ARTICLES_CREATE, and no image picker without MEDIA_SEARCH', () => {
  const denied = open(<ArticleAddPage />, '/article-add', '/article-add', () => ({ status: 200, data: [] }), [
    'ARTICLES_SEARCH',
  ]);
  expect(screen.getByText('Bu işlem için yetkiniz yok.')).toBeInTheDocument();
  expect(screen.getByText('Bu sayfayı görme yetkiniz yok.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Kaydet/ })).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Başlık')).not.toBeInTheDocument();
  denied.unmount();
  open(<ArticleAddPage />, '/article-add', '/article-add', () => ({ status: 200, data: [] }), [
    'ARTICLES_SEARCH',
    'ARTICLES_CREATE',
  ]);
  expect(document.querySelector('input[type="file"]')).toBeNull();
  expect(screen.getByLabelText('Başlık')).toBeInTheDocument();
});
