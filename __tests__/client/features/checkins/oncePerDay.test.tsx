// One visit a day at the desk: a member who came in today gets the time of that visit and an explicit
// "İkinci giriş" (sent with repeat: true) instead of "Giriş yap"; a double click sends one check-in; the server's
// already_checked_in is a notice, never a red error; a card number read again within 5 s is dropped.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CheckinDeskPage, { REPEAT_READ_MS } from '../../../../src/client/features/checkins/CheckinDeskPage';
import CheckinsTab from '../../../../src/client/features/checkins/CheckinsTab';
import { apiError } from '../../api/mockHttp';
import { list, path, pkg, posts, render, visitAt } from './fixtures';

const ALREADY = "Üye bugün 09:21'de giriş yaptı.";
const already = { status: 409, data: apiError('already_checked_in', ALREADY) };
const redError = () => document.querySelector('.ant-alert-error');

afterEach(() => jest.restoreAllMocks());

it('says when the member came in today and sends the second visit only when asked, with repeat: true', async () => {
  const { calls } = render(<CheckinsTab memberId={7} title="Girişler" />, (config) => {
    const url = path(config.url);
    if (config.method === 'post') return { status: 201, data: visitAt(2, 11, 40) };
    if (url === 'members/7/packages') return list([pkg()]);
    return list([visitAt(1, 9, 21)]);
  });
  expect(await screen.findByText("Bugün 09:21'de giriş yaptı.")).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Giriş yap' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'İkinci giriş' }));
  await screen.findByText('Ayşe Demir: giriş kaydedildi, 6 ders kaldı.');
  expect(posts(calls).map((c) => JSON.parse(String(c.data)) as unknown)).toEqual([{ repeat: true }]);
});

it('sends one check-in for a double click, and then offers the second visit', async () => {
  let answer: (() => void) | undefined;
  let made = false;
  const { calls } = render(<CheckinsTab memberId={7} title="Girişler" />, (config) => {
    const url = path(config.url);
    if (config.method === 'post')
      return new Promise((resolve) => {
        answer = () => {
          made = true;
          resolve({ status: 201, data: visitAt(1, 9, 21) });
        };
      });
    if (url === 'members/7/packages') return list([pkg()]);
    return list(made ? [visitAt(1, 9, 21)] : []);
  });
  const button = await screen.findByRole('button', { name: 'Giriş yap' });
  fireEvent.click(button);
  fireEvent.click(button);
  await waitFor(() => expect(answer).toBeDefined());
  answer!();
  expect(await screen.findByText("Bugün 09:21'de giriş yaptı.")).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'İkinci giriş' })).toBeEnabled());
  expect(posts(calls)).toHaveLength(1);
});

it("shows the server's already_checked_in as the notice, not as an error", async () => {
  const { calls } = render(<CheckinsTab memberId={7} title="Girişler" />, (config) => {
    const url = path(config.url);
    if (config.method === 'post')
      return JSON.parse(String(config.data)).repeat ? { status: 201, data: visitAt(2, 11, 0) } : already;
    if (url === 'members/7/packages') return list([pkg()]);
    // The list (sorted otherwise, say) does not show today's visit: the server's words are the notice.
    return list([]);
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Giriş yap' }));
  expect(await screen.findByText(ALREADY)).toBeInTheDocument();
  expect(redError()).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'İkinci giriş' }));
  await waitFor(() => expect(posts(calls)).toHaveLength(2));
  expect(JSON.parse(String(posts(calls)[1]!.data))).toEqual({ repeat: true });
});

it('drops the same card number read again within 5 s; read later, it gets the notice', async () => {
  // Which read each check-in request came from.
  let read = 'first';
  const sent: string[] = [];
  render(<CheckinDeskPage />, (config) => {
    const url = path(config.url);
    if (config.method === 'post') {
      sent.push(read);
      return sent.length === 1 ? { status: 201, data: visitAt(1, 9, 21) } : already;
    }
    if (url === 'members/7/packages') return list([pkg()]);
    return list(sent.length > 0 ? [visitAt(1, 9, 21)] : []);
  });
  const number = screen.getByLabelText('Üye numarası / kart');
  await userEvent.type(number, '7{Enter}');
  await screen.findByText('Ayşe Demir: giriş kaydedildi.');
  read = 'again';
  await userEvent.type(number, '7{Enter}');
  expect(number).toHaveValue('');

  read = 'later';
  const now = Date.now.bind(Date);
  jest.spyOn(Date, 'now').mockImplementation(() => now() + REPEAT_READ_MS + 1000);
  await userEvent.type(number, '7{Enter}');
  // Requests go out in the order of the reads: had the second been sent, it would be before the third.
  await waitFor(() => expect(sent).toContain('later'));
  expect(sent).toEqual(['first', 'later']);
  expect(await screen.findByText("Bugün 09:21'de giriş yaptı.")).toBeInTheDocument();
  expect(redError()).toBeNull();
});
