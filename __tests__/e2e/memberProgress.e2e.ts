// Member progress end to end: two measurements added from a member's file change the dashboard and the weight
// chart; the detailed report draws the histogram with the member's value marked.
import type { Page } from 'playwright-core';
import { adminToken, api, signInAt } from './helpers/browser';
import { pagePerTest } from './helpers/page';

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

async function addMeasurement(weight: string, waist: string) {
  await page.getByRole('button', { name: 'Yeni ölçüm' }).first().click();
  await page.locator('#measurement-weight').fill(weight);
  await page.locator('#measurement-waist').fill(waist);
  await page.locator('#measurement-hip').fill('100');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await page.getByText('İşlem başarıyla gerçekleştirildi.').first().waitFor();
}

test('two measurements change the dashboard and the weight chart; the histogram report opens', async () => {
  const token = await adminToken();
  const member = await api<{ id: number }>(
    'POST',
    'members',
    {
      name: 'Ölçüm Deneme',
      birthdate: '1992-04-12',
      email: `olcum-${Date.now()}@example.com`,
      status: 'active',
      customer_type: 1,
      height: 180,
    },
    token,
  );
  expect(member.status).toBe(201);

  await signInAt(page, `/member-edit/${member.body.id}/measurements`);
  await page.getByText('Henüz ölçüm yok.').waitFor();

  await addMeasurement('90', '95');
  const dashboard = page.getByTestId('measurement-dashboard');
  await dashboard.waitFor();
  const weightChart = page.getByRole('img', { name: 'Zaman içinde kilo' });
  await expect(weightChart.getAttribute('data-points')).resolves.toBe('1');
  await dashboard.getByText('Fazla kilolu').waitFor(); // 90 kg at 180 cm: BMI 27.8

  await addMeasurement('80', '90');
  await page.waitForFunction(
    () => document.querySelector('[aria-label="Zaman içinde kilo"]')?.getAttribute('data-points') === '2',
  );
  await dashboard.getByText('Normal').waitFor(); // 80 kg: BMI 24.7
  await dashboard.locator('bdi', { hasText: '-10' }).first().waitFor();
  expect(await weightChart.locator('.recharts-line-curve').count()).toBe(1);

  await page.getByRole('button', { name: 'Detaylı rapor' }).click();
  const report = page.getByTestId('details-report');
  await report.getByText('2 değer, 80 ile 90 arası, ortalama 85').waitFor();
  const histogram = page.getByRole('img', { name: 'Histogram' });
  await expect(histogram.getAttribute('data-bars')).resolves.toBe('10');
  await histogram.locator('.recharts-bar-rectangle').first().waitFor();
  await histogram.getByText('Üye: 80').waitFor();
});
