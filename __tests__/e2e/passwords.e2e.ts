// Staff passwords, as people do it: an admin resets a forgotten password and reads the one-time
// password once; its holder signs in, is kept on the profile until they choose their own, is told when the
// current one is wrong, and signs in with the new one afterwards — the one-time password no longer works.
import { adminToken, api, baseUrl, signIn, signInAt } from './helpers/browser';
import { pagePerTest } from './helpers/page';

const page = pagePerTest();

test('an admin resets a password; the user must change it at the next sign-in, then uses the new one', async () => {
  const token = await adminToken();
  const suffix = `${Date.now()}`;
  const role = await api<{ id: number }>(
    'POST',
    'roles',
    { name: `e2e şifre ${suffix}`, status: 'active', permissions: ['MEMBERS_SEARCH'] },
    token,
  );
  const username = `sifre${suffix}`;
  const user = await api<{ id: number }>(
    'POST',
    'users',
    {
      username,
      password: 'Forgotten-1',
      password_again: 'Forgotten-1',
      name: 'Unutkan',
      lastname: 'Kullanıcı',
      email: `sifre${suffix}@example.com`,
      phone: '(555) 111 22 33',
      title: 'Satış',
      type: 'sales',
      status: 'active',
      roles_id: role.body.id,
      branches_id: -1,
    },
    token,
  );
  expect(user.status).toBe(201);

  // The admin resets it from the user's page and reads the one-time password.
  await signInAt(page(), `/user-edit/${user.body.id}/details`);
  await page().getByRole('button', { name: 'Şifreyi sıfırla' }).click();
  // The answer is awaited first, so a refused reset fails here with the server's words, not as a missing modal.
  const answered = page().waitForResponse((r) => r.url().endsWith(`users/${user.body.id}/_resetPassword`));
  await page().locator('.ant-popconfirm').getByRole('button', { name: 'Şifreyi sıfırla' }).click();
  const answer = await answered;
  expect(`${answer.status()} ${answer.ok() ? '' : await answer.text()}`.trim()).toBe('200');
  const shown = page().getByTestId('one-time-password');
  await shown.waitFor();
  const oneTime = (await shown.innerText()).trim();
  expect(oneTime.length).toBeGreaterThanOrEqual(8);
  // Large enough to read out or type from the screen (it was 11 px).
  expect(parseFloat(await shown.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(18);
  expect((await api('POST', 'authentications/users', { username, password: 'Forgotten-1' })).status).toBe(
    401,
  );

  // The user signs in with it in a browser of their own and is kept on the profile.
  const own = await (await page().context().browser()!.newContext({ locale: 'tr-TR' })).newPage();
  try {
    await signIn(own, username, oneTime);
    await own.waitForURL((url) => url.pathname === '/profile');
    await own.getByText('Geçici bir şifreyle giriş yaptınız.', { exact: false }).waitFor();
    await own.goto(`${baseUrl()}/members`);
    await own.waitForURL((url) => url.pathname === '/profile');

    await own.getByLabel('Şu anki şifre').fill('not-the-one-1');
    await own.getByLabel('Yeni şifre', { exact: true }).fill('Chosen-pass-7');
    await own.getByLabel('Yeni şifre (tekrar)').fill('Chosen-pass-7');
    await own.getByRole('button', { name: 'Şifreyi değiştir' }).click();
    await own.getByText('Şu anki şifre hatalı.').first().waitFor();

    await own.getByLabel('Şu anki şifre').fill(oneTime);
    await own.getByRole('button', { name: 'Şifreyi değiştir' }).click();
    await own.getByText('Şifreniz değiştirildi.', { exact: false }).waitFor();
    await own.goto(`${baseUrl()}/members`);
    await own.waitForURL((url) => url.pathname === '/members');
  } finally {
    await own.context().close();
  }
  expect((await api('POST', 'authentications/users', { username, password: oneTime })).status).toBe(401);
  expect((await api('POST', 'authentications/users', { username, password: 'Chosen-pass-7' })).status).toBe(
    200,
  );
});
