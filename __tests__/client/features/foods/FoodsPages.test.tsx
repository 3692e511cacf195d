// /foods (20 a page, newest first, name search, category filter, nutrients per 100 g) and the food edit
// screen's portions (listed, added with a name and grams); the area's labels exist in tr, en and ar.
import { screen, waitFor, within } from '@testing-library/react';
import FoodEditPage from '../../../../src/client/features/foods/FoodEditPage';
import FoodsListPage from '../../../../src/client/features/foods/FoodsListPage';
import type { Food } from '../../../../src/client/features/foods/types';
import { mockHttp, type Handler } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';
import tr from '../../../../i18n/tr/foods.json';
import en from '../../../../i18n/en/foods.json';
import ar from '../../../../i18n/ar/foods.json';
import recipesTr from '../../../../i18n/tr/recipes.json';
import recipesEn from '../../../../i18n/en/recipes.json';
import recipesAr from '../../../../i18n/ar/recipes.json';

const ALL = [
  'FOODS_SEARCH',
  'FOODS_CREATE',
  'FOODS_READ',
  'FOODS_UPDATE',
  'FOODS_DELETE',
  'FOOD_PORTIONS_SEARCH',
  'FOOD_PORTIONS_CREATE',
  'FOOD_PORTIONS_DELETE',
];

const lentils: Food = {
  id: 3,
  name_tr: 'Kırmızı mercimek (kuru)',
  name_en: 'Lentils, pink or red, raw',
  category: 'legumes',
  energy_kcal: 358,
  protein_g: 23.91,
  carbohydrate_g: 63.1,
  fat_g: 2.17,
  fibre_g: 10.8,
  sugars_g: null,
  sodium_mg: 7,
  saturated_fat_g: 0.38,
  ndb_number: '16144',
  fdc_id: null,
  food_group: 'Legumes and Legume Products',
  source: 'USDA National Nutrient Database for Standard Reference, Release 24',
  portions: [],
};

function open(ui: JSX.Element, route: string, path: string, handler: Handler, permissions = ALL) {
  const calls = mockHttp(handler);
  return {
    ...renderWithProviders(ui, {
      preloadedState: { session: signedInSession({ permissions }) },
      route,
      path,
      routes: path === '/foods' ? [] : [{ path: '/foods', element: <p>foods list</p> }],
    }),
    calls,
  };
}

it('lists 20 foods a page, newest first, with the nutrients per 100 g, and filters by name and category', async () => {
  const { calls, user } = open(<FoodsListPage />, '/foods', '/foods', () => ({
    status: 200,
    data: [lentils],
    headers: { 'x-total-count': '1' },
  }));
  expect(await screen.findByText('Kırmızı mercimek (kuru)')).toBeInTheDocument();
  expect(calls[0].url).toBe('foods?start=0&count=20&sort=id&sort_by=DESC');
  for (const header of [
    'Ad (Türkçe)',
    'Kategori',
    'Enerji (kcal)',
    'Protein (g)',
    'Karbonhidrat (g)',
    'Yağ (g)',
  ])
    expect(
      screen.getByRole('columnheader', { name: new RegExp(header.replace(/[()]/g, '\\$&')) }),
    ).toBeInTheDocument();
  const row = screen.getByText('Kırmızı mercimek (kuru)').closest('tr') as HTMLElement;
  expect(within(row).getByText('Baklagiller')).toBeInTheDocument();
  expect(within(row).getByText('358')).toBeInTheDocument();

  const search = screen.getByRole('search');
  await user.type(within(search).getByLabelText('Ad'), 'merc');
  await user.click(within(search).getByLabelText('Kategori'));
  await user.click(
    within((await screen.findByRole('listbox')).parentElement as HTMLElement).getByTitle('Baklagiller'),
  );
  await user.click(within(search).getByRole('button', { name: /Ara/ }));
  await waitFor(() =>
    expect(calls.at(-1)?.url).toBe('foods?start=0&count=20&sort=id&sort_by=DESC&name=merc&category=legumes'),
  );
});

it('edits a food and adds a portion with its name and grams', async () => {
  let portions = [{ id: 8, food_id: 3, name_tr: '1 yemek kaşığı', name_en: '', grams: 12 }];
  const { calls, user } = open(<FoodEditPage />, '/food-edit/3', '/food-edit/:id', (c) => {
    if (c.url === 'foods/3') return { status: 200, data: lentils };
    if (c.method === 'post') {
      const body = JSON.parse(c.data as string);
      portions = [...portions, { id: 9, food_id: 3, ...body, grams: Number(body.grams) }];
      return { status: 201, data: portions.at(-1) };
    }
    return { status: 200, data: portions, headers: { 'x-total-count': String(portions.length) } };
  });
  expect(await screen.findByDisplayValue('Kırmızı mercimek (kuru)')).toBeInTheDocument();
  expect(screen.getByLabelText('Enerji (kcal)')).toHaveValue('358');
  expect(await screen.findByText('1 yemek kaşığı')).toBeInTheDocument();

  await user.click(screen.getByRole('textbox', { name: 'Ölçü (Türkçe)' }));
  await user.paste('1 su bardağı');
  await user.click(screen.getByRole('textbox', { name: 'Gram' }));
  await user.paste('180,5');
  // Shown as Turkish writes it, sent as the number it is.
  expect(screen.getByRole('textbox', { name: 'Gram' })).toHaveValue('180,5');
  await user.click(screen.getByRole('button', { name: /Porsiyon ekle/ }));

  expect(await screen.findByText('1 su bardağı')).toBeInTheDocument();
  const post = calls.find((c) => c.method === 'post');
  expect(post?.url).toBe('foods/3/portions');
  expect(JSON.parse(post?.data as string)).toEqual({ name_tr: '1 su bardağı', name_en: '', grams: '180.5' });
});

it('has the same labels in Turkish, English and Arabic', () => {
  const keys = (tree: object, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
    );
  expect(keys(en)).toEqual(keys(tr));
  expect(keys(ar)).toEqual(keys(tr));
  expect(keys(recipesEn)).toEqual(keys(recipesTr));
  expect(keys(recipesAr)).toEqual(keys(recipesTr));
});
