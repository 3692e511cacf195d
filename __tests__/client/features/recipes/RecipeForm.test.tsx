// The recipe form (spec part 2 §3–§5): required fields, the spec's defaults, the two rich-text editors (the
// ingredients one 250 px high), the image step through mediaStorage, the gated save button, a failed load's
// translated message, and the nutrients computed from the weighed ingredient rows.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import RecipeAddPage from '../../../../src/client/features/recipes/RecipeAddPage';
import RecipeEditPage from '../../../../src/client/features/recipes/RecipeEditPage';
import type { Recipe, RecipeIngredient } from '../../../../src/client/features/recipes/types';
import { apiError, mockHttp, type Handler } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';
import { selectOption } from '../members/selectOption';

// Quill needs a real layout engine; a textarea stands in for the lazily loaded editor and shows its height.
jest.mock('../../../../src/client/components/RichTextEditor', () => require('../../helpers/richTextStandIn'));

beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
});

const FULL = [
  'RECIPES_SEARCH',
  'RECIPES_CREATE',
  'RECIPES_READ',
  'RECIPES_UPDATE',
  'RECIPE_INGREDIENTS_SEARCH',
  'MEDIA_SEARCH',
  'MEDIA_CREATE',
  'MEDIA_DELETE',
];
const SUCCESS = 'İşlem başarıyla gerçekleştirildi.';
const REQUIRED = 'Bu alanın doldurulması zorunludur.';

const recipe = (overrides: Partial<Recipe> = {}): Recipe => ({
  id: 12,
  title: 'Mercimek çorbası',
  lang: 'tr',
  type: 'soups',
  status: 'active',
  content: '<p>Kaynatın.</p>',
  ingredients: '<p>Mercimek</p>',
  calorie: 180,
  carbohydrate: 28,
  fat: 4,
  protein: 10,
  difficulty: 'easy',
  cooking_time: 40,
  servings: 4,
  attributes: { media: [] },
  ...overrides,
});

const row = (id: number, kcal: number, protein: number): RecipeIngredient => ({
  id,
  recipe_id: 7,
  food_id: id,
  portion_id: null,
  amount: 100,
  grams: 100,
  food_name_tr: `Besin ${id}`,
  portion_name_tr: null,
  nutrients: { energy_kcal: kcal, protein_g: protein, carbohydrate_g: 10, fat_g: 2, fibre_g: 1 },
});

function open(ui: JSX.Element, route: string, path: string, handler: Handler, permissions = FULL) {
  const calls = mockHttp(handler);
  const view = renderWithProviders(ui, {
    preloadedState: { session: signedInSession({ permissions }) },
    route,
    path,
    routes: [
      { path: '/recipes', element: <p>recipes list</p> },
      ...(path === '/recipe-add' ? [{ path: '/recipe-edit/:id', element: <p>recipe edit</p> }] : []),
    ],
  });
  return { ...view, calls };
}

