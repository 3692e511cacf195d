// Moves and posture end to end: a move's video uploaded on the moves-library screen plays in its preview, and a posture
// analysis is answered from its list (photos, the member's comment, the instructor's rich-text answer).
import path from 'node:path';
import type { Page } from 'playwright-core';
import { adminToken, api, baseUrl, signInAt } from './helpers/browser';
import { pagePerTest } from './helpers/page';

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

const DEMO_MEDIA = path.resolve(__dirname, '../../src/server/db/seed/demo-media');

test('a video uploaded for a move plays in the preview', async () => {
  await signInAt(page, '/movesComponent');
  await page.locator('.ant-table-row').first().waitFor();
  await page.goto(`${baseUrl()}/movesComponent-edit/incline_bench_press/0`);
  await page.getByText('Hareket Videosu Ekle - Eğimli Bench Press').waitFor();
  await page.getByTestId('video-mode').filter({ hasText: 'Yeni video' }).waitFor();
  await page.getByTestId('video-input').setInputFiles(path.join(DEMO_MEDIA, 'move-lateral_raise.webm'));
  await page.getByTestId('selected-file').filter({ hasText: 'move-lateral_raise.webm' }).waitFor();
  await page.locator('button[type="submit"]').click();

  await page.getByTestId('video-mode').filter({ hasText: 'Düzenleme' }).waitFor();
  await page.waitForURL((url) => /^\/movesComponent-edit\/incline_bench_press\/[1-9]\d*$/.test(url.pathname));
  const video = page.getByTestId('move-video');
  await video.waitFor();
  // Metadata loaded from the server: the 2-second clip has its duration.
  await page.waitForFunction(() => {
    const element = document.querySelector<HTMLVideoElement>('[data-testid="move-video"]');
    return element !== null && element.readyState >= 1 && element.duration > 1.5;
  });
  const state = await video.evaluate((v: HTMLVideoElement) => ({ duration: v.duration, error: v.error }));
  expect(state.error).toBeNull();
  expect(state.duration).toBeGreaterThan(1.5);
  expect(state.duration).toBeLessThan(3);
  // It plays.
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await page.waitForFunction(
    () => (document.querySelector<HTMLVideoElement>('[data-testid="move-video"]')?.currentTime ?? 0) > 0,
  );

  const token = await adminToken();
  const stored = await api<{ video_url: string }>('GET', 'moveMedia/incline_bench_press', undefined, token);
  expect(stored.body.video_url).toMatch(/^\/media\/[0-9a-f-]{36}\.webm$/);
  // The list now shows the move with a video.
  await page.goto(`${baseUrl()}/movesComponent`);
  await page.locator('.ant-input-search input').fill('Eğimli Bench');
  await page.locator('.ant-input-search input').press('Enter');
  await page.locator('.ant-table-row', { hasText: 'Eğimli Bench Press' }).getByText('Video var').waitFor();
});

test('an instructor answers a posture analysis', async () => {
  const token = await adminToken();
  const list = await api<{ id: number; answered_by: number | null; user_comment: string }[]>(
    'GET',
    'postureAnalysis?sort=id&sort_by=ASC',
    undefined,
    token,
  );
  const open = list.body.find((a) => a.answered_by === null && a.user_comment !== '');
  expect(open).toBeDefined();

  await signInAt(page, '/postureAnalysis');
  await page.locator('.ant-table-row').first().waitFor();
  await page.locator(`a[href="/postureAnalysis-edit/${open!.id}"]`).click();
  await page.waitForURL((url) => url.pathname === `/postureAnalysis-edit/${open!.id}`);

  // Four photos, each a link opening a new tab, thumbnails within 100×100.
  for (const slot of ['image_front', 'image_back', 'image_side1', 'image_side2']) {
    const link = page.getByTestId(`photo-${slot}`);
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    const image = link.locator('img');
    await page.waitForFunction(
      (s) =>
        (document.querySelector<HTMLImageElement>(`[data-testid="photo-${s}"] img`)?.naturalWidth ?? 0) > 0,
      slot,
    );
    const box = await image.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(100);
    expect(box!.height).toBeLessThanOrEqual(100);
  }
  await expect(page.getByTestId('user-comment').textContent()).resolves.toBe(open!.user_comment);

  const editor = page.locator('.ql-editor');
  await editor.click();
  await page.keyboard.type('Omuzlar dengeli, core çalışalım.');
  await page.locator('button[type="submit"]').click();
  await page.getByText('İşlem başarıyla gerçekleştirildi.').first().waitFor();

  const answered = await api<{ instructor_comment: string; answered_by: number; answered_at: string }>(
    'GET',
    `postureAnalysis/${open!.id}`,
    undefined,
    token,
  );
  expect(answered.body.instructor_comment).toContain('Omuzlar dengeli, core çalışalım.');
  expect(answered.body.answered_by).toBeGreaterThan(0);
  expect(answered.body.answered_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
});
