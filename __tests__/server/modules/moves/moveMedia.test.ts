// Moves library (spec part 2 §7): GET moveMedia?…, GET moveMedia/{move_name}, POST moveMedia (multipart, 201),
// POST moveMedia/{move_name} (edit, 200), DELETE moveMedia/{id}; videos over VIDEO_MAX_BYTES are a 413 and
// anything that is not really mp4/webm a 415; the permissions of the spec.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { ApiError } from '../../../../src/shared/types';
import { createStaff, sessionToken } from '../../helpers/fixtures';
import { FILES, VIDEO_FILES, moveMediaForm, multipartFiles } from '../../helpers/samples';
import { describeEachDatabase } from '../../helpers/testApp';

describeEachDatabase('move media', (t) => {
  let token = '';
  beforeAll(async () => {
    token = (await t().login()).access_token;
  });
  const post = (url: string, form: ReturnType<typeof moveMediaForm>, as = token) =>
    t().request({ method: 'POST', url: `/api/v1/${url}`, token: as, ...form });
  const get = (url: string, as = token) => t().request({ method: 'GET', url: `/api/v1/${url}`, token: as });
  const mediaFiles = () => readdirSync(path.join(t().config.dataDir, 'media')).sort();

  it('adds a video (201), reads it by move name, edits it with a POST (200) and deletes it by id (204)', async () => {
    const created = await post(
      'moveMedia',
      moveMediaForm({
        move_name: 'bench_press',
        description: '<p>Göğüs</p>',
        create_user: 1,
        update_user: 1,
      }),
    );
    expect(created.statusCode).toBe(201);
    const record = created.json<Record<string, unknown>>();
    expect(record).toMatchObject({ move_name: 'bench_press', description: '<p>Göğüs</p>', create_user: 1 });
    expect(record.video_url).toMatch(/^\/media\/[0-9a-f-]{36}\.mp4$/);

    const read = await get('moveMedia/bench_press');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: record.id, video_url: record.video_url });
    const list = await get('moveMedia?move_name=bench_press');
    expect(list.json<unknown[]>()).toHaveLength(1);
    expect(list.headers['x-total-count']).toBe('1');

    const edited = await post(
      'moveMedia/bench_press',
      moveMediaForm({ description: '<p>Yeni</p><img src=x onerror=alert(1)>' }, VIDEO_FILES.webm),
    );
    expect(edited.statusCode).toBe(200);
    const after = edited.json<Record<string, string>>();
    expect(after.description).not.toMatch(/onerror/);
    expect(after.video_url).toMatch(/\.webm$/);
    // The replaced video is gone from disk, the new one is there.
    expect(mediaFiles()).toContain(after.video_url!.replace('/media/', ''));
    expect(mediaFiles()).not.toContain(String(record.video_url).replace('/media/', ''));

    const descriptionOnly = await t().request({
      method: 'POST',
      url: '/api/v1/moveMedia/bench_press',
      token,
      payload: { description: 'Sadece metin' },
    });
    expect(descriptionOnly.json()).toMatchObject({ description: 'Sadece metin', video_url: after.video_url });

    expect(
      (await t().request({ method: 'DELETE', url: `/api/v1/moveMedia/${record.id}`, token })).statusCode,
    ).toBe(204);
    expect((await get('moveMedia/bench_press')).statusCode).toBe(404);
    expect(existsSync(path.join(t().config.dataDir, 'media', after.video_url!.replace('/media/', '')))).toBe(
      false,
    );
  });

  it('refuses a video over 3,000,000 bytes (413) and anything not really mp4/webm (415), storing nothing', async () => {
    const before = mediaFiles();
    const big = Buffer.concat([FILES.mp4, Buffer.alloc(3_000_001 - FILES.mp4.length)]);
    expect((await post('moveMedia', moveMediaForm({ move_name: 'back_squat' }, big))).statusCode).toBe(413);
    const exact = Buffer.concat([FILES.mp4, Buffer.alloc(3_000_000 - FILES.mp4.length)]);
    const ok = await post('moveMedia', moveMediaForm({ move_name: 'back_squat' }, exact));
    expect(ok.statusCode).toBe(201);
    for (const content of [FILES.png, FILES.heic, FILES.mov, FILES.text, FILES.html]) {
      const res = await post('moveMedia', moveMediaForm({ move_name: 'walking_lunge' }, content));
      expect(res.statusCode).toBe(415);
      expect(res.json<ApiError>().error).toBe('unsupported_media_type');
    }
    expect((await post('moveMedia/back_squat', moveMediaForm({}, FILES.jpeg))).statusCode).toBe(415);
    expect(mediaFiles()).toHaveLength(before.length + 1);
  });

  it('one record per move (409), a move name is a catalogue code (400), unknown moves are 404', async () => {
    expect((await post('moveMedia', moveMediaForm({ move_name: 'deadlift' }))).statusCode).toBe(201);
    expect((await post('moveMedia', moveMediaForm({ move_name: 'deadlift' }))).statusCode).toBe(409);
    for (const name of ['../etc', 'not_in_the_catalogue']) {
      const bad = await post('moveMedia', moveMediaForm({ move_name: name }));
      expect(bad.json<ApiError>().fields).toEqual({ move_name: 'generic.fields.invalid' });
    }
    expect((await get('moveMedia/no_such_move')).statusCode).toBe(404);
    const stray = multipartFiles({ move_name: 'plank' }, [
      { field: 'poster', name: 'a.mp4', content: FILES.mp4 },
    ]);
    expect((await post('moveMedia', stray)).statusCode).toBe(400);
  });

  it('permissions: list SEARCH, read READ, add and edit COURSE_PACKAGE_UPDATE, delete DELETE', async () => {
    const created = (await post('moveMedia', moveMediaForm({ move_name: 'pull_up' }))).json<{ id: number }>();
    const staff = await createStaff(t().app.db, {
      permissions: ['COURSE_PACKAGE_SEARCH', 'COURSE_PACKAGE_READ', 'COURSE_PACKAGE_CREATE'],
    });
    const reader = await sessionToken(t().app.db, t().config.jwtSecret, staff.id);
    expect((await get('moveMedia', reader)).statusCode).toBe(200);
    expect((await get('moveMedia/pull_up', reader)).statusCode).toBe(200);
    expect((await post('moveMedia', moveMediaForm({ move_name: 'chest_dip' }), reader)).statusCode).toBe(403);
    expect((await post('moveMedia/pull_up', moveMediaForm({}), reader)).statusCode).toBe(403);
    expect(
      (await t().request({ method: 'DELETE', url: `/api/v1/moveMedia/${created.id}`, token: reader }))
        .statusCode,
    ).toBe(403);
    const updater = await createStaff(t().app.db, { permissions: ['COURSE_PACKAGE_UPDATE'] });
    const updaterToken = await sessionToken(t().app.db, t().config.jwtSecret, updater.id);
    const added = await post('moveMedia', moveMediaForm({ move_name: 'chest_dip' }), updaterToken);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ create_user: updater.id, update_user: updater.id });
  });
});
