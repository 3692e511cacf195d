// A working day without friction: a user with few permissions lands where they can work and is told
// why the list is short. (No sticky column covering a list's headers, on a phone in Arabic as everywhere:
// stickyColumns.e2e.ts surveys every list.)
import { signIn } from './helpers/browser';
import { pagePerTest } from './helpers/page';
import { staffUser } from './helpers/staff';

const page = pagePerTest();

test('a user with only the members list lands on it, told that it shows only their assigned members', async () => {
  const user = await staffUser(['MEMBERS_SEARCH']);
  await signIn(page(), user.username, user.password);
  await page().waitForURL((url) => url.pathname === '/members');
  await page().getByText('Yalnız size atanmış üyeler gösterilir.').waitFor();
  expect(await page().getByText('Bu işlem için yetkiniz yok.').count()).toBe(0);
});
