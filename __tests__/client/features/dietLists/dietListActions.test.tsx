// A list's send action: confirmed first, then the spec's success toast — saying the mail is only queued when the
// server has no SMTP; a refusal shows the server's message.
import { screen } from '@testing-library/react';
import { DietListActions } from '../../../../src/client/features/dietLists/DietListActions';
import { mockHttp, type Reply } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

function open(reply: Reply, permissions = ['DIET_LISTS_READ', 'DIET_LISTS_UPDATE']) {
  const calls = mockHttp(() => reply);
  const view = renderWithProviders(<DietListActions list={{ id: 4, title: 'Kış listesi' }} />, {
    preloadedState: { session: signedInSession({ permissions }) },
  });
  return { ...view, calls };
}

async function send(user: ReturnType<typeof open>['user']) {
  await user.click(screen.getByRole('button', { name: 'Üyeye gönder: Kış listesi' }));
  const buttons = await screen.findAllByRole('button', { name: 'Üyeye gönder' });
  await user.click(buttons[buttons.length - 1]!);
}

it('sends after confirming and says when the mail is only queued', async () => {
  const { user, calls } = open({
    status: 200,
    data: { id: 4, recipient: 'a@example.com', outbox_id: 1, queued_only: true },
  });
  await send(user);
  expect(
    await screen.findByText(/^İşlem başarıyla gerçekleştirildi\. E-posta kuyruğa alındı/),
  ).toBeInTheDocument();
  expect(calls.map((c) => [c.method, c.url])).toEqual([['post', 'diet_lists/4/_send']]);
});

it('shows only the success toast when SMTP delivers', async () => {
  const { user } = open({
    status: 200,
    data: { id: 4, recipient: 'a@example.com', outbox_id: 2, queued_only: false },
  });
  await send(user);
  expect(await screen.findByText('İşlem başarıyla gerçekleştirildi.')).toBeInTheDocument();
});

it('shows the translated message of a refused send (429)', async () => {
  const { user } = open({
    status: 429,
    data: {
      error: 'too_many_attempts',
      message: 'Too many attempts.',
      translated_message: 'Çok fazla deneme.',
      translations: { tr: 'Çok fazla deneme.', en: 'Too many attempts.', ar: '...' },
    },
  });
  await send(user);
  expect(await screen.findByText('Çok fazla deneme.')).toBeInTheDocument();
});

it('hides the send button without DIET_LISTS_UPDATE', () => {
  open({ status: 200 }, ['DIET_LISTS_READ']);
  expect(screen.getByRole('button', { name: 'PDF göster: Kış listesi' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Üyeye gönder: Kış listesi' })).toBeNull();
});
