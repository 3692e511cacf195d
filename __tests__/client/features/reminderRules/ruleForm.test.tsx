// The reminder rule's form: the kind says what its days count (and lessons running low has none), SMS has no
// subject, a placeholder chip writes `{placeholder}` where the caret was, and the save sends the rule as the
// server takes it (numbers as numbers, all three languages, no subject for SMS).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ReminderRuleFormPage from '../../../../src/client/features/reminderRules/ReminderRuleFormPage';
import { apiError } from '../../api/mockHttp';
import { choose, list, path, posted, render, rule } from './fixtures';

const add = (handler = (_c: { method?: string; url?: string; data?: unknown }) => list([])) =>
  render(
    <ReminderRuleFormPage />,
    (c) => (c.method === 'post' ? { status: 201, data: rule() } : handler(c)),
    {
      route: '/reminderRule-add',
      path: '/reminderRule-add',
    },
  );

const field = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;
const turkish = () => screen.getByRole('tabpanel', { name: 'Türkçe' });

it('explains what the days count for the chosen kind, and hides them for lessons running low', async () => {
  const { user } = add();
  expect(within(field('Tür')).getByText(/Paketin bitiş gününden kaç gün önce/)).toBeInTheDocument();
  expect(screen.getByLabelText('Gün sayısı')).toBeInTheDocument();

  await choose(user, 'Tür', 'Taksit gecikti');
  expect(within(field('Tür')).getByText(/vade gününden kaç gün sonra/)).toBeInTheDocument();
  expect(screen.getByLabelText('Gün sayısı')).toBeInTheDocument();

  await choose(user, 'Tür', 'Dersi azalıyor');
  expect(within(field('Tür')).getByText(/kalan dersi 2 veya daha aza inince/)).toBeInTheDocument();
  expect(screen.queryByLabelText('Gün sayısı')).not.toBeInTheDocument();
});

it('shows the subject for mail only, and notes that marketing kinds reach only members who consented', async () => {
  const { user } = add();
  expect(within(turkish()).getByLabelText('Konu')).toBeInTheDocument();
  expect(screen.queryByText(/yalnızca bu kanalda izin vermiş üyelere/)).not.toBeInTheDocument();

  await choose(user, 'Kanal', 'SMS');
  expect(within(turkish()).queryByLabelText('Konu')).not.toBeInTheDocument();
  expect(within(turkish()).getByLabelText('Metin')).toBeInTheDocument();

  await choose(user, 'Tür', 'Doğum günü');
  expect(screen.getByText(/yalnızca bu kanalda izin vermiş üyelere/)).toBeInTheDocument();
});

it('writes a placeholder where the caret is in the field last focused', async () => {
  const { user } = add();
  const body = within(turkish()).getByLabelText('Metin') as HTMLTextAreaElement;
  await user.click(body);
  await user.paste('Merhaba , hoş geldiniz.');
  // The caret after "Merhaba ": the chip's placeholder goes there, not at the end.
  body.setSelectionRange(8, 8);
  await user.click(screen.getByRole('button', { name: '{member_name}' }));
  expect(body).toHaveValue('Merhaba {member_name}, hoş geldiniz.');

  const subject = within(turkish()).getByLabelText('Konu') as HTMLInputElement;
  await user.click(subject);
  await user.click(screen.getByRole('button', { name: '{gym_name}' }));
  expect(subject).toHaveValue('{gym_name}');
  expect(body).toHaveValue('Merhaba {member_name}, hoş geldiniz.');
});

it('writes Arabic right to left, and a chip there goes into the Arabic body', async () => {
  const { user } = add();
  await user.click(within(turkish()).getByLabelText('Metin'));
  await user.click(screen.getByRole('tab', { name: 'العربية' }));
  const arabic = screen.getByRole('tabpanel', { name: 'العربية' });
  const body = within(arabic).getByLabelText('Metin');
  expect(body).toHaveAttribute('dir', 'rtl');
  expect(within(arabic).getByLabelText('Konu')).toHaveAttribute('dir', 'rtl');
  // Another tab: the Turkish field focused before is out of sight, the chip writes into this tab's body.
  await user.click(screen.getByRole('button', { name: '{package_name}' }));
  expect(body).toHaveValue('{package_name}');
  // The Turkish tab, out of sight now, keeps its (empty) body.
  expect(document.getElementById('field-templates_tr_body')).toHaveValue('');
});

