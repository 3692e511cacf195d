// Read-only screens say so: the demo manager holds ROLES_READ but not ROLES_UPDATE, so a role opens
// with its name, status and every permission box disabled, the "only view" notice and no save button — and a
// click on a box changes nothing.
import type { Page } from 'playwright-core';
import { api, openInApp, signInAt } from './helpers/browser';
import { pagePerTest } from './helpers/page';
import { DEMO_PASSWORD } from './helpers/server';
import { settle, watchTraffic } from './helpers/settle';

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
  watchTraffic(page);
});

test('the demo manager opens a role read-only: the notice, no save, no box can be ticked', async () => {
  const { access_token: token } = (
    await api<{ access_token: string }>('POST', 'authentications/users', {
      username: 'manager',
      password: DEMO_PASSWORD,
    })
  ).body;
  const roles = (await api<{ id: number; name: string }[]>('GET', 'roles', undefined, token)).body;
  // The coach's role holds some permissions, not all: select-all would change it.
  const coach = roles.find((r) => r.name === 'Antrenör')!;
  await signInAt(page, '/roles', 'manager', DEMO_PASSWORD);
  await openInApp(page, `/role-edit/${coach.id}`);
  await settle(page);

  await page.getByText('Bu kaydı yalnızca görüntüleyebilirsiniz.').waitFor();
  await expect(page.getByRole('button', { name: /Kaydet/ }).count()).resolves.toBe(0);
  await expect(page.locator('#field-name').isDisabled()).resolves.toBe(true);

  const boxes = page.getByRole('checkbox');
  const count = await boxes.count();
  expect(count).toBeGreaterThan(100); // the select-all box, the groups and every permission
  const enabled = await boxes.evaluateAll(
    (all) => all.filter((b) => !(b as HTMLInputElement).disabled).length,
  );
  expect(enabled).toBe(0);

  // A click on the select-all box (forced past the disabled state, where a user's click lands) ticks nothing.
  const ticked = () => boxes.evaluateAll((all) => all.filter((b) => (b as HTMLInputElement).checked).length);
  const before = await ticked();
  expect(before).toBeGreaterThan(0);
  await page.getByLabel('Tüm yetkileri seç').click({ force: true });
  await settle(page);
  expect(await ticked()).toBe(before);
});