async function fill(user: UserEvent, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

const requests = (calls: InternalAxiosRequestConfig[]) =>
  calls.map((c) => `${c.method?.toUpperCase()} ${c.url}`);

it('starts with the spec defaults and two editors, the ingredients one 250 px high', () => {
  open(<RecipeAddPage />, '/recipe-add', '/recipe-add', () => ({ status: 200, data: [] }));
  expect(screen.getByLabelText('Kalori (kcal)')).toHaveValue('0');
  expect(screen.getByLabelText('Karbonhidrat (g)')).toHaveValue('0');
  expect(screen.getByLabelText('Yağ (g)')).toHaveValue('0');
  expect(screen.getByLabelText('Protein (g)')).toHaveValue('0');
  expect(screen.getByLabelText('Pişirme süresi (dk)')).toHaveValue('0');
  expect(screen.getByTitle('Orta')).toBeInTheDocument();
  expect(screen.getByLabelText('İçerik')).toHaveAttribute('data-height', '');
  expect(screen.getByLabelText('Malzemeler')).toHaveAttribute('data-height', '250');
});

// Two tests, not one: every antd interaction costs jsdom a second or two on a busy machine.
it('asks for the required fields', async () => {
  const { user } = open(<RecipeAddPage />, '/recipe-add', '/recipe-add', () => ({ status: 200, data: [] }));
  await fill(user, 'Başlık', 'Menemen');
  await user.clear(screen.getByLabelText('Başlık'));
  await user.click(screen.getByLabelText('İçerik'));
  await user.click(screen.getByLabelText('Malzemeler'));
  await user.click(screen.getByLabelText('Başlık'));
  expect((await screen.findAllByText(REQUIRED)).length).toBeGreaterThanOrEqual(3);
  expect(screen.getByRole('button', { name: /Kaydet/ })).toBeDisabled();
});

it('creates the recipe with the defaults, then uploads its image', async () => {
  const { user, calls } = open(<RecipeAddPage />, '/recipe-add', '/recipe-add', (c) =>
    c.url === 'recipes'
      ? { status: 201, data: recipe() }
      : { status: 201, data: { id: 3, url: '/media/a.png' } },
  );
  await fill(user, 'Başlık', 'Menemen');
  await selectOption(user, 'Dil', 'Türkçe');
  await selectOption(user, 'Tür', 'Kahvaltılık');
  await selectOption(user, 'Durum', 'Aktif');
  await fill(user, 'İçerik', '<p>Domatesi pişirin.</p>');
  await fill(user, 'Malzemeler', '<ul><li>3 yumurta</li></ul>');
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(
    input,
    new File([new Uint8Array([137, 80, 78, 71])], 'menemen.png', { type: 'image/png' }),
  );
  await screen.findByRole('button', { name: /Resmi kaldır/ }, { timeout: 15_000 });
  await user.click(screen.getByRole('button', { name: /Kaydet/ }));

  expect(await screen.findByText('recipes list')).toBeInTheDocument();
  expect(requests(calls)).toEqual(['POST recipes', 'POST mediaStorage']);
  expect(JSON.parse(calls[0].data as string)).toEqual({
    title: 'Menemen',
    lang: 'tr',
    type: 'breakfast',
    status: 'active',
    content: '<p>Domatesi pişirin.</p>',
    ingredients: '<ul><li>3 yumurta</li></ul>',
    calorie: 0,
    carbohydrate: '0',
    fat: '0',
    protein: '0',
    difficulty: 'medium',
    cooking_time: 0,
    servings: 1,
  });
  const upload = calls[1].data as FormData;
  expect(upload.get('owner')).toBe('recipe');
  expect(upload.get('owner_id')).toBe('12');
  expect(screen.getByText(SUCCESS)).toBeInTheDocument();
});

it('shows the nutrients computed from the ingredient rows beside the typed-in values', async () => {
  open(<RecipeEditPage />, '/recipe-edit/7', '/recipe-edit/:id', (c) => {
    if (c.url === 'recipes/7') return { status: 200, data: recipe({ id: 7 }) };
    if (c.url?.startsWith('recipes/7/ingredients'))
      return { status: 200, data: [row(1, 358, 23.9), row(2, 442, 0.1)], headers: { 'x-total-count': '2' } };
    return { status: 200, data: [] };
  });
  expect(await screen.findByDisplayValue('Mercimek çorbası')).toBeInTheDocument();
  const panel = screen.getByTestId('recipe-computed');
  // 358 + 442 = 800 kcal in all, 200 a serving of 4; typed-in 180.
  await screen.findByText('Besin 1');
  const energy = within(panel).getByRole('row', { name: /kcal/ });
  await waitFor(() => expect(within(energy).getByText('800')).toBeInTheDocument());
  expect(within(energy).getByText('200')).toBeInTheDocument();
  expect(within(energy).getByText('180')).toBeInTheDocument();
  expect(within(within(panel).getByRole('row', { name: /Protein/ })).getByText('24')).toBeInTheDocument();
  expect(screen.getByText('Besin 1')).toBeInTheDocument();
});

it('shows a failed load’s translated message, and no save button without RECIPES_UPDATE', async () => {
  const failed = open(<RecipeEditPage />, '/recipe-edit/99', '/recipe-edit/:id', () => ({
    status: 404,
    data: apiError('not_found', 'Kayıt bulunamadı.'),
  }));
  await waitFor(() => expect(screen.getAllByText('Kayıt bulunamadı.').length).toBeGreaterThan(0));
  failed.unmount();
  open(
    <RecipeEditPage />,
    '/recipe-edit/7',
    '/recipe-edit/:id',
    (c) => (c.url === 'recipes/7' ? { status: 200, data: recipe({ id: 7 }) } : { status: 200, data: [] }),
    ['RECIPES_SEARCH', 'RECIPES_READ'],
  );
  expect(await screen.findByDisplayValue('Mercimek çorbası')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Kaydet/ })).not.toBeInTheDocument();
});
