// What can be sold may say how many days it is valid for (the sale derives a package's end from it):
// `validity_days` on course packages and personal-training types — optional, a whole number of days from 1 to
// 3650, stored as a column, answered null when not said, cleared by null.
import { sampleBody } from '../../helpers/samples';
import { describeEachDatabase } from '../../helpers/testApp';

type Json = Record<string, unknown> & { id: number };

const PRODUCTS = [
  { path: 'coursePackages', table: 'course_packages' },
  { path: 'personalTrainingsTypes', table: 'personal_training_types' },
] as const;

describeEachDatabase('the validity of what is sold', (t) => {
  let token = '';
  beforeAll(async () => {
    token = (await t().login()).access_token;
  });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t().request({ method, url: `/api/v1/${url}`, token, payload });

  describe.each(PRODUCTS)('$path', ({ path, table }) => {
    const stored = async (id: number) =>
      (
        await t()
          .app.db.selectFrom(table)
          .select('validity_days')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).validity_days;

    it('stores, answers, changes and clears validity_days', async () => {
      const created = await call('POST', path, { ...sampleBody(path), validity_days: 90 });
      expect(created.statusCode).toBe(201);
      const { id } = created.json<Json>();
      expect(created.json()).toMatchObject({ validity_days: 90 });
      expect(await stored(id)).toBe(90);
      expect((await call('GET', `${path}/${id}`)).json()).toMatchObject({ validity_days: 90 });

      // Sent as the form's number text, it is the number.
      const edited = await call('PUT', `${path}/${id}`, { validity_days: '365' });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ validity_days: 365 });
      // An edit that leaves it out keeps it.
      expect((await call('PUT', `${path}/${id}`, { display_price: '2000' })).json()).toMatchObject({
        validity_days: 365,
      });
      const list = await call('GET', `${path}?id=${id}`);
      expect(list.json<Json[]>()[0]).toMatchObject({ id, validity_days: 365 });

      const cleared = await call('PUT', `${path}/${id}`, { validity_days: null });
      expect(cleared.json()).toMatchObject({ validity_days: null });
      expect(await stored(id)).toBeNull();
    });

    it('answers null for a product that does not say', async () => {
      const { validity_days: _left, ...body } = sampleBody(path) as Record<string, unknown>;
      const created = await call('POST', path, body);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ validity_days: null });
      expect(await stored(created.json<Json>().id)).toBeNull();
      const empty = await call('POST', path, { ...body, validity_days: '' });
      expect(empty.json()).toMatchObject({ validity_days: null });
    });

    it.each([0, -5, 3651, 1.5, 'otuz'])('refuses %p days', async (days) => {
      const refused = await call('POST', path, { ...sampleBody(path), validity_days: days });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({ validity_days: 'generic.fields.invalid' });
    });

    it('takes the bounds, 1 and 3650 days', async () => {
      for (const days of [1, 3650]) {
        const created = await call('POST', path, { ...sampleBody(path), validity_days: days });
        expect([created.statusCode, created.json().validity_days]).toEqual([201, days]);
      }
    });
  });
});
