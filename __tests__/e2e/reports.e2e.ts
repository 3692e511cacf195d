// Reports end to end: a coach writes a report from a member's file, sees no approve button; the manager
// (REPORTS_APPROVE) approves it and the report shows who approved it.
import type { Page } from 'playwright-core';
import { api, baseUrl, signIn, signInAt } from './helpers/browser';
import { save } from './helpers/form';
import { pagePerTest } from './helpers/page';
import { DEMO_PASSWORD } from './helpers/server';

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

test("a coach's report from the member file is approved by the manager; the coach has no approve button", async () => {
  const coach = await api<{ access_token: string }>('POST', 'authentications/users', {
    username: 'coach',
    password: DEMO_PASSWORD,
  });
  const members = await api<{ id: number; name: string }[]>(
    'GET',
    'members?start=0&count=1',
    undefined,
    coach.body.access_token,
  );
  const member = members.body[0];

  await signInAt(page, `/member-edit/${member.id}/reports`, 'coach', DEMO_PASSWORD);
  await page.getByRole('region', { name: 'Raporlar' }).getByRole('button', { name: 'Ekle' }).click();
  await page.waitForURL((url) => url.pathname === '/report-add' && url.search === `?member_id=${member.id}`);
  await page.locator('form').getByText(member.name).first().waitFor();
  await page.locator('#field-title').fill('E2E gelişim raporu');
  await page.locator('#field-period_start').fill('01102026');
  await page.locator('#field-period_end').fill('31102026');
  await page.locator('.ql-editor').click();
  await page.keyboard.type('Şınav sayısı 12’den 20’ye çıktı; ağırlık düzenli düşüyor.');
  await save(page);
  await page.getByText('İşlem başarıyla gerçekleştirildi.').first().waitFor();

  const created = (
    await api<{ id: number; title: string }[]>('GET', 'reports?title=E2E', undefined, coach.body.access_token)
  ).body.find((r) => r.title === 'E2E gelişim raporu');
  expect(created).toBeDefined();
  await page.goto(`${baseUrl()}/report-edit/${created!.id}`);
  await page.getByText('Bu rapor onay bekliyor.').waitFor();
  expect(await page.getByRole('button', { name: 'Onayla' }).count()).toBe(0);

  // The manager, in a browser session of their own.
  const managerContext = await page.context().browser()!.newContext({ locale: 'tr-TR' });
  const manager = await managerContext.newPage();
  await signIn(manager, 'manager', DEMO_PASSWORD);
  await manager.goto(`${baseUrl()}/report-edit/${created!.id}`);
  await manager.getByRole('button', { name: 'Onayla' }).click();
  await manager.locator('.ant-popconfirm').getByRole('button', { name: 'Onayla' }).click();
  await manager.getByText('Rapor onaylandı.').first().waitFor();
  await manager.getByText(/Selim Aydın tarafından .* tarihinde onaylandı\./).waitFor();
  await managerContext.close();
});
