import type { ReactNode } from 'react';
import { act, renderHook, screen } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { useImageUpload } from '../../../src/client/components/useImageUpload';
import { i18n } from '../../../src/client/lib/i18n';
import { apiError, mockHttp } from '../api/mockHttp';

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>
    <App>{children}</App>
  </I18nextProvider>
);
const image = () => new File(['png'], 'a.png', { type: 'image/png' });
const form = (data: unknown) =>
  Object.fromEntries(
    [...(data as FormData).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : (v as File).name]),
  );

it('does nothing without a chosen file', async () => {
  const calls = mockHttp(() => ({ status: 201, data: { id: 1 } }));
  const { result } = renderHook(() => useImageUpload({ owner: 'article' }), { wrapper });
  await expect(result.current.upload(3)).resolves.toBe(true);
  expect(calls).toHaveLength(0);
});

it('uploads after create as public multipart owned by the record', async () => {
  const calls = mockHttp(() => ({ status: 201, data: { id: 11 } }));
  const { result } = renderHook(() => useImageUpload({ owner: 'article' }), { wrapper });
  act(() => result.current.setFile(image()));
  let ok = false;
  await act(async () => {
    ok = await result.current.upload(3);
  });
  expect(ok).toBe(true);
  expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['post media']);
  expect(form(calls[0].data)).toEqual({
    owner: 'article',
    owner_id: '3',
    visibility: 'public',
    file: 'a.png',
  });
});

it('articles: deletes the old image, then uploads the new one', async () => {
  const calls = mockHttp((c) =>
    c.method === 'delete' ? { status: 204 } : { status: 201, data: { id: 12 } },
  );
  const { result } = renderHook(() => useImageUpload({ owner: 'article' }), { wrapper });
  act(() => result.current.setFile(image()));
  await act(async () => void (await result.current.upload(3, 11)));
  expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['delete media/11', 'post media']);
});

it('branches: replaces the old image in place on mediaStorage', async () => {
  const calls = mockHttp(() => ({ status: 200, data: { id: 11 } }));
  const { result } = renderHook(
    () => useImageUpload({ owner: 'branch', path: 'mediaStorage', strategy: 'inPlace' }),
    { wrapper },
  );
  act(() => result.current.setFile(image()));
  await act(async () => void (await result.current.upload(4, 11)));
  expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['put mediaStorage/11']);
  expect(form(calls[0].data)).toEqual({ file: 'a.png' });
});

it('a failed upload shows its message and reports false', async () => {
  mockHttp(() => ({
    status: 415,
    data: apiError('unsupported_media_type', 'Bu dosya türü desteklenmiyor.'),
  }));
  const { result } = renderHook(() => useImageUpload({ owner: 'article' }), { wrapper });
  act(() => result.current.setFile(image()));
  let ok = true;
  await act(async () => {
    ok = await result.current.upload(3);
  });
  expect(ok).toBe(false);
  expect(await screen.findByText('Bu dosya türü desteklenmiyor.')).toBeInTheDocument();
});
