// The member file end to end: staff add an unpaid package to a member in the member file, send its payment reminder
// and see the spec's message (and the notification in the member's list); then fill in the nutrition
// consultation, save it, reload the page and find the answers as saved.
import type { Page } from 'playwright-core';
import { adminToken, api, baseUrl, signInAt } from './helpers/browser';
import { choose, save } from './helpers/form';
import { pagePerTest } from './helpers/page';

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

test('an unpaid package gets a payment reminder; the nutrition consultation is saved and reloaded', async () => {
  const token = await adminToken();
  const member = await api<{ id: number }>(
    'POST',
    'members',
    {
      name: 'Deniz Paket E2E',
      birthdate: '1990-05-06',
      email: 'deniz.e2e@example.com',
      status: 'active',
      customer_type: 1,
    },
    token,
  );
  expect(member.status).toBe(201);
  const type = await api<{ id: number }>(
    'POST',
    'personalTrainingsTypes',
    {
      personal_training_type_name: 'Birebir E2E 10 ders',
      short_description: 'E2E',
      number_of_lessons: 10,
      display_price: '5000',
      description: '<p>E2E</p>',
    },
    token,
  );
  expect(type.status).toBe(201);

  await signInAt(page, `/member-edit/${member.body.id}/package-informations`);
  await page.getByRole('button', { name: 'Yeni ekle' }).first().click();
  await choose(page, 'product_type', 'Kişisel antrenman türü');
  await page.locator('#field-product_id').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: 'Birebir E2E 10 ders' })
    .click();
  // 'Ödenmedi' is the default payment type of a new package.
  await page.locator('#field-lesson_count').fill('10');
  await page.locator('#field-starttime').fill('01122026');
  await page.locator('#field-endtime').fill('28022027');
  await page.locator('#field-price').fill('5000');
  await save(page);

  const reminder = page.getByRole('button', {
    name: /^Ödeme hatırlatma bildirimi: .+ \(\d\d\/\d\d\/\d{4} – \d\d\/\d\d\/\d{4}\)$/,
  });
  await reminder.waitFor();
  await expect(page.getByText('Ödenmedi').first().isVisible()).resolves.toBe(true);
  await reminder.click();
  await page.locator('.ant-popover:visible').getByRole('button', { name: 'Gönder' }).click();
  await page.getByText('Bildirim başarılı bir şekilde gönderilmiştir').first().waitFor();
  // The member's notifications list shows the reminder.
  await page.getByRole('cell', { name: 'Ödeme hatırlatması' }).first().waitFor();

  await page.goto(`${baseUrl()}/member-edit/${member.body.id}/nutrition-consultation`);
  await page.getByText('Bu form henüz doldurulmadı.').waitFor();
  const answer = async (question: string, label: string) =>
    page.locator(`[data-question="${question}"]`).getByText(label, { exact: true }).click();
  await answer('bes_q1', 'Diyetisyen');
  await answer('bes_q4', 'Kendim');
  await answer('bes_q16', 'Doktor');
  await page.getByLabel('Not bes_q16').fill('D vitamini, kış ayları');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await page.getByText('İşlem başarıyla gerçekleştirildi.').first().waitFor();
  await page.getByTestId('consultation-filled').filter({ hasText: 'Sürüm 1' }).waitFor();

  await page.reload();
  await page.getByTestId('consultation-filled').filter({ hasText: 'Sürüm 1' }).waitFor();
  const checked = async (question: string) =>
    page.locator(`[data-question="${question}"] .ant-radio-wrapper-checked`).textContent();
  await expect(checked('bes_q1')).resolves.toBe('Diyetisyen');
  await expect(checked('bes_q4')).resolves.toBe('Kendim');
  await expect(checked('bes_q16')).resolves.toBe('Doktor');
  await expect(page.getByLabel('Not bes_q16').inputValue()).resolves.toBe('D vitamini, kış ayları');
});
