// The member file's training-program tab lists that member's personal trainings, each linking to its screen.
import { screen } from '@testing-library/react';
import MemberTrainingProgramTab from '../../../../src/client/features/personalTrainings/MemberTrainingProgramTab';
import { ptTypeBody } from '../../../../src/client/features/personalTrainingTypes/ptTypeFormValues';
import { mockHttp } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

it("lists the member's personal trainings with links to them", async () => {
  const calls = mockHttp(() => ({
    status: 200,
    data: [
      {
        id: 5,
        member_id: 7,
        user_name: 'Ayşe Demir',
        pt_type_name: 'Birebir Kuvvet',
        pt_type_price: '5400',
        start_date: '2026-12-01',
        end_date: null,
        sports_program_status: 1,
        diet_status: 0,
      },
    ],
    headers: { 'x-total-count': '1' },
  }));
  renderWithProviders(<MemberTrainingProgramTab memberId={7} title="Antrenman programı" />, {
    preloadedState: {
      session: signedInSession({ permissions: ['PERSONAL_TRAININGS_SEARCH', 'PERSONAL_TRAININGS_READ'] }),
    },
  });
  expect(await screen.findByText('Birebir Kuvvet')).toBeInTheDocument();
  expect(calls[0]!.url).toMatch(/^members\/7\/personalTrainings\?/);
  expect(screen.getByText('01/12/2026')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Düzenle' })).toHaveAttribute(
    'href',
    '/personalTrainings-edit/5/general-informations',
  );
});

it('sends an emptied lesson count as null, so the edit keeps it empty', () => {
  const values = {
    personal_training_type_name: 'Esnek',
    short_description: '',
    number_of_lessons: '',
    display_price: '450',
    description: '',
  };
  expect(ptTypeBody(values).number_of_lessons).toBeNull();
  expect(ptTypeBody({ ...values, number_of_lessons: '12' }).number_of_lessons).toBe(12);
});
