// Posture analyses (spec part 2 §2, §7): started from the member's tab with four photos, listed with names,
// answered by an instructor (who and when filled by the server), behind their permissions and the reach rule.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ApiError } from '../../../../src/shared/types';
import { createStaff, sessionToken } from '../../helpers/fixtures';
import {
  FILES,
  VIDEO_FILES,
  multipart,
  multipartFiles,
  postureForm,
  sampleBody,
} from '../../helpers/samples';
import { describeEachDatabase } from '../../helpers/testApp';

const POSTUR = 'MEMBER_CONSULTATION_POSTUR';

describeEachDatabase('posture analysis', (t) => {
  let token = '';
  let memberId = 0;
  beforeAll(async () => {
    token = (await t().login()).access_token;
    const member = await t().request({
      method: 'POST',
      url: '/api/v1/members',
      token,
      payload: sampleBody('members'),
    });
    memberId = member.json<{ id: number }>().id;
  });
  const tokenOf = async (permissions: string[]) => {
    const staff = await createStaff(t().app.db, { permissions });
    return { id: staff.id, token: await sessionToken(t().app.db, t().config.jwtSecret, staff.id) };
  };
  const start = (member = memberId, as = token, form = postureForm()) =>
    t().request({ method: 'POST', url: `/api/v1/members/${member}/postureAnalysis`, token: as, ...form });

  it('starts an analysis from the member tab with four photos and answers it with their URLs', async () => {
    const res = await start();
    expect(res.statusCode).toBe(201);
    const created = res.json<Record<string, string>>();
    expect(created).toMatchObject({ member_id: memberId, posture_name: 'Duruş', answered_by: null });
    for (const slot of ['image_front', 'image_back', 'image_side1', 'image_side2']) {
      // A member's photos are private: a short-lived signed address, never the bare one.
      const match = /^\/media\/private\/([0-9a-f-]{36}\.jpg)\?exp=\d+&sig=[\w-]+$/.exec(created[slot]!);
      expect([slot, match !== null]).toEqual([slot, true]);
      const name = match![1]!;
      expect(existsSync(path.join(t().config.dataDir, 'media', name))).toBe(true);
      const signed = await t().request({ method: 'GET', url: created[slot]! });
      expect([signed.statusCode, signed.headers['cache-control']]).toEqual([200, 'private, max-age=300']);
      expect((await t().request({ method: 'GET', url: `/media/${name}`, token })).statusCode).toBe(404);
      // Flip the signature's first character (always to a different one, so the test cannot pass by chance).
      const tampered = created[slot]!.replace(/sig=(.)/, (_, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
      expect((await t().request({ method: 'GET', url: tampered })).statusCode).toBe(404);
      const expired = created[slot]!.replace(/exp=\d+/, 'exp=1000');
      expect((await t().request({ method: 'GET', url: expired })).statusCode).toBe(404);
    }
    const tab = await t().request({
      method: 'GET',
      url: `/api/v1/members/${memberId}/postureAnalysis`,
      token,
    });
    expect(tab.statusCode).toBe(200);
    expect(tab.json<{ id: unknown }[]>().map((r) => r.id)).toContain(created.id);
  });

  it('refuses a start without all four photos (400), with a video as a photo (415), or for no member (404)', async () => {
    const three = multipartFiles({ posture_name: 'Eksik' }, [
      { field: 'image_front', name: 'a.jpg', content: FILES.jpeg },
      { field: 'image_back', name: 'b.jpg', content: FILES.jpeg },
      { field: 'image_side1', name: 'c.jpg', content: FILES.jpeg },
    ]);
    const missing = await start(memberId, token, three);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ApiError>().fields).toEqual({ image_side2: 'generic.fields.required' });

    const video = multipartFiles({ posture_name: 'Video' }, [
      { field: 'image_front', name: 'a.webm', content: VIDEO_FILES.webm },
    ]);
    expect((await start(memberId, token, video)).statusCode).toBe(415);
    const text = multipartFiles({ posture_name: 'Metin' }, [
      { field: 'image_front', name: 'a.jpg', content: FILES.text },
    ]);
    expect((await start(memberId, token, text)).statusCode).toBe(415);
    expect((await start(999_999)).statusCode).toBe(404);
    const noName = await start(memberId, token, postureForm({ user_comment: 'x' }));
    expect(noName.json<ApiError>().fields).toEqual({ posture_name: 'generic.fields.required' });
  });

  it('lists with member name and answerer, reads, and records who answered and when', async () => {
    const created = (await start()).json<{ id: number }>();
    const answer = await t().request({
      method: 'PUT',
      url: `/api/v1/postureAnalysis/${created.id}`,
      token,
      payload: {
        instructor_comment: '<p>Omuzlar <b>dengeli</b><script>alert(1)</script></p>',
        user_comment: 'changed?',
        answered_by: 999,
        answered_at: '2000-01-01',
      },
    });
    expect(answer.statusCode).toBe(200);
    const answered = answer.json<Record<string, unknown>>();
    expect(answered.instructor_comment).toBe('<p>Omuzlar <b>dengeli</b></p>');
    expect(answered.user_comment).toBe('');
    expect(answered.answered_by).toBe(1);
    expect(String(answered.answered_at)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(answered.answered_at).not.toBe('2000-01-01');

    const list = await t().request({ method: 'GET', url: '/api/v1/postureAnalysis', token });
    expect(list.statusCode).toBe(200);
    expect(Number(list.headers['x-total-count'])).toBeGreaterThanOrEqual(1);
    const row = list.json<Record<string, unknown>[]>().find((r) => r.id === created.id)!;
    expect(row.member_name).toMatch(/^Ayşe Demir/);
    expect(row.answered_by_name).toBeTruthy();
    const one = await t().request({ method: 'GET', url: `/api/v1/postureAnalysis/${created.id}`, token });
    expect(one.json<Record<string, string>>().image_back).toMatch(/^\/media\//);
  });

  it('guards: list by COURSE_PACKAGE_SEARCH, read, answer and start by MEMBER_CONSULTATION_POSTUR', async () => {
    const created = (await start()).json<{ id: number }>();
    const lister = await tokenOf(['COURSE_PACKAGE_SEARCH', 'MEMBERS_REACH_ALL']);
    const noPostur = await tokenOf([
      'COURSE_PACKAGE_SEARCH',
      'COURSE_PACKAGE_READ',
      'COURSE_PACKAGE_UPDATE',
      'MEMBERS_REACH_ALL',
    ]);
    expect(
      (await t().request({ method: 'GET', url: '/api/v1/postureAnalysis', token: lister.token })).statusCode,
    ).toBe(200);
    const url = `/api/v1/postureAnalysis/${created.id}`;
    expect((await t().request({ method: 'GET', url, token: noPostur.token })).statusCode).toBe(403);
    expect(
      (await t().request({ method: 'PUT', url, token: noPostur.token, payload: { instructor_comment: 'x' } }))
        .statusCode,
    ).toBe(403);
    expect((await start(memberId, noPostur.token)).statusCode).toBe(403);
  });

  it('a coach without MEMBERS_REACH_ALL reaches only own members’ analyses', async () => {
    const coach = await tokenOf(['COURSE_PACKAGE_SEARCH', POSTUR, 'MEMBERS_SEARCH']);
    const own = await t().request({
      method: 'POST',
      url: '/api/v1/members',
      token,
      payload: { ...sampleBody('members'), coach_id: coach.id },
    });
    const ownId = own.json<{ id: number }>().id;
    const mine = (await start(ownId)).json<{ id: number }>();
    const other = (await start()).json<{ id: number }>();

    const list = await t().request({ method: 'GET', url: '/api/v1/postureAnalysis', token: coach.token });
    expect(list.json<{ id: number }[]>().map((r) => r.id)).toEqual([mine.id]);
    expect(list.headers['x-total-count']).toBe('1');
    const read = (id: number) =>
      t().request({ method: 'GET', url: `/api/v1/postureAnalysis/${id}`, token: coach.token });
    expect((await read(mine.id)).statusCode).toBe(200);
    expect((await read(other.id)).statusCode).toBe(404);
    const answerOther = await t().request({
      method: 'PUT',
      url: `/api/v1/postureAnalysis/${other.id}`,
      token: coach.token,
      payload: { instructor_comment: 'x' },
    });
    expect(answerOther.statusCode).toBe(404);
    // The member tab of another coach's member is a 404 too (the parent is out of reach).
    expect((await start(memberId, coach.token)).statusCode).toBe(404);
    expect((await start(ownId, coach.token)).statusCode).toBe(201);
  });

  it("media follow their owner: a coach out of the member's reach neither lists, adds, replaces nor deletes a posture photo", async () => {
    const created = (await start()).json<{ id: number }>();
    const perms = [
      POSTUR,
      'COURSE_PACKAGE_SEARCH',
      'MEDIA_SEARCH',
      'MEDIA_CREATE',
      'MEDIA_READ',
      'MEDIA_UPDATE',
      'MEDIA_DELETE',
    ];
    const stranger = await tokenOf(perms);
    const list = (as: string) =>
      t().request({
        method: 'GET',
        url: `/api/v1/media?owner=postureAnalysis&owner_id=${created.id}`,
        token: as,
      });
    const admins = await list(token);
    expect(admins.statusCode).toBe(200);
    const photo = admins.json<{ id: number; url: string }[]>()[0]!;
    expect(photo.url).toMatch(/^\/media\/private\//);
    expect((await list(stranger.token)).statusCode).toBe(404);
    expect(
      (await t().request({ method: 'GET', url: `/api/v1/media/${photo.id}`, token: stranger.token }))
        .statusCode,
    ).toBe(404);
    const upload = multipart(
      { owner: 'postureAnalysis', owner_id: created.id },
      { name: 'x.jpg', content: FILES.jpeg },
    );
    expect(
      (await t().request({ method: 'POST', url: '/api/v1/media', token: stranger.token, ...upload }))
        .statusCode,
    ).toBe(404);
    const replace = multipart({}, { name: 'y.jpg', content: FILES.jpeg });
    expect(
      (
        await t().request({
          method: 'PUT',
          url: `/api/v1/media/${photo.id}`,
          token: stranger.token,
          ...replace,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t().request({ method: 'DELETE', url: `/api/v1/media/${photo.id}`, token: stranger.token }))
        .statusCode,
    ).toBe(404);
    // Without the posture permission the photos are refused outright; without an owner they are never listed.
    const noPostur = await tokenOf(['MEDIA_SEARCH', 'MEDIA_READ', 'MEMBERS_REACH_ALL']);
    expect((await list(noPostur.token)).statusCode).toBe(403);
    const all = await t().request({ method: 'GET', url: '/api/v1/media?count=1000', token: noPostur.token });
    expect(all.json<{ owner: string }[]>().some((m) => m.owner === 'postureAnalysis')).toBe(false);
    // A coach who reaches the member may.
    const coach = await tokenOf([...perms]);
    const own = await t().request({
      method: 'POST',
      url: '/api/v1/members',
      token,
      payload: { ...sampleBody('members'), coach_id: coach.id },
    });
    const mine = (await start(own.json<{ id: number }>().id)).json<{ id: number }>();
    const minePhotos = await t().request({
      method: 'GET',
      url: `/api/v1/media?owner=postureAnalysis&owner_id=${mine.id}`,
      token: coach.token,
    });
    expect([minePhotos.statusCode, minePhotos.json<unknown[]>().length]).toEqual([200, 4]);
  });
});
