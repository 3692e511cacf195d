// The member form's contact consents: the language written in, marketing consent per channel and the opt-out
// from every message, each with who recorded it and when (the server's stamps), sent as 0/1 flags.
import { screen, waitFor, within } from '@testing-library/react';
import { MemberForm } from '../../../../src/client/features/members/MemberForm';
import { mockHttp } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';
import { aMember } from '../members/fixtures';
import { selectOption } from '../members/selectOption';

const stamped = aMember({
  consent_email: 1,
  consent_email_at: '2026-11-03T09:15:00.000Z',
  consent_email_by: 'Derya Sezer',
});

function openEdit(member = stamped) {
  const calls = mockHttp((c) => {
    if (c.method === 'put') return { status: 200, data: member };
    if (c.url === 'members/5') return { status: 200, data: member };
    return { status: 200, data: [], headers: { 'x-total-count': '0' } };
  });
  const view = renderWithProviders(<MemberForm id="5" title="Üye" />, {
    preloadedState: { session: signedInSession({ permissions: ['MEMBERS_READ', 'MEMBERS_UPDATE'] }) },
    route: '/member-edit/5',
  });
  return { ...view, calls };
}

const item = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;

it('shows who recorded a consent and when, and nothing for one never changed', async () => {
  openEdit();
  const section = await screen.findByRole('region', { name: 'İletişim izinleri' });
  expect(
    within(section).getByText(/pazarlama iletileri yalnızca o kanalda izin veren üyeye/),
  ).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('E-posta ile pazarlama izni')).toBeChecked());
  const email = item('E-posta ile pazarlama izni');
  // Shown on the browser's clock, as every stored time.
  const at = new Date('2026-11-03T09:15:00.000Z');
  const pad = (n: number) => String(n).padStart(2, '0');
  const shown = `${pad(at.getDate())}/${pad(at.getMonth() + 1)}/${at.getFullYear()} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
  expect(email).toHaveTextContent(`Kaydeden: Derya Sezer, ${shown}`);
  expect(screen.getByLabelText('SMS ile pazarlama izni')).not.toBeChecked();
  expect(item('SMS ile pazarlama izni')).not.toHaveTextContent('Kaydeden');
  expect(item('Hiç mesaj istemiyor')).not.toHaveTextContent('Kaydeden');
  expect(item('İletişim dili')).toHaveTextContent('Türkçe');
});

it('sends the language and the consents as the switches show them', async () => {
  const { user, calls } = openEdit();
  await waitFor(() => expect(screen.getByLabelText('E-posta ile pazarlama izni')).toBeChecked());
  await user.click(screen.getByLabelText('E-posta ile pazarlama izni'));
  await user.click(screen.getByLabelText('SMS ile pazarlama izni'));
  await user.click(screen.getByLabelText('Hiç mesaj istemiyor'));
  await selectOption(user, 'İletişim dili', 'العربية');
  const save = screen.getByRole('button', { name: /Kaydet/ });
  await waitFor(() => expect(save).toBeEnabled());
  await user.click(save);

  await waitFor(() => expect(calls.some((c) => c.method === 'put')).toBe(true));
  const sent = JSON.parse(calls.find((c) => c.method === 'put')!.data as string) as Record<string, unknown>;
  expect(sent).toMatchObject({ language: 'ar', consent_email: 0, consent_sms: 1, contact_opt_out: 1 });
  // The stamps are the server's: never sent back.
  expect(sent).not.toHaveProperty('consent_email_at');
  expect(sent).not.toHaveProperty('consent_email_by');
});
