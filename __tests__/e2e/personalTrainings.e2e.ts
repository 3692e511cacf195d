// Personal trainings end to end: a personal training is created for a member, gets two days, a move on day 1 that
// 'Gün Kopyala' copies into day 2, its sports program approved, and a message with a picture whose
// thumbnail shows in the messages tab.
import type { Page } from 'playwright-core';
import { adminToken, api, baseUrl, signIn, signInAt } from './helpers/browser';
import { choose as chooseIn, save as saveIn } from './helpers/form';
import { pagePerTest } from './helpers/page';

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const save = () => saveIn(page);
const choose = (field: string, label?: string, typed?: string) => chooseIn(page, field, label, typed);
const success = () => page.getByText('İşlem başarıyla gerçekleştirildi.').first().waitFor();

// One story in three steps (each under the suite's 20 s on a busy machine), sharing the training they build.
type Training = { id: number; start_date: string; sports_program_status: number; pt_type_name: string };
let token: string;
let ptId: number;
let moveName: string;

test('a training for a member, made through the form', async () => {
  token = await adminToken();
  const member = (
    await api<{ id: number; name: string }[]>('GET', 'members?count=1&sort=id&sort_by=ASC', undefined, token)
  ).body[0]!;
  await signInAt(page, '/personalTrainings-add');
  await choose('member_id', member.name, member.name.split(' ')[0]);
  await choose('pt_type_id', 'Birebir Kuvvet');
  await choose('coach_id', 'Emre Yıldız');
  await page.locator('#field-start_date').fill('01/12/2026');
  await page.locator('#field-end_date').fill('31/01/2027');
  await save();
  await success();
  await page.waitForURL((url) => url.pathname === '/personalTrainings');
  const training = (
    await api<Training[]>(
      'GET',
      `personalTrainings?member_id=${member.id}&sort=id&sort_by=DESC`,
      undefined,
      token,
    )
  ).body[0]!;
  expect(training).toMatchObject({ start_date: '2026-12-01', pt_type_name: 'Birebir Kuvvet' });
  ptId = training.id;
});

test('two days, a move on day 1 copied into day 2', async () => {
  expect(ptId).toBeDefined();
  await signIn(page);
  // Two days: the add button offers the next number each time.
  for (const [n, title] of [
    [1, 'E2E Göğüs'],
    [2, 'E2E Sırt'],
  ] as const) {
    await page.goto(`${baseUrl()}/personalTrainings-edit/${ptId}/sports-program`);
    await page.getByRole('link', { name: /Gün ekle/ }).click();
    await page.waitForURL((url) => url.pathname === `/personalTrainings-edit-add-day/${ptId}/${n}`);
    await page.locator('#field-title').fill(title);
    await save();
    await success();
    await page.waitForURL((url) => url.pathname === `/personalTrainings-edit/${ptId}/sports-program`);
    await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: title }).waitFor();
  }
  const days = (
    await api<{ id: number; day_num: number }[]>(
      'GET',
      `personalTrainingsDay?pt_id=${ptId}`,
      undefined,
      token,
    )
  ).body;
  expect(days.map((d) => d.day_num)).toEqual([1, 2]);
  const [day1, day2] = [days[0]!, days[1]!];
  await expect(page.getByText('Beklemede').count()).resolves.toBe(2);

  // A move on day 1, chosen from the catalogue.
  await page
    .locator('.ant-table-tbody tr.ant-table-row')
    .filter({ hasText: 'E2E Göğüs' })
    .getByRole('link', { name: 'Hareketler' })
    .click();
  await page.waitForURL((url) => url.pathname === `/personalTrainings-edit-day-moves/${ptId}/${day1.id}/1`);
  await page.getByRole('link', { name: /Hareket Ekle/ }).click();
  await page.locator('#field-move_name').click();
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  moveName = (await option.textContent())!.trim();
  await option.click();
  await page.locator('#field-number_sets').fill('4');
  await page.locator('#field-weight').fill('40');
  await save();
  await success();
  await page.waitForURL((url) => url.pathname === `/personalTrainings-edit-day-moves/${ptId}/${day1.id}/1`);
  await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: moveName }).waitFor();

  // Copy day 1 into day 2: from the program's days to day 2's moves, and back one step after the copy.
  const day2Moves = () =>
    page
      .locator('.ant-table-tbody tr.ant-table-row')
      .filter({ hasText: 'E2E Sırt' })
      .getByRole('link', { name: 'Hareketler' })
      .click();
  await page.goto(`${baseUrl()}/personalTrainings-edit/${ptId}/sports-program`);
  await day2Moves();
  await page.waitForURL((url) => url.pathname === `/personalTrainings-edit-day-moves/${ptId}/${day2.id}/2`);
  await page.getByText('Herhangi bir veri bulunamadı.').waitFor();
  await page.locator('#copy_day_id').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="1"]').click();
  await page.getByRole('button', { name: /Kopyala/ }).click();
  await success();
  await page.waitForURL((url) => url.pathname === `/personalTrainings-edit/${ptId}/sports-program`);
  await day2Moves();
  await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: moveName }).waitFor();
});

test('the sports program approved, and a message with a picture', async () => {
  expect(moveName).toBeDefined();
  // Approve the sports program.
  await signInAt(page, `/personalTrainings-edit/${ptId}/sports-program`);
  await page.getByRole('button', { name: /Spor programını onayla/ }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /Spor programını onayla/ })
    .click();
  await success();
  await page.getByText('Onaylandı').first().waitFor();
  expect(
    (await api<Training>('GET', `personalTrainings/${ptId}`, undefined, token)).body.sports_program_status,
  ).toBe(1);

  // A message with a picture: its thumbnail shows in the messages tab and opens in a new tab.
  await page.goto(`${baseUrl()}/personalTrainings-edit/${ptId}/messages`);
  await page.getByRole('link', { name: /Yeni ekle/ }).click();
  await page.waitForURL((url) => url.pathname === `/personalTrainings-messages-add/${ptId}`);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'form.png', mimeType: 'image/png', buffer: PNG });
  await page.locator('.ql-editor').click();
  await page.keyboard.type('E2E mesajı: formunuz çok iyi.');
  await save();
  await success();
  await page.waitForURL((url) => url.pathname === `/personalTrainings-edit/${ptId}/messages`);
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'E2E mesajı' });
  await row.waitFor();
  const thumbnail = row.locator('a.pt-message-thumbnail');
  await expect(thumbnail.getAttribute('target')).resolves.toBe('_blank');
  await row.locator('a.pt-message-thumbnail img').waitFor();
  const src = await row.locator('a.pt-message-thumbnail img').getAttribute('src');
  expect(src).toMatch(/^\/media\//);
  expect((await fetch(`${baseUrl()}${src}`)).status).toBe(200);
});
