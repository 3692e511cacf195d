// No lost updates end to end: while one member of staff edits a member, another saves a change; the
// first save answers 412 and the form says who changed the record, then reloads it to show the other change —
// and saving anyway writes over it.
import type { Page } from 'playwright-core';
import { adminToken, api, signInAt } from './helpers/browser';
import { save } from './helpers/form';
import { pagePerTest } from './helpers/page';

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

async function editedMeanwhile(name: string) {
  const token = await adminToken();
  const member = await api<{ id: number }>(
    'POST',
    'members',
    { name, birthdate: '1988-07-08', email: 'iki.e2e@example.com', status: 'active', customer_type: 1 },
    token,
  );
  expect(member.status).toBe(201);
  await signInAt(page, `/member-edit/${member.body.id}/member-informations`);
  await page.locator('#field-name').fill(`${name} (form)`);
  // Another editor saves first.
  expect((await api('PUT', `members/${member.body.id}`, { name: `${name} (other)` }, token)).status).toBe(
    200,
  );
  await save(page);
  await page
    .getByRole('alert')
    .filter({ hasText: 'Siz düzenlerken bu kayıt Admin User tarafından' })
    .waitFor();
  return { id: member.body.id, token };
}

test('a stale edit is refused with who changed it, and reloading shows the other change', async () => {
  await editedMeanwhile('İki Editör');
  await page.getByRole('button', { name: 'Yeniden yükle' }).click();
  await page.waitForFunction(
    () => (document.querySelector<HTMLInputElement>('#field-name')?.value ?? '') === 'İki Editör (other)',
  );
});

test('saving anyway writes over the other change', async () => {
  const { id, token } = await editedMeanwhile('Üst Yazan');
  await page.getByRole('button', { name: 'Yine de kaydet' }).click();
  await page.getByText('İşlem başarıyla gerçekleştirildi.').first().waitFor();
  const saved = await api<{ name: string }>('GET', `members/${id}`, undefined, token);
  expect(saved.body.name).toBe('Üst Yazan (form)');
});
