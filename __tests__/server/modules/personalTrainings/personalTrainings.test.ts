// Personal trainings (spec part 2 §3–§7): every call of §7, the day-number rule, copy-day (copies, counts,
// refusals, one transaction), approvals with and without PERSONAL_TRAININGS_APPROVE, server-filled fields.
import { sql } from 'kysely';
import { allPermissions } from '../../../../src/shared/permissionCatalogue';
import { createStaff, sessionToken } from '../../helpers/fixtures';
import { FILES, multipart, multipartFiles, sampleBody } from '../../helpers/samples';
import { describeEachDatabase } from '../../helpers/testApp';

type Json = Record<string, unknown> & { id: number };

describeEachDatabase('personal trainings', (t) => {
  let token = '';
  let memberId = 0;
  let typeId = 0;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = token) =>
    t().request({ method, url: `/api/v1/${url}`, token: as, payload });
  const created = async (url: string, payload: object) => {
    const res = await call('POST', url, payload);
    expect([url, res.statusCode, res.statusCode === 201 ? '' : res.body]).toEqual([url, 201, '']);
    return res.json<Json>();
  };
  const newTraining = () =>
    created('personalTrainings', {
      ...sampleBody('personalTrainings'),
      member_id: memberId,
      pt_type_id: typeId,
    });
  const moveBody = (ptId: number, dayId: number, name = 'Squat') => ({
    ...sampleBody('personalTrainingsDayMoves'),
    pt_id: ptId,
    pt_day_id: dayId,
    move_name: name,
  });

  beforeAll(async () => {
    token = (await t().login()).access_token;
    memberId = (await created('members', sampleBody('members'))).id;
    typeId = (await created('personalTrainingsTypes', sampleBody('personalTrainingsTypes'))).id;
  });

  it('types: CRUD, number_of_lessons kept empty (null), rich text sanitized, image_url from the upload', async () => {
    const type = await created('personalTrainingsTypes', {
      ...sampleBody('personalTrainingsTypes'),
      description: '<p onclick="x()">Hi<script>bad()</script></p>',
    });
    expect(type.description).toBe('<p>Hi</p>');
    expect(type.image_url).toBe('');
    const emptied = await call('PUT', `personalTrainingsTypes/${type.id}`, { number_of_lessons: null });
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json().number_of_lessons).toBeNull();
    expect((await call('GET', `personalTrainingsTypes/${type.id}`)).json().number_of_lessons).toBeNull();
    const missing = await call('POST', 'personalTrainingsTypes', { short_description: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({
      personal_training_type_name: 'generic.fields.required',
      display_price: 'generic.fields.required',
    });
    const upload = multipart(
      { owner: 'personalTrainingType', owner_id: type.id },
      { name: 'a.png', content: FILES.png },
    );
    expect(
      (await t().request({ method: 'POST', url: '/api/v1/mediaStorage', token, ...upload })).statusCode,
    ).toBe(201);
    const list = await call('GET', 'personalTrainingsTypes?name=Birebir&sort=id&sort_by=DESC');
    expect(Number(list.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
    const row = list.json<Json[]>().find((r) => r.id === type.id)!;
    expect(row.image_url).toMatch(/^\/media\//);
    expect(row.description).toBeUndefined();
    expect((await call('DELETE', `personalTrainingsTypes/${type.id}`)).statusCode).toBe(204);
  });

  it('trainings: create, list with names and price, read, update, dates checked, references checked', async () => {
    const pt = await newTraining();
    expect(pt).toMatchObject({
      member_id: memberId,
      pt_type_id: typeId,
      user_name: expect.stringContaining('Ayşe Demir'),
      pt_type_name: expect.stringContaining('Birebir'),
      pt_type_price: '4500',
      coach_name: expect.any(String),
      start_date: '2026-11-01',
      diet_status: 0,
      sports_program_status: 0,
    });
    const list = await call('GET', `personalTrainings?member_id=${memberId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json<Json[]>().map((r) => r.id)).toContain(pt.id);
    expect((await call('GET', `personalTrainings/${pt.id}`)).json().user_name).toBe(pt.user_name);
    const edited = await call('PUT', `personalTrainings/${pt.id}`, {
      diet_description: '<p>Az şeker<script>x</script></p>',
    });
    expect(edited.json().diet_description).toBe('<p>Az şeker</p>');
    const badDate = await call('POST', 'personalTrainings', {
      ...sampleBody('personalTrainings'),
      member_id: memberId,
      pt_type_id: typeId,
      start_date: '01/11/2026',
    });
    expect(badDate.json().fields).toEqual({ start_date: 'generic.fields.invalid' });
    const noMember = await call('POST', 'personalTrainings', {
      ...sampleBody('personalTrainings'),
      member_id: 99999,
      pt_type_id: typeId,
    });
    expect([noMember.statusCode, noMember.json().fields]).toEqual([
      400,
      { member_id: 'generic.fields.not_found' },
    ]);
    // A type in use is not deleted.
    expect((await call('DELETE', `personalTrainingsTypes/${typeId}`)).statusCode).toBe(409);
  });

  it('approvals: sports_program_status / diet_status = 1 need PERSONAL_TRAININGS_APPROVE', async () => {
    const pt = await newTraining();
    const updater = await createStaff(t().app.db, {
      permissions: allPermissions().filter((p) => p !== 'PERSONAL_TRAININGS_APPROVE'),
    });
    const approver = await createStaff(t().app.db, {
      permissions: ['PERSONAL_TRAININGS_UPDATE', 'PERSONAL_TRAININGS_APPROVE', 'MEMBERS_REACH_ALL'],
    });
    const updaterToken = await sessionToken(t().app.db, t().config.jwtSecret, updater.id);
    const approverToken = await sessionToken(t().app.db, t().config.jwtSecret, approver.id);
    for (const field of ['sports_program_status', 'diet_status']) {
      const refused = await call('PUT', `personalTrainings/${pt.id}`, { [field]: 1 }, updaterToken);
      expect([field, refused.statusCode, refused.json().error]).toEqual([field, 403, 'forbidden']);
      expect((await call('GET', `personalTrainings/${pt.id}`)).json()[field]).toBe(0);
      // Other edits stay open to the updater, and resending the unchanged status is no approval.
      expect(
        (await call('PUT', `personalTrainings/${pt.id}`, { description: 'x', [field]: 0 }, updaterToken))
          .statusCode,
      ).toBe(200);
      const approved = await call('PUT', `personalTrainings/${pt.id}`, { [field]: 1 }, approverToken);
      expect([field, approved.statusCode, approved.json()[field]]).toEqual([field, 200, 1]);
    }
    const createdApproved = await call(
      'POST',
      'personalTrainings',
      { ...sampleBody('personalTrainings'), member_id: memberId, pt_type_id: typeId, diet_status: 1 },
      updaterToken,
    );
    expect(createdApproved.statusCode).toBe(403);
    // Four eyes: the training's coach, holding the permission, does not approve their own programs.
    const coachToken = await sessionToken(t().app.db, t().config.jwtSecret, approver.id);
    const own = (
      await call('POST', 'personalTrainings', {
        ...sampleBody('personalTrainings'),
        member_id: memberId,
        pt_type_id: typeId,
        coach_id: approver.id,
      })
    ).json();
    const self = await call('PUT', `personalTrainings/${own.id}`, { sports_program_status: 1 }, coachToken);
    expect([self.statusCode, self.json().error]).toEqual([403, 'own_approval']);
  });

  it('days: 50 created at once all succeed with the numbers 1 to 50', async () => {
    const pt = await newTraining();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call('POST', 'personalTrainingsDay', { pt_id: pt.id })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201));
    const numbers = answers.map((a) => a.json().day_num as number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('uploads: a NUL byte in a file name or a text part is a 400, as in JSON', async () => {
    const pt = await newTraining();
    const withNul = (fields: Record<string, string>, name: string) =>
      multipartFiles(fields, [{ field: 'file', name, content: FILES.png }]);
    for (const form of [
      withNul({ owner: 'personalTrainingMessage', owner_id: String(pt.id) }, 'a\u0000b.png'),
      withNul({ owner: 'personalTrainingMessage\u0000', owner_id: String(pt.id) }, 'a.png'),
    ]) {
      const res = await t().request({ method: 'POST', url: '/api/v1/mediaStorage', token, ...form });
      expect([res.statusCode, res.json().error]).toEqual([400, 'validation_failed']);
    }
  });

  it('days: numbered last + 1 from 1, listed per program, updated with pt_id and day_num, deleted', async () => {
    const pt = await newTraining();
    const other = await newTraining();
    const first = await created('personalTrainingsDay', { pt_id: pt.id, title: 'A' });
    const second = await created('personalTrainingsDay', { pt_id: pt.id, title: 'B' });
    const elsewhere = await created('personalTrainingsDay', { pt_id: other.id });
    expect([first.day_num, second.day_num, elsewhere.day_num]).toEqual([1, 2, 1]);
    expect(first.status).toBe(0);
    // The next number follows the last one; a number in the body is the server's to choose.
    expect((await created('personalTrainingsDay', { pt_id: pt.id, day_num: 7 })).day_num).toBe(3);
    await call('DELETE', `personalTrainingsDay/${second.id}`);
    expect((await created('personalTrainingsDay', { pt_id: pt.id })).day_num).toBe(4);
    const unknown = await call('POST', 'personalTrainingsDay', { pt_id: 999999 });
    expect([unknown.statusCode, unknown.json().fields]).toEqual([400, { pt_id: 'generic.fields.invalid' }]);
    const unnamed = await call('POST', 'personalTrainingsDay', { title: 'x' });
    expect([unnamed.statusCode, unnamed.json().fields]).toEqual([400, { pt_id: 'generic.fields.required' }]);

    const list = await call('GET', `personalTrainingsDay?pt_id=${pt.id}`);
    expect(list.json<Json[]>().map((d) => d.day_num)).toEqual([1, 3, 4]);
    expect(list.headers['x-total-count']).toBe('3');
    expect((await call('GET', 'personalTrainingsDay?pt_id=abc')).statusCode).toBe(404);
    expect((await call('GET', 'personalTrainingsDay?pt_id=999999')).statusCode).toBe(404);

    const updated = await call('PUT', `personalTrainingsDay/${first.id}`, {
      pt_id: other.id,
      day_num: 1,
      title: 'Göğüs',
      status: 1,
    });
    expect(updated.json()).toMatchObject({ pt_id: pt.id, day_num: 1, title: 'Göğüs', status: 1 });
    expect((await call('GET', `personalTrainingsDay/${first.id}`)).json().title).toBe('Göğüs');
  });

  it('moves: create 201 with pt_id, pt_day_id, day_num and server-filled audit fields; update 200; read; delete', async () => {
    const pt = await newTraining();
    await created('personalTrainingsDay', { pt_id: pt.id });
    const day = await created('personalTrainingsDay', { pt_id: pt.id });
    const move = await created('personalTrainingsDayMoves', {
      ...moveBody(pt.id, day.id),
      day_num: 99,
      create_user: 42,
    });
    expect(move).toMatchObject({
      pt_id: pt.id,
      pt_day_id: day.id,
      day_num: 2,
      move_name: 'Squat',
      number_sets: '4',
    });
    expect(move.create_user).toBe(1);
    expect(Date.parse(String(move.create_date))).toBeGreaterThan(Date.now() - 60_000);
    const missing = await call('POST', 'personalTrainingsDayMoves', { pt_id: pt.id, pt_day_id: day.id });
    expect(missing.json().fields).toEqual({
      move_name: 'generic.fields.required',
      number_sets: 'generic.fields.required',
    });
    // A day of another program is not reachable through this one.
    const other = await newTraining();
    const foreign = await call('POST', 'personalTrainingsDayMoves', moveBody(other.id, day.id));
    expect([foreign.statusCode, foreign.json().fields]).toEqual([
      400,
      { pt_day_id: 'generic.fields.invalid' },
    ]);
    const updated = await call('PUT', `personalTrainingsDayMoves/${move.id}`, {
      number_sets: '5',
      pt_day_id: 1,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ number_sets: '5', pt_day_id: day.id });
    expect((await call('GET', `personalTrainingsDayMoves/${move.id}`)).json().number_sets).toBe('5');
    const list = await call('GET', `personalTrainingsDayMoves?pt_day_id=${day.id}`);
    expect(list.json<Json[]>().map((m) => m.id)).toEqual([move.id]);
    const second = await created('personalTrainingsDayMoves', moveBody(pt.id, day.id, 'Lunge'));
    expect((await call('DELETE', `personalTrainingsDayMoves/${move.id}`)).statusCode).toBe(204);
    // A training with days is in use; a day's moves go with the day.
    expect((await call('DELETE', `personalTrainings/${pt.id}`)).json().error).toBe('in_use');
    expect((await call('DELETE', `personalTrainingsDay/${day.id}`)).statusCode).toBe(204);
    expect((await call('GET', `personalTrainingsDayMoves/${second.id}`)).statusCode).toBe(404);
  });

  it('copy day: every move of copy_day_id lands in day {id} (200); itself or another program is refused', async () => {
    const pt = await newTraining();
    const one = await created('personalTrainingsDay', { pt_id: pt.id });
    const two = await created('personalTrainingsDay', { pt_id: pt.id });
    for (const name of ['Squat', 'Deadlift', 'Plank'])
      await created('personalTrainingsDayMoves', moveBody(pt.id, one.id, name));
    await created('personalTrainingsDayMoves', moveBody(pt.id, two.id, 'Row'));
    const copy = (into: number, from: number, ptId = pt.id, dayId = into) =>
      call('PUT', `personalTrainingsDayCopy/${into}`, { pt_id: ptId, day_id: dayId, copy_day_id: from });

    const res = await copy(two.id, one.id);
    expect([res.statusCode, res.json()]).toEqual([200, { id: two.id, pt_id: pt.id, day_num: 2, copied: 3 }]);
    const moves = (
      await call('GET', `personalTrainingsDayMoves?pt_day_id=${two.id}&sort=id&sort_by=ASC`)
    ).json<Json[]>();
    expect(moves.map((m) => [m.move_name, m.day_num, m.pt_id])).toEqual([
      ['Row', 2, pt.id],
      ['Squat', 2, pt.id],
      ['Deadlift', 2, pt.id],
      ['Plank', 2, pt.id],
    ]);
    expect(
      (await call('GET', `personalTrainingsDayMoves?pt_day_id=${one.id}`)).headers['x-total-count'],
    ).toBe('3');

    const itself = await copy(one.id, one.id);
    expect([itself.statusCode, itself.json().error]).toEqual([400, 'copy_day_same']);
    expect(itself.json().translations.en).toMatch(/itself/);
    const other = await newTraining();
    const foreignDay = await created('personalTrainingsDay', { pt_id: other.id });
    const foreign = await copy(one.id, foreignDay.id);
    expect([foreign.statusCode, foreign.json().error]).toEqual([400, 'copy_day_foreign']);
    expect((await copy(one.id, 999999)).json().error).toBe('copy_day_foreign');
    expect((await copy(one.id, two.id, other.id)).statusCode).toBe(400);
    expect((await copy(one.id, two.id, pt.id, two.id)).statusCode).toBe(400);
    expect((await copy(999999, one.id, pt.id, 999999)).statusCode).toBe(404);
    expect(
      (await call('GET', `personalTrainingsDayMoves?pt_day_id=${one.id}`)).headers['x-total-count'],
    ).toBe('3');
  });

  it('copy day is one transaction: a move that cannot be written leaves the day as it was', async () => {
    const pt = await newTraining();
    const one = await created('personalTrainingsDay', { pt_id: pt.id });
    const two = await created('personalTrainingsDay', { pt_id: pt.id });
    await created('personalTrainingsDayMoves', moveBody(pt.id, one.id, 'Squat'));
    await created('personalTrainingsDayMoves', moveBody(pt.id, one.id, 'boom'));
    const db = t().app.db;
    if (t().dialect === 'sqlite') {
      await sql`CREATE TRIGGER refuse_boom BEFORE INSERT ON personal_training_day_moves
        WHEN NEW.move_name = 'boom' AND NEW.pt_day_id = ${sql.lit(two.id)}
        BEGIN SELECT RAISE(ABORT, 'boom'); END`.execute(db);
    } else {
      await sql`CREATE FUNCTION refuse_boom() RETURNS trigger AS $$ BEGIN
        IF NEW.move_name = 'boom' THEN RAISE EXCEPTION 'boom'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`.execute(
        db,
      );
      await sql`CREATE TRIGGER refuse_boom BEFORE INSERT ON personal_training_day_moves
        FOR EACH ROW WHEN (NEW.pt_day_id = ${sql.lit(two.id)}) EXECUTE FUNCTION refuse_boom()`.execute(db);
    }
    try {
      const res = await call('PUT', `personalTrainingsDayCopy/${two.id}`, {
        pt_id: pt.id,
        day_id: two.id,
        copy_day_id: one.id,
      });
      expect(res.statusCode).toBe(500);
      expect(
        (await call('GET', `personalTrainingsDayMoves?pt_day_id=${two.id}`)).headers['x-total-count'],
      ).toBe('0');
    } finally {
      await sql`DROP TRIGGER refuse_boom${sql.raw(t().dialect === 'sqlite' ? '' : ' ON personal_training_day_moves')}`.execute(
        db,
      );
    }
  });

  it('messages: create 201 with the signed-in sender and the current time, listed with the image', async () => {
    const pt = await newTraining();
    const before = new Date(Date.now() - 2000).toISOString().replace('T', ' ').slice(0, 19);
    const message = await created('personalTrainingMessage', {
      pt_id: pt.id,
      description: '<p>Merhaba<img src=x onerror=alert(1)></p>',
      create_user: 99,
      create_date: '2000-01-01 00:00:00',
    });
    expect(message.description).toBe('<p>Merhaba<img src="x" /></p>');
    expect(message.create_user).toBe(1);
    expect(message.create_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(String(message.create_date) >= before).toBe(true);
    expect(message.senderName).toBeTruthy();
    const upload = multipart(
      { owner: 'personalTrainingMessage', owner_id: message.id },
      { name: 'a.png', content: FILES.png },
    );
    expect(
      (await t().request({ method: 'POST', url: '/api/v1/mediaStorage', token, ...upload })).statusCode,
    ).toBe(201);
    const list = (await call('GET', `personalTrainingMessage?pt_id=${pt.id}`)).json<Json[]>();
    expect(list).toHaveLength(1);
    // A message's picture belongs to the training's member: private, at a signed address only.
    expect(list[0]).toMatchObject({
      id: message.id,
      senderName: message.senderName,
      image_url: expect.stringMatching(/^\/media\/private\/[\w-]+\.png\?exp=\d+&sig=/),
    });
    const picture = String(list[0]!.image_url);
    expect((await t().request({ method: 'GET', url: picture })).statusCode).toBe(200);
    const bare = `/media/${picture.replace(/^\/media\/private\//, '').replace(/\?.*$/, '')}`;
    expect((await t().request({ method: 'GET', url: bare, token })).statusCode).toBe(404);
    expect(list[0]!.media_id).toEqual(expect.any(Number));
    expect(
      (await call('PUT', `personalTrainingMessage/${message.id}`, { description: 'x' })).statusCode,
    ).toBe(404);
  });

  it("reach: without MEMBERS_REACH_ALL, staff reach only their members' trainings (not the ones they merely coach), and what is inside them", async () => {
    const PT = ['SEARCH', 'READ', 'UPDATE', 'DELETE'].map((a) => `PERSONAL_TRAININGS_${a}`);
    const coach = await createStaff(t().app.db, { permissions: PT });
    const trainer = await createStaff(t().app.db, { permissions: PT });
    const stranger = await createStaff(t().app.db, { permissions: PT });
    const tokenOf = (id: number) => sessionToken(t().app.db, t().config.jwtSecret, id);
    const [coachToken, trainerToken, strangerToken] = await Promise.all(
      [coach, trainer, stranger].map((u) => tokenOf(u.id)),
    );
    // The member is assigned to `coach`; the training is coached by `trainer`.
    const member = await created('members', { ...sampleBody('members'), coach_id: coach.id });
    const pt = await created('personalTrainings', {
      ...sampleBody('personalTrainings'),
      member_id: member.id,
      pt_type_id: typeId,
      coach_id: trainer.id,
    });
    const day = await created('personalTrainingsDay', { pt_id: pt.id });
    const move = await created('personalTrainingsDayMoves', moveBody(pt.id, day.id));
    const message = await created('personalTrainingMessage', { pt_id: pt.id, description: 'x' });

    const listed = (
      await call('GET', `personalTrainings?member_id=${member.id}`, undefined, coachToken)
    ).json<Json[]>();
    expect(listed.map((r) => r.id)).toEqual([pt.id]);
    for (const url of [
      `personalTrainings/${pt.id}`,
      `personalTrainingsDay/${day.id}`,
      `personalTrainingsDayMoves/${move.id}`,
      `personalTrainingMessage/${message.id}`,
    ])
      expect([url, (await call('GET', url, undefined, coachToken)).statusCode]).toEqual([url, 200]);
    // Named the training's coach, `trainer` reaches nothing of a member assigned to someone else.
    for (const as of [trainerToken, strangerToken]) {
      const none = await call('GET', `personalTrainings?member_id=${member.id}`, undefined, as);
      expect(none.headers['x-total-count']).toBe('0');
      expect(none.body).not.toContain(member.name as string);
    }
    for (const url of [
      `personalTrainings/${pt.id}`,
      `personalTrainingsDay/${day.id}`,
      `personalTrainingsDayMoves/${move.id}`,
      `personalTrainingMessage/${message.id}`,
      `personalTrainingsDay?pt_id=${pt.id}`,
      `personalTrainingMessage?pt_id=${pt.id}`,
      `members/${member.id}/personalTrainings`,
    ])
      expect([url, (await call('GET', url, undefined, strangerToken)).statusCode]).toEqual([url, 404]);
    const copy = await call(
      'PUT',
      `personalTrainingsDayCopy/${day.id}`,
      { pt_id: pt.id, day_id: day.id, copy_day_id: day.id },
      strangerToken,
    );
    expect(copy.statusCode).toBe(404);
    const added = await call('POST', 'personalTrainingsDay', { pt_id: pt.id }, strangerToken);
    expect([added.statusCode, added.json().fields]).toEqual([400, { pt_id: 'generic.fields.invalid' }]);
    expect(
      (await call('PUT', `personalTrainings/${pt.id}`, { description: 'y' }, strangerToken)).statusCode,
    ).toBe(404);
    // Creating a training for a member out of reach, or re-pointing one there, is refused; nothing is written.
    const writer = await createStaff(t().app.db, {
      permissions: [...PT, 'PERSONAL_TRAININGS_CREATE'],
    });
    const writerToken = await tokenOf(writer.id);
    const mine = await created('members', { ...sampleBody('members'), coach_id: writer.id });
    const body = { ...sampleBody('personalTrainings'), pt_type_id: typeId, coach_id: writer.id };
    const foreign = await call('POST', 'personalTrainings', { ...body, member_id: member.id }, writerToken);
    expect([foreign.statusCode, foreign.json().fields]).toEqual([
      400,
      { member_id: 'generic.fields.not_found' },
    ]);
    expect(foreign.body).not.toContain(member.name as string);
    const own = await call('POST', 'personalTrainings', { ...body, member_id: mine.id }, writerToken);
    expect(own.statusCode).toBe(201);
    const repoint = await call(
      'PUT',
      `personalTrainings/${own.json().id}`,
      { member_id: member.id },
      writerToken,
    );
    expect(repoint.statusCode).toBe(400);
    expect((await call('GET', `personalTrainings?member_id=${member.id}`)).headers['x-total-count']).toBe(
      '1',
    );
  });
});
