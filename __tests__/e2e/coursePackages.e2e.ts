// Course packages end to end: a course package is created, gets two days (numbered 1 and 2 by the rule), day 2 gets a
// move chosen from the grouped catalogue dropdown, the move is edited, and day 1 is deleted.
import type { Page } from 'playwright-core';
import { adminToken, api, baseUrl, signInAt } from './helpers/browser';
import { save } from './helpers/form';
import { pagePerTest } from './helpers/page';

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

const success = () => page.getByText('İşlem başarıyla gerçekleştirildi.').first().waitFor();
const path = (expected: string) => page.waitForURL((url) => url.pathname === expected);

test('a package with two days, a catalogue move on day 2 edited, and day 1 deleted', async () => {
  await signInAt(page, '/coursePackages-add');
  // The spec's defaults are in the form.
  expect(await page.locator('#field-number_of_lessons').inputValue()).toBe('0');
  expect(await page.locator('#field-display_price').inputValue()).toBe('0');
  await page.locator('#field-package_name').fill('E2E Güç Paketi');
  await page.locator('#field-number_of_lessons').fill('12');
  await page.locator('#field-display_price').fill('1500');
  await save(page);
  await success();
  await path('/coursePackages');

  const token = await adminToken();
  const found = await api<{ id: number; package_name: string; create_user: number }[]>(
    'GET',
    `coursePackages?package_name=${encodeURIComponent('E2E Güç')}`,
    undefined,
    token,
  );
  const pkg = found.body.find((p) => p.package_name === 'E2E Güç Paketi')!;
  expect(pkg).toBeDefined();

  // Days: the add button offers the next number, the server keeps it.
  await page.goto(`${baseUrl()}/coursePackages-days/${pkg.id}`);
  for (const [n, title] of [
    [1, 'Isınma'],
    [2, 'Bacak günü'],
  ] as const) {
    const add = page.getByRole('link', { name: /Yeni ekle/ });
    await page.waitForFunction(
      ([selector, href]) => document.querySelector(selector)?.getAttribute('href') === href,
      ['a[href^="/coursePackages-days-add/"]', `/coursePackages-days-add/${pkg.id}/${n}`] as const,
    );
    await add.click();
    await path(`/coursePackages-days-add/${pkg.id}/${n}`);
    await page.locator('#field-title').fill(title);
    await save(page);
    await success();
    await path(`/coursePackages-days/${pkg.id}`);
    await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: title }).waitFor();
  }

  // Day 2's moves: a move chosen from the grouped dropdown.
  const day2 = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'Bacak günü' });
  await day2.getByRole('link', { name: 'Hareketler' }).click();
  await path(`/coursePackages-moves/${pkg.id}/2`);
  await page.getByRole('link', { name: /Yeni ekle/ }).click();
  await path(`/coursePackages-moves-add/${pkg.id}/2`);
  await page.locator('#field-move_name').click();
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await dropdown.locator('.ant-select-item-group').filter({ hasText: 'PECTORAL' }).waitFor();
  await page.locator('#field-move_name').fill('pec deck');
  // Debounced search: only the matching group is left.
  await page.waitForFunction(
    () =>
      [
        ...document.querySelectorAll(
          '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-group',
        ),
      ]
        .map((g) => g.textContent)
        .join(',') === 'PECTORAL',
  );
  await dropdown.locator('.ant-select-item-option').filter({ hasText: 'Pec Deck Fly' }).first().click();
  await page.locator('#field-number_sets').fill('3');
  await page.locator('#field-duration').fill('45 sn');
  await save(page);
  await success();
  await path(`/coursePackages-moves/${pkg.id}/2`);
  const moveRow = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'Pec Deck Fly' });
  await moveRow.waitFor();

  // Edit it.
  await moveRow.getByRole('link', { name: 'Düzenle' }).click();
  await page.waitForURL((url) => url.pathname.startsWith(`/coursePackages-moves-edit/${pkg.id}/2/`));
  await page.locator('#field-number_sets').fill('4');
  await page.locator('#field-weight').fill('10 kg');
  await save(page);
  await success();
  const moves = await api<{ move_name: string; number_sets: string; weight: string; day_number: number }[]>(
    'GET',
    `packageDayMove?package_id=${pkg.id}&day_number=2`,
    undefined,
    token,
  );
  expect(moves.body).toEqual([
    expect.objectContaining({ move_name: 'Pec Deck Fly', number_sets: '4', weight: '10 kg', day_number: 2 }),
  ]);

  // Delete day 1 with the confirmation popover.
  await page.goto(`${baseUrl()}/coursePackages-days/${pkg.id}`);
  const day1 = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'Isınma' });
  await day1.locator('button:has(.anticon-delete)').click();
  await page.getByText('Bu kaydı silmek istediğinizden emin misiniz?').waitFor();
  await page
    .locator('.ant-popconfirm-buttons button.ant-btn-primary, .ant-popover .ant-btn-dangerous')
    .last()
    .click();
  await page
    .locator('.ant-table-tbody tr.ant-table-row[aria-disabled="true"]')
    .filter({ hasText: 'Isınma' })
    .waitFor();
  const days = await api<{ day_number: number; title: string }[]>(
    'GET',
    `packageDay?package_id=${pkg.id}`,
    undefined,
    token,
  );
  expect(days.body.map((d) => [d.day_number, d.title])).toEqual([[2, 'Bacak günü']]);
});
