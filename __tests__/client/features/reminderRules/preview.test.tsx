// The rule form's preview: a real member, a language and "Önizle" send the form's current words to
// reminderRules/_preview and show the subject and body the member would get (right to left in Arabic, line breaks
// kept), or the server's refusal.
import { screen, waitFor, within } from '@testing-library/react';
import ReminderRuleFormPage from '../../../../src/client/features/reminderRules/ReminderRuleFormPage';
import type { Handler } from '../../api/mockHttp';
import { apiError } from '../../api/mockHttp';
import { ALL, choose, list, path, posted, render, rule } from './fixtures';

const member = { id: 7, name: 'Ayşe Demir', phone: '(532) 111 22 33', birthdate: '1990-04-23' };
const MEMBER_OPTION = 'Ayşe Demir (#7 · •••• 22 33 · 1990)';

const answer = (language: string, subject: string, body: string) => ({
  status: 200,
  data: { language, subject, body, values: { member_name: 'Ayşe Demir' } },
});

function open(preview: Handler, permissions = ALL) {
  return render(
    <ReminderRuleFormPage />,
    (c) => {
      if (path(c.url) === 'reminderRules/_preview') return preview(c);
      if (path(c.url) === 'reminderRules/4') return { status: 200, data: rule() };
      if (path(c.url) === 'members') return list([member]);
      return list([]);
    },
    { route: '/reminderRule-edit/4', path: '/reminderRule-edit/:id', permissions },
  );
}

const panel = () => screen.getByRole('region', { name: 'Önizleme' });

it("sends the form's current words for the chosen member and language, and shows the filled text", async () => {
  const { user, calls } = open(() =>
    answer('tr', 'Paketiniz bitiyor', 'Merhaba Ayşe Demir,\npaketiniz 01/12/2026 tarihinde bitiyor.'),
  );
  const body = await screen.findByDisplayValue(/paketiniz \{endtime\} tarihinde/);
  expect(within(panel()).getByRole('button', { name: /Önizle/ })).toBeDisabled();
  // Changed, not saved: the preview uses what the form holds now.
  await user.click(body);
  await user.paste(' İyi günler.');
  await choose(user, 'Üye', MEMBER_OPTION);
  await user.click(within(panel()).getByRole('button', { name: /Önizle/ }));

  await waitFor(() => expect(posted(calls, 'reminderRules/_preview')).toBeDefined());
  expect(posted(calls, 'reminderRules/_preview')).toEqual({
    member_id: 7,
    language: 'tr',
    kind: 'package_ending',
    channel: 'email',
    templates: {
      tr: {
        subject: 'Paketiniz bitiyor',
        body: 'Merhaba {member_name}, paketiniz {endtime} tarihinde bitiyor. İyi günler.',
      },
      en: { subject: '', body: '' },
      ar: { subject: '', body: '' },
    },
  });
  const shown = await within(panel()).findByTestId('reminder-preview');
  expect(shown).toHaveAttribute('dir', 'ltr');
  expect(within(shown).getByText('Paketiniz bitiyor')).toBeInTheDocument();
  const text = within(shown).getByText(/Merhaba Ayşe Demir,/);
  expect(text.textContent).toBe('Merhaba Ayşe Demir,\npaketiniz 01/12/2026 tarihinde bitiyor.');
  expect(text).toHaveStyle({ whiteSpace: 'pre-wrap' });
  // Nothing was saved.
  expect(calls.filter((c) => c.method === 'put')).toEqual([]);
});

it('asks for the language chosen and shows an Arabic answer right to left', async () => {
  const { user, calls } = open(() => answer('ar', 'باقتك تنتهي', 'مرحبًا آيشه'));
  await screen.findByDisplayValue('Paket bitiyor 3 gün');
  await choose(user, 'Üye', MEMBER_OPTION);
  await user.click(within(panel()).getByText('العربية'));
  expect(within(panel()).getByRole('radio', { name: 'العربية' })).toBeChecked();
  await user.click(within(panel()).getByRole('button', { name: /Önizle/ }));

  const shown = await within(panel()).findByTestId('reminder-preview');
  expect(posted(calls, 'reminderRules/_preview')).toMatchObject({ member_id: 7, language: 'ar' });
  expect(shown).toHaveAttribute('dir', 'rtl');
  expect(within(shown).getByText('مرحبًا آيشه')).toBeInTheDocument();
});

it("shows the server's message when it refuses the words", async () => {
  const { user } = open(() => ({
    status: 400,
    data: {
      ...apiError('validation_error', 'Bilinmeyen yer tutucu: {isim}'),
      fields: { 'templates.tr.body': 'reminderRules.errors.unknown_placeholder' },
    },
  }));
  await screen.findByDisplayValue('Paket bitiyor 3 gün');
  await choose(user, 'Üye', MEMBER_OPTION);
  await user.click(within(panel()).getByRole('button', { name: /Önizle/ }));
  expect(await within(panel()).findByText('Bilinmeyen yer tutucu: {isim}')).toBeInTheDocument();
  expect(within(panel()).queryByTestId('reminder-preview')).not.toBeInTheDocument();
});

it('offers the preview to one who may only view the rule', async () => {
  const { user, calls } = open(
    () => answer('tr', 'Paketiniz bitiyor', 'Merhaba'),
    ['REMINDERS_SEARCH', 'REMINDERS_READ', 'MEMBERS_SEARCH'],
  );
  await screen.findByDisplayValue('Paket bitiyor 3 gün');
  expect(screen.getByLabelText('Ad')).toBeDisabled();
  await choose(user, 'Üye', MEMBER_OPTION);
  await user.click(within(panel()).getByRole('button', { name: /Önizle/ }));
  await waitFor(() => expect(posted(calls, 'reminderRules/_preview')).toBeDefined());
});
