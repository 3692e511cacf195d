// The member file's free notification: title and message required (checked before any call), sent through
// members/{id}/notifications/_send with the spec's message; a refusal keeps what was typed.
import { screen } from '@testing-library/react';
import { SendNotificationButton } from '../../../../src/client/features/members/SendNotificationButton';
import { apiError, mockHttp, type Reply } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

function open(reply: () => Reply, permissions = ['NOTIFICATIONS', 'NOTIFICATIONS_CREATE']) {
  const calls = mockHttp((config) =>
    config.method === 'get' ? { status: 200, data: [], headers: { 'x-total-count': '0' } } : reply(),
  );
  const view = renderWithProviders(<SendNotificationButton memberId={7} />, {
    preloadedState: { session: signedInSession({ permissions }) },
  });
  return { ...view, calls };
}

it('requires a title and a message, then sends and shows the spec message', async () => {
  const { user, calls } = open(() => ({ status: 201, data: { id: 1, queued_only: false } }));
  await user.click(screen.getByRole('button', { name: /Bildirim gönder/ }));
  await user.click(await screen.findByRole('button', { name: 'Gönder' }));
  expect(await screen.findAllByText('Bu alanın doldurulması zorunludur.')).toHaveLength(2);
  expect(calls).toHaveLength(0);
  await user.type(screen.getByLabelText('Başlık'), 'Bayram');
  await user.type(screen.getByLabelText('Mesaj'), 'Salon 10:00–18:00 açık.');
  await user.click(screen.getByRole('button', { name: 'Gönder' }));
  expect(await screen.findByText('Bildirim başarılı bir şekilde gönderilmiştir')).toBeInTheDocument();
  const post = calls.find((c) => c.method === 'post')!;
  expect(post.url).toBe('members/7/notifications/_send');
  expect(JSON.parse(String(post.data))).toEqual({ title: 'Bayram', message: 'Salon 10:00–18:00 açık.' });
});

it('keeps what was typed when the server refuses', async () => {
  const { user } = open(() => ({ status: 429, data: apiError('too_many_attempts', 'Çok fazla deneme.') }));
  await user.click(screen.getByRole('button', { name: /Bildirim gönder/ }));
  await user.type(await screen.findByLabelText('Başlık'), 'Bayram');
  await user.type(screen.getByLabelText('Mesaj'), 'Açık');
  await user.click(screen.getByRole('button', { name: 'Gönder' }));
  expect(await screen.findByText('Çok fazla deneme.')).toBeInTheDocument();
  expect(screen.getByLabelText('Başlık')).toHaveValue('Bayram');
  expect(screen.getByLabelText('Mesaj')).toHaveValue('Açık');
});

it('is hidden without NOTIFICATIONS_CREATE', () => {
  open(() => ({ status: 201 }), ['NOTIFICATIONS']);
  expect(screen.queryByRole('button', { name: /Bildirim gönder/ })).toBeNull();
});
