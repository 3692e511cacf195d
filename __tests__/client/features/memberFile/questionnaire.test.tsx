// A questionnaire tab loads the latest saved version (who filled it in), saves the whole questionnaire as the
// next version with `_bulk`, reloads it, and keeps earlier versions viewable read-only.
import { screen, waitFor } from '@testing-library/react';
import NutritionConsultationTab from '../../../../src/client/features/memberFile/consultations/NutritionConsultationTab';
import SportConsultationTab from '../../../../src/client/features/memberFile/consultations/SportConsultationTab';
import type { ConsultationRecord } from '../../../../src/shared/schemas/consultations';
import { mockHttp } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

const version = (v: number, answers: Record<string, unknown>): ConsultationRecord => ({
  id: 10 + v,
  member_id: 7,
  type: 'nutrition',
  version: v,
  answers,
  filled_by: 3,
  filled_by_name: v === 1 ? 'Elif Güneş' : 'Admin Kullanıcı',
  created_at: '2026-11-20T10:00:00.000Z',
});

it('loads, saves the whole questionnaire as a new version and reloads it', async () => {
  let saved: ConsultationRecord[] = [version(1, { bes_q1: { answer: 'doctor', note: 'Kardiyolog' } })];
  const calls = mockHttp((config) => {
    if (config.method === 'post' && config.url === 'members/7/consultations/_bulk') {
      const body = JSON.parse(String(config.data)) as { type: string; answers: Record<string, unknown> };
      const next = version(saved.length + 1, body.answers);
      saved = [next, ...saved];
      return { status: 201, data: next };
    }
    return { status: 200, data: saved, headers: { 'x-total-count': String(saved.length) } };
  });
  const { user } = renderWithProviders(<NutritionConsultationTab memberId={7} title="Beslenme" />, {
    preloadedState: {
      session: signedInSession({
        permissions: [
          'MEMBER_CONSULTATION_SEARCH',
          'MEMBER_CONSULTATION_CREATE',
          'MEMBER_CONSULTATION_NUTRITION',
        ],
      }),
    },
  });
  expect(await screen.findByText(/Sürüm 1 — dolduran: Elif Güneş/)).toBeInTheDocument();
  const doctor = screen.getAllByRole('radio', { name: 'Doktor' })[0]!;
  expect(doctor).toBeChecked();
  expect(screen.getByLabelText('Not bes_q1')).toHaveValue('Kardiyolog');

  await user.click(screen.getAllByRole('radio', { name: 'Diyetisyen' })[1]!);
  await user.click(screen.getByRole('button', { name: 'Kaydet' }));
  expect(await screen.findByText(/Sürüm 2 — dolduran: Admin Kullanıcı/)).toBeInTheDocument();
  const post = calls.find((c) => c.method === 'post')!;
  expect(JSON.parse(String(post.data))).toEqual({
    type: 'nutrition',
    answers: { bes_q1: { answer: 'doctor', note: 'Kardiyolog' }, bes_q2: { answer: 'dietician' } },
  });
  // Reloaded from the server: the list was asked for again, filtered by the type.
  await waitFor(() =>
    expect(
      calls.filter((c) => c.method === 'get' && c.url?.startsWith('members/7/consultations?')),
    ).toHaveLength(2),
  );
  expect(calls[0]!.url).toContain('type=nutrition');
  expect(screen.getAllByRole('radio', { name: 'Diyetisyen' })[1]).toBeChecked();

  // The earlier version stays viewable, read-only.
  await user.click(screen.getByLabelText('Önceki sürümler'));
  await user.click(await screen.findByText('Sürüm 1'));
  expect(await screen.findByText(/Önceki bir sürümü görüntülüyorsunuz/)).toBeInTheDocument();
  expect(screen.getAllByRole('radio', { name: 'Diyetisyen' })[1]).not.toBeChecked();
  expect(screen.getAllByRole('radio', { name: 'Doktor' })[0]).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Kaydet' })).toBeNull();
});

it('refuses an empty questionnaire without calling the server and keeps the form', async () => {
  const calls = mockHttp(() => ({ status: 200, data: [], headers: { 'x-total-count': '0' } }));
  const { user } = renderWithProviders(<NutritionConsultationTab memberId={7} title="Beslenme" />, {
    preloadedState: {
      session: signedInSession({ permissions: ['MEMBER_CONSULTATION_SEARCH', 'MEMBER_CONSULTATION_CREATE'] }),
    },
  });
  expect(await screen.findByText('Bu form henüz doldurulmadı.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Not bes_q3'), 'akşam geç');
  await user.click(screen.getByRole('button', { name: 'Kaydet' }));
  expect(await screen.findByText('Bu alanın doldurulması zorunludur.')).toBeInTheDocument();
  expect(screen.getByLabelText('Not bes_q3')).toHaveValue('akşam geç');
  expect(calls.filter((c) => c.method === 'post')).toHaveLength(0);
});

it('flags the PAR-Q questions answered "Evet" above the sports questionnaire', async () => {
  const sports = {
    ...version(1, {
      q4: { answer: 'yes', note: 'Göğüs ağrısı' },
      q1: { answer: 'yes' },
      q2: { answer: 'no' },
    }),
    type: 'sports' as const,
  };
  mockHttp(() => ({ status: 200, data: [sports], headers: { 'x-total-count': '1' } }));
  renderWithProviders(<SportConsultationTab memberId={7} title="Spor" />, {
    preloadedState: {
      session: signedInSession({ permissions: ['MEMBER_CONSULTATION_SEARCH', 'MEMBER_CONSULTATION_SPORTS'] }),
    },
  });
  const flag = await screen.findByTestId('parq-yes');
  expect(flag).toHaveTextContent("PAR-Q'da “Evet” yanıtı var");
  expect(flag).toHaveTextContent('“Evet” yanıtlanan sorular: 1, 4.');
});
