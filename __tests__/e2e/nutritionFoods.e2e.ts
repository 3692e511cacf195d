// Recipes end to end: a recipe is created with an image (both rich-text editors filled), then its edit screen
// weighs an ingredient from the demo foods and shows the nutrients computed from it.
import type { Page } from 'playwright-core';
import { adminToken, api, baseUrl, signInAt } from './helpers/browser';
import { choose } from './helpers/form';
import { pagePerTest } from './helpers/page';
import { png } from './helpers/png';

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

type Recipe = {
  id: number;
  title: string;
  calorie: number;
  difficulty: string;
  attributes: { media: { type: string; url: string }[] };
  computed: { total: { energy_kcal: number } };
};

test('a recipe is created with an image, then weighs an ingredient and shows its computed nutrients', async () => {
  await signInAt(page, '/recipe-add');
  await page.locator('#field-title').fill('E2E Mercimek Çorbası');
  await choose(page, 'lang', 'Türkçe');
  await choose(page, 'type', 'Çorbalar');
  await choose(page, 'status', 'Aktif');
  const editors = page.locator('.ql-editor');
  await editors.nth(1).waitFor();
  await editors.nth(0).click();
  await page.keyboard.type('Mercimeği yıkayıp soğanla pişirin.');
  await editors.nth(1).click();
  await page.keyboard.type('1 su bardağı kırmızı mercimek');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'corba.png', mimeType: 'image/png', buffer: png([200, 120, 0]) });
  await page.waitForFunction(
    () => !document.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled,
  );
  await page.locator('button[type="submit"]').click();
  await page.getByText('İşlem başarıyla gerçekleştirildi.').first().waitFor();
  await page.waitForURL((url) => url.pathname === '/recipes');

  const token = await adminToken();
  const found = await api<Recipe[]>('GET', 'recipes?title=E2E%20Mercimek', undefined, token);
  const recipe = found.body.find((r) => r.title === 'E2E Mercimek Çorbası');
  expect(recipe).toMatchObject({ calorie: 0, difficulty: 'medium' });
  expect(recipe?.attributes.media.find((m) => m.type === 'image')?.url).toMatch(/^\/media\//);

  await page.goto(`${baseUrl()}/recipe-edit/${recipe?.id}`);
  await page.locator('#field-title').waitFor();
  await page.locator('#field-food_id').click();
  await page.keyboard.type('Kırmızı mercimek');
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: 'Kırmızı mercimek (kuru)' })
    .first()
    .click();
  await page.locator('#field-portion_id').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: '1 su bardağı' })
    .first()
    .click();
  await page.locator('#field-amount').fill('1');
  await page.getByRole('button', { name: /Malzeme ekle/ }).click();
  // 180 g of red lentils at 345 kcal per 100 g (USDA SR24, 16144).
  await page.locator('.ant-table-row').filter({ hasText: 'Kırmızı mercimek (kuru)' }).waitFor();
  await page.getByTestId('recipe-computed').getByText('621').first().waitFor();
  const read = await api<Recipe>('GET', `recipes/${recipe?.id}`, undefined, token);
  expect(read.body.computed.total.energy_kcal).toBe(621);
});
