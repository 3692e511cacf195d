// Emptying a member's coach in the edit form sends `coach_id: null` (the server clears it), leaves the
// other assignments as they were, and the saved form shows the coach empty.
import { screen, waitFor } from '@testing-library/react';
import { MemberForm } from '../../../../src/client/features/members/MemberForm';
import { mockHttp } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';
import { aMember } from './fixtures';

const assigned = { ...aMember({ coach_id: 7, nutritionist_id: 8 }), names: { coach_id: 'Ali Koç' } };
const cleared = { ...assigned, coach_id: null, names: {} };

function openEdit() {
  const calls = mockHttp((c) => {
    if (c.method === 'put') return { status: 200, data: cleared };
    if (c.url === 'members/5') return { status: 200, data: assigned };
    return { status: 200, data: [], headers: { 'x-total-count': '0' } };
  });
  const view = renderWithProviders(<MemberForm id="5" title="Üye" />, {
    preloadedState: {
      session: signedInSession({
        permissions: ['MEMBERS_READ', 'MEMBERS_UPDATE', 'USERS_SEARCH', 'BRANCHES_SEARCH'],
      }),
    },
    route: '/member-edit/5',
  });
  return { ...view, calls };
}

const coachSelect = () => screen.getByLabelText('Antrenör').closest('.ant-select') as HTMLElement;

it('sends null for a cleared coach and shows it empty after the save', async () => {
  const { user, calls } = openEdit();
  await waitFor(() => expect(coachSelect()).toHaveTextContent('Ali Koç'));
  await user.click(coachSelect().querySelector('.ant-select-clear') as HTMLElement);
  await waitFor(() => expect(coachSelect()).not.toHaveTextContent('Ali Koç'));
  const save = screen.getByRole('button', { name: /Kaydet/ });
  await waitFor(() => expect(save).toBeEnabled());
  await user.click(save);

  await waitFor(() => expect(calls.some((c) => c.method === 'put')).toBe(true));
  const sent = JSON.parse(calls.find((c) => c.method === 'put')!.data as string) as Record<string, unknown>;
  expect(sent).toMatchObject({ coach_id: null, nutritionist_id: 8 });
  expect(await screen.findByText('İşlem başarıyla gerçekleştirildi.')).toBeInTheDocument();
  expect(coachSelect()).not.toHaveTextContent('Ali Koç');
  expect(coachSelect()).toHaveTextContent('Seçiniz');
  await waitFor(() => expect(save).toBeDisabled()); // pristine: saved as shown
});
