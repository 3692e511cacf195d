// The food diary form: a day opens with one breakfast item, items are added as snacks and removed, and each is
// sent with its meal, food, portion, amount and text (nothing chosen is null, no text is '').
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { DiaryForm } from '../../../../src/client/features/memberProgress/DiaryForm';
import type { Diary } from '../../../../src/client/features/memberProgress/types';
import { mockHttp } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';
import { businessDay } from '../../../../src/shared/businessDay';

/** Enters text in one go (as pasted): a keystroke each would re-render the form as many times. */
async function fill(user: UserEvent, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

function open(record: Diary | null = null) {
  mockHttp(() => ({ status: 200, data: [] }));
  const onSubmit = jest.fn();
  const view = renderWithProviders(
    <DiaryForm record={record} saving={false} onSubmit={onSubmit} onCancel={() => undefined} />,
    { preloadedState: { session: signedInSession({ permissions: ['DIARIES_CREATE', 'DIARIES_UPDATE'] }) } },
  );
  return { ...view, onSubmit };
}

const texts = () => screen.getAllByLabelText('Serbest metin') as HTMLInputElement[];

it('adds snack items, removes one, and sends the items left', async () => {
  const { user, onSubmit } = open();
  expect(screen.getByText('Yeni günlük')).toBeInTheDocument();
  expect(screen.getByText('Kahvaltı')).toBeInTheDocument();
  await fill(user, texts()[0], 'Yulaf ezmesi');
  await user.type(screen.getAllByLabelText('Miktar')[0], '80,5');
  await user.click(screen.getByRole('button', { name: /Kalem ekle/ }));
  await user.click(screen.getByRole('button', { name: /Kalem ekle/ }));
  expect(texts()).toHaveLength(3);
  expect(screen.getAllByText('Ara öğün')).toHaveLength(2);
  await fill(user, texts()[1], 'Elma');
  await fill(user, texts()[2], 'Ceviz');
  await user.click(screen.getAllByRole('img', { name: 'Sil' })[1]);
  expect(texts().map((input) => input.value)).toEqual(['Yulaf ezmesi', 'Ceviz']);
  await fill(user, screen.getByLabelText('Notlar'), 'Su: 2 litre');
  await user.click(screen.getByRole('button', { name: 'Kaydet' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  expect(onSubmit.mock.calls[0][0]).toEqual({
    date: businessDay(),
    notes: 'Su: 2 litre',
    items: [
      { meal: 'breakfast', food_id: null, portion_id: null, amount: 80.5, text: 'Yulaf ezmesi' },
      { meal: 'snacks', food_id: null, portion_id: null, amount: null, text: 'Ceviz' },
    ],
  });
});

it('says an amount out of range is invalid', async () => {
  const { user, onSubmit } = open({
    id: 2,
    member_id: 7,
    date: '2026-11-20',
    notes: '',
    items: [{ meal: 'lunch', food_id: null, portion_id: null, amount: null, text: 'Mercimek çorbası' }],
  } as unknown as Diary);
  expect(screen.getByText('Günlüğü düzenle')).toBeInTheDocument();
  expect(screen.getByText('Öğle yemeği')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Miktar'), '20000');
  await user.click(screen.getByRole('button', { name: 'Kaydet' }));
  expect(await screen.findByText('Bu alanın değeri geçersiz.')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
});

it('refuses an item that names neither a food nor what was eaten, under its text, before sending', async () => {
  const { user, onSubmit } = open();
  await user.click(screen.getByRole('button', { name: 'Kaydet' }));
  expect(await screen.findByText('Bu alanın değeri geçersiz.')).toBeInTheDocument();
  expect(texts()[0]).toHaveAttribute('aria-invalid', 'true');
  expect(onSubmit).not.toHaveBeenCalled();
  await user.type(texts()[0], 'Çay');
  await waitFor(() => expect(screen.queryByText('Bu alanın değeri geçersiz.')).toBeNull());
  await user.click(screen.getByRole('button', { name: 'Kaydet' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  expect(onSubmit.mock.calls[0][0].items).toEqual([
    { meal: 'breakfast', food_id: null, portion_id: null, amount: null, text: 'Çay' },
  ]);
});
