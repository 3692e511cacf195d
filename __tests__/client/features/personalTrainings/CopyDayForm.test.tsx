// 'Gün Kopyala' (spec part 2 §2, §4): the program's other days by number (valued by id), 'Kopyala' disabled
// until a day is chosen and while the copy runs, then back one step and the day's moves read again.
import { act, screen, waitFor, within } from '@testing-library/react';
import { CopyDayForm } from '../../../../src/client/features/personalTrainings/days/CopyDayForm';
import { apiError, mockHttp } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';
import { selectOption } from '../members/selectOption';

const DAYS = [
  { id: 11, pt_id: 5, day_num: 1, title: 'A', status: 1 },
  { id: 12, pt_id: 5, day_num: 2, title: 'B', status: 0 },
  { id: 13, pt_id: 5, day_num: 3, title: 'C', status: 0 },
];

function setup(copyReply: () => Promise<{ status: number; data?: unknown }>) {
  const calls = mockHttp(async (config) => {
    if (config.method === 'put') return copyReply();
    if (String(config.url).startsWith('personalTrainingsDayMoves'))
      return { status: 200, data: [], headers: { 'x-total-count': '0' } };
    return { status: 200, data: DAYS, headers: { 'x-total-count': '3' } };
  });
  const view = renderWithProviders(<CopyDayForm ptId={5} dayId={12} />, {
    preloadedState: {
      session: signedInSession({ permissions: ['PERSONAL_TRAININGS_UPDATE', 'PERSONAL_TRAININGS_SEARCH'] }),
    },
    route: '/personalTrainings-edit-day-moves/5/12/2',
  });
  return { ...view, calls };
}

const copyButton = () => screen.getByRole('button', { name: /Kopyala/ });

it('offers the other days by number, is disabled until one is chosen and while copying, then goes back and reloads', async () => {
  let finish: (value: { status: number; data: unknown }) => void = () => undefined;
  const { user, calls, router } = setup(() => new Promise((resolve) => (finish = resolve)));
  await waitFor(() => expect(calls[0]?.url).toMatch(/^personalTrainingsDay\?.*pt_id=5/));
  expect(copyButton()).toBeDisabled();

  await user.click(screen.getByLabelText('Gün Kopyala'));
  const popup = (await screen.findByRole('listbox')).parentElement as HTMLElement;
  const shown = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
  expect(shown).toEqual(['1', '3']);
  await user.click(within(popup).getByTitle('1'));
  expect(copyButton()).toBeEnabled();

  await user.click(copyButton());
  await waitFor(() => expect(copyButton()).toBeDisabled());
  const put = calls.find((c) => c.method === 'put')!;
  expect(put.url).toBe('personalTrainingsDayCopy/12');
  expect(JSON.parse(String(put.data))).toEqual({ pt_id: 5, day_id: 12, copy_day_id: 11 });

  const back = jest.spyOn(router, 'navigate');
  await act(async () => finish({ status: 200, data: { id: 12, copied: 3 } }));
  await waitFor(() => expect(back).toHaveBeenCalledWith(-1));
  await waitFor(() =>
    expect(calls.some((c) => /^personalTrainingsDayMoves\?.*pt_day_id=12/.test(String(c.url)))).toBe(true),
  );
  expect(await screen.findByText('İşlem başarıyla gerçekleştirildi.')).toBeInTheDocument();
});

it('shows the server refusal and stays', async () => {
  const { user } = setup(async () => ({
    status: 400,
    data: apiError('copy_day_foreign', 'Yalnızca aynı programın günleri kopyalanabilir.'),
  }));
  await screen.findByLabelText('Gün Kopyala');
  await selectOption(user, 'Gün Kopyala', '3');
  await user.click(copyButton());
  expect(await screen.findByText('Yalnızca aynı programın günleri kopyalanabilir.')).toBeInTheDocument();
  expect(copyButton()).toBeEnabled();
});

it('is not shown without PERSONAL_TRAININGS_UPDATE', async () => {
  mockHttp(() => ({ status: 200, data: DAYS, headers: { 'x-total-count': '3' } }));
  renderWithProviders(<CopyDayForm ptId={5} dayId={12} />, {
    preloadedState: { session: signedInSession({ permissions: ['PERSONAL_TRAININGS_READ'] }) },
  });
  expect(screen.queryByRole('button', { name: /Kopyala/ })).not.toBeInTheDocument();
});
