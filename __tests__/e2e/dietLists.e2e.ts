// Diet lists end to end: a nutritionist builds a diet list for a member with two meals, sees the meal and day
// totals against the member's target, saves it, opens its PDF in a new tab and sends it to the member.
import type { Page } from 'playwright-core';
import { adminToken, api, baseUrl, signInAt } from './helpers/browser';
import { pagePerTest } from './helpers/page';
import { possessiveSuffix } from '../../src/shared/turkishSuffix';

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

const kcalIn = async (testId: string) => {
  const text = (await page.getByTestId(testId).first().textContent()) ?? '';
  return Number(/(\d+) kcal/.exec(text)?.[1]);
};

/** Picks a search result in one meal's food/recipe picker. */
async function pick(meal: string, kind: 'Besin' | 'Tarif', search: string, option: RegExp) {
  const region = page.getByRole('region', { name: `1. gün ${meal}` });
  if (kind === 'Tarif') await region.getByText('Tarif', { exact: true }).click();
  const select = region.getByRole('combobox', { name: `1. gün ${meal}: ${kind}` });
  await select.click();
  await select.fill(search);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
  return region;
}

test('a diet list with two meals shows its totals, opens as a PDF and is sent to the member', async () => {
  const token = await adminToken();
  const member = await api<{ id: number; email: string }>(
    'POST',
    'members',
    {
      name: 'Zeynep Diyet E2E',
      birthdate: '1992-03-04',
      email: 'zeynep.e2e@example.com',
      status: 'active',
      customer_type: 1,
      target_daily_calorie: 1800,
    },
    token,
  );
  expect(member.status).toBe(201);

  await signInAt(page, `/dietlist-add?member_id=${member.body.id}`);
  await page.locator('#field-title').fill('E2E Haftalık Liste');
  await page.locator('#field-start_date').fill('01122026');
  await page.locator('#field-end_date').fill('07122026');

  // Breakfast: 2 portions of a food; lunch: one serving of a recipe.
  const breakfast = await pick('Kahvaltı', 'Besin', 'Yumurta', /Yumurta/);
  await breakfast.getByRole('combobox', { name: '1. gün Kahvaltı: Porsiyon' }).click();
  // A household portion (its weight in brackets), not the gram entry.
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: /\d g\)$/ })
    .first()
    .click();
  await breakfast.getByRole('textbox', { name: '1. gün Kahvaltı: Miktar' }).fill('2');
  await breakfast.getByRole('button', { name: 'Ekle' }).click();
  const lunch = await pick('Öğle yemeği', 'Tarif', 'Mercimek', /Mercimek çorbası/);
  await lunch.getByRole('button', { name: 'Ekle' }).click();

  await page.getByTestId('meal-total-1-lunch').waitFor();
  const breakfastKcal = await kcalIn('meal-total-1-breakfast');
  const lunchKcal = await kcalIn('meal-total-1-lunch');
  expect(breakfastKcal).toBeGreaterThan(0);
  expect(lunchKcal).toBeGreaterThan(0);
  const dayTotal = page.getByTestId('day-total-1');
  expect(await kcalIn('day-total-1')).toBe(breakfastKcal + lunchKcal);
  await expect(dayTotal.textContent()).resolves.toContain('Hedef: 1800 kcal');
  const percent = Math.round(((breakfastKcal + lunchKcal) / 1800) * 100);
  await expect(dayTotal.textContent()).resolves.toContain(`Hedefin %${percent}${possessiveSuffix(percent)}`);

  await page.locator('button[type="submit"]').click();
  await page.getByText('İşlem başarıyla gerçekleştirildi.').first().waitFor();
  await page.waitForURL((url) => url.pathname === '/dietlists');

  // The saved list answers the same totals the editor showed.
  const saved = await api<{ id: number; items: { nutrients: { energy_kcal: number } }[] }[]>(
    'GET',
    `diet_lists?member_id=${member.body.id}`,
    undefined,
    token,
  );
  const list = saved.body[0]!;
  expect(list.items.reduce((sum, i) => sum + i.nutrients.energy_kcal, 0)).toBeCloseTo(
    breakfastKcal + lunchKcal,
    0,
  );

  // Its PDF opens in a new tab.
  await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'PDF göster: E2E Haftalık Liste' }).click(),
  ]);
  expect(tab.url()).toMatch(/^blob:/);
  await tab.close();

  // Sending asks first, then shows the success toast (the e2e server has no SMTP: the mail stays queued).
  await page.getByRole('button', { name: 'Üyeye gönder: E2E Haftalık Liste' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Üyeye gönder' }).click();
  await page
    .getByText(/İşlem başarıyla gerçekleştirildi\. E-posta kuyruğa alındı/)
    .first()
    .waitFor();

  // The member file's diets tab lists it.
  await page.goto(`${baseUrl()}/member-edit/${member.body.id}/diets`);
  await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'E2E Haftalık Liste' }).waitFor();
});
