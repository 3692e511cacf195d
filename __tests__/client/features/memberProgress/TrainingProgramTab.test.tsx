// The member file's training-program tab: the member's training programs, and below them the member's personal
// trainings, each linking to its screen (the tab moved from the personal trainings area to member progress).
import { screen } from '@testing-library/react';
import TrainingProgramTab from '../../../../src/client/features/memberProgress/TrainingProgramTab';
import { mockHttp } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

it("lists the member's training programs and personal trainings", async () => {
  const calls = mockHttp((config) => {
    if (String(config.url).startsWith('members/7/training_programs'))
      return {
        status: 200,
        data: [
          {
            id: 3,
            member_id: 7,
            name: 'Kuvvet bloğu',
            goal: 'strength',
            start_date: '2026-09-01',
            end_date: null,
            coach_id: null,
            coach_name: null,
            notes: '',
            package_id: null,
            days: [{ day_number: 1, title: 'Üst', moves: [] }],
          },
        ],
        headers: { 'x-total-count': '1' },
      };
    return {
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
    };
  });
  renderWithProviders(<TrainingProgramTab memberId={7} title="Antrenman programı" />, {
    preloadedState: {
      session: signedInSession({
        permissions: ['TRAINING_PROGRAMS_SEARCH', 'PERSONAL_TRAININGS_SEARCH', 'PERSONAL_TRAININGS_READ'],
      }),
    },
  });
  expect(await screen.findByText('Kuvvet bloğu')).toBeInTheDocument();
  expect(screen.getByText('Kuvvet')).toBeInTheDocument();
  expect(await screen.findByText('Birebir Kuvvet')).toBeInTheDocument();
  expect(calls.map((c) => String(c.url).split('?')[0])).toEqual(
    expect.arrayContaining(['members/7/training_programs', 'members/7/personalTrainings']),
  );
  expect(screen.getByText('01/12/2026')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Düzenle' })).toHaveAttribute(
    'href',
    '/personalTrainings-edit/5/general-informations',
  );
});
