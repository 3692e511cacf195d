// The demo coach does a coach's day: signs in with the demo account, builds a course package with a
// day and a catalogue move, and starts a personal training for one of their own members with a day and a move.
// Nothing here is done as the admin: what the demo role lacks, this test would hit.
import type { Page } from 'playwright-core';
import { api, baseUrl, signInAt } from './helpers/browser';
import { choose as chooseIn, save } from './helpers/form';
import { pagePerTest } from './helpers/page';
import { DEMO_PASSWORD } from './helpers/server';

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

const success = () => page.getByText('İşlem başarıyla gerçekleştirildi.').first().waitFor();
const path = (expected: string) => page.waitForURL((url) => url.pathname === expected);
const choose = (field: string, label?: string, typed?: string) => chooseIn(page, field, label, typed);
const row = (text: string) => page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: text });

// The coach's day in two steps (each under the suite's 20 s on a busy machine).
let coach: { access_token: string; name: string; lastname: string };

beforeAll(async () => {
  coach = (
    await api<{ access_token: string; name: string; lastname: string }>('POST', 'authentications/users', {
      username: 'coach',
      password: DEMO_PASSWORD,
    })
  ).body;
});

test('the demo coach builds a course package with a day and a catalogue move', async () => {
  const token = coach.access_token;
  await signInAt(page, '/coursePackages-add', 'coach', DEMO_PASSWORD);

  // A course package with one day and a move from the catalogue.
  await page.locator('#field-package_name').fill('Antrenör Paketi');
  await page.locator('#field-number_of_lessons').fill('8');
  await page.locator('#field-display_price').fill('2400');
  await save(page);
  await success();
  await path('/coursePackages');
  const pkg = (
    await api<{ id: number; package_name: string }[]>(
      'GET',
      `coursePackages?package_name=${encodeURIComponent('Antrenör Paketi')}`,
      undefined,
      token,
    )
  ).body.find((p) => p.package_name === 'Antrenör Paketi')!;
  await page.goto(`${baseUrl()}/coursePackages-days/${pkg.id}`);
  await page.getByRole('link', { name: /Yeni ekle/ }).click();
  await path(`/coursePackages-days-add/${pkg.id}/1`);
  await page.locator('#field-title').fill('Tüm vücut');
  await save(page);
  await success();
  await path(`/coursePackages-days/${pkg.id}`);
  await row('Tüm vücut').getByRole('link', { name: 'Hareketler' }).click();
  await path(`/coursePackages-moves/${pkg.id}/1`);
  await page.getByRole('link', { name: /Yeni ekle/ }).click();
  const packageMove = await choose('move_name');
  await page.locator('#field-number_sets').fill('3');
  await save(page);
  await success();
  await path(`/coursePackages-moves/${pkg.id}/1`);
  await row(packageMove).waitFor();
});

test('the demo coach starts a personal training for a member of theirs, with a day and a move', async () => {
  const token = coach.access_token;
  // The coach's list holds only the members assigned to them.
  const member = (
    await api<{ id: number; name: string }[]>('GET', 'members?count=1&sort=id&sort_by=ASC', undefined, token)
  ).body[0]!;
  // A personal training for their member, run by themselves, with a day and a move.
  await signInAt(page, '/personalTrainings-add', 'coach', DEMO_PASSWORD);
  await choose('member_id', member.name, member.name.split(' ')[0]);
  await choose('pt_type_id');
  await choose('coach_id', `${coach.name} ${coach.lastname}`);
  await page.locator('#field-start_date').fill('01/12/2026');
  await page.locator('#field-end_date').fill('31/01/2027');
  await save(page);
  await success();
  await path('/personalTrainings');
  const training = (
    await api<{ id: number }[]>(
      'GET',
      `personalTrainings?member_id=${member.id}&sort=id&sort_by=DESC`,
      undefined,
      token,
    )
  ).body[0]!;
  await page.goto(`${baseUrl()}/personalTrainings-edit/${training.id}/sports-program`);
  await page.getByRole('link', { name: /Gün ekle/ }).click();
  await path(`/personalTrainings-edit-add-day/${training.id}/1`);
  await page.locator('#field-title').fill('Koç günü');
  await save(page);
  await success();
  await path(`/personalTrainings-edit/${training.id}/sports-program`);
  await row('Koç günü').getByRole('link', { name: 'Hareketler' }).click();
  await page.waitForURL((url) =>
    url.pathname.startsWith(`/personalTrainings-edit-day-moves/${training.id}/`),
  );
  await page.getByRole('link', { name: /Hareket Ekle/ }).click();
  const trainingMove = await choose('move_name');
  await page.locator('#field-number_sets').fill('4');
  await save(page);
  await success();
  await row(trainingMove).waitFor();
});