it('asks a mail rule for its Turkish subject', async () => {
  const { user, calls } = add();
  await user.click(screen.getByLabelText('Ad'));
  await user.paste('Paket bitiyor');
  await user.click(within(turkish()).getByLabelText('Metin'));
  await user.paste('Paketiniz bitiyor.');
  await user.click(within(turkish()).getByLabelText('Konu'));
  await user.tab();
  await waitFor(() =>
    expect(
      within(within(turkish()).getByLabelText('Konu').closest('.ant-form-item') as HTMLElement).getByText(
        'Bu alanın doldurulması zorunludur.',
      ),
    ).toBeInTheDocument(),
  );
  expect(screen.getByRole('button', { name: /Kaydet/ })).toBeDisabled();
  // For SMS the subject is not asked for.
  await choose(user, 'Kanal', 'SMS');
  await waitFor(() => expect(screen.getByRole('button', { name: /Kaydet/ })).toBeEnabled());
  expect(calls.filter((c) => c.method === 'post')).toEqual([]);
});

it('sends an SMS rule without subjects, its days as a number, and goes back to the list', async () => {
  const { user, calls } = add();
  await user.click(screen.getByLabelText('Ad'));
  await user.paste('Taksit hatırlatma');
  await choose(user, 'Tür', 'Taksit vadesi yaklaşıyor');
  const days = screen.getByLabelText('Gün sayısı');
  await user.clear(days);
  await user.type(days, '5');
  // A subject typed while it was a mail rule is not sent once it is an SMS one.
  await user.click(within(turkish()).getByLabelText('Konu'));
  await user.paste('Eski konu');
  await choose(user, 'Kanal', 'SMS');
  await user.click(within(turkish()).getByLabelText('Metin'));
  await user.paste('Taksidiniz {due_date} günü: {amount}.');
  await user.click(screen.getByLabelText('Etkin'));
  await user.click(screen.getByRole('tab', { name: 'English' }));
  const english = screen.getByRole('tabpanel', { name: 'English' });
  fireEvent.change(within(english).getByLabelText('Metin'), { target: { value: 'Your instalment is due.' } });
  await user.click(screen.getByRole('button', { name: /Kaydet/ }));

  await waitFor(() => expect(posted(calls, 'reminderRules')).toBeDefined());
  expect(posted(calls, 'reminderRules')).toEqual({
    name: 'Taksit hatırlatma',
    kind: 'instalment_due',
    offset_days: 5,
    channel: 'sms',
    active: 1,
    templates: {
      tr: { subject: '', body: 'Taksidiniz {due_date} günü: {amount}.' },
      en: { subject: '', body: 'Your instalment is due.' },
      ar: { subject: '', body: '' },
    },
  });
  expect(await screen.findByText('rules list')).toBeInTheDocument();
});

it('sends 0 days for lessons running low, whatever was typed before', async () => {
  const { user, calls } = add();
  await user.click(screen.getByLabelText('Ad'));
  await user.paste('Ders azaldı');
  const days = screen.getByLabelText('Gün sayısı');
  await user.clear(days);
  await user.type(days, '9');
  await choose(user, 'Tür', 'Dersi azalıyor');
  await user.click(within(turkish()).getByLabelText('Konu'));
  await user.paste('Dersleriniz azaldı');
  await user.click(within(turkish()).getByLabelText('Metin'));
  await user.paste('Merhaba {member_name}.');
  await user.click(screen.getByRole('button', { name: /Kaydet/ }));
  await waitFor(() => expect(posted(calls, 'reminderRules')).toBeDefined());
  expect(posted(calls, 'reminderRules')).toMatchObject({
    kind: 'lessons_low',
    offset_days: 0,
    channel: 'email',
  });
});

it("opens a stored rule with its words, and shows the server's refusal of an unknown placeholder", async () => {
  const { user, calls } = render(
    <ReminderRuleFormPage />,
    (c) => {
      if (c.method === 'put')
        return {
          status: 400,
          data: {
            ...apiError('validation_error', 'Bilinmeyen yer tutucu: {name}'),
            fields: { 'templates.tr.body': 'reminderRules.errors.unknown_placeholder' },
          },
        };
      if (path(c.url) === 'reminderRules/4') return { status: 200, data: rule() };
      return list([]);
    },
    { route: '/reminderRule-edit/4', path: '/reminderRule-edit/:id' },
  );
  expect(await screen.findByDisplayValue('Paket bitiyor 3 gün')).toBeInTheDocument();
  expect(within(turkish()).getByLabelText('Konu')).toHaveValue('Paketiniz bitiyor');
  const body = within(turkish()).getByLabelText('Metin');
  expect(body).toHaveValue('Merhaba {member_name}, paketiniz {endtime} tarihinde bitiyor.');
  await user.click(body);
  await user.paste(' {name}');
  await user.click(screen.getByRole('button', { name: /Kaydet/ }));
  expect(await screen.findByText('Bilinmeyen yer tutucu: {name}')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'put').map((c) => path(c.url))).toEqual(['reminderRules/4']);
});
