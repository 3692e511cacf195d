// The demo diet lists: several lists of the demo nutritionist's members, with items from the demo foods and
// recipes, readable through the API (and printable).
import type { DietListRecord } from '../../../src/shared/records';
import { describeEachDatabase } from '../helpers/testApp';

describeEachDatabase(
  'demo diet lists',
  (t) => {
    it('seeds lists with items of every meal, each of a member of the demo nutritionist', async () => {
      const token = (await t().login()).access_token;
      const res = await t().request({ method: 'GET', url: '/api/v1/diet_lists?count=50', token });
      const lists = res.json<DietListRecord[]>();
      expect(lists.length).toBeGreaterThanOrEqual(6);
      const week = lists.find((l) => l.day_count === 7)!;
      expect(new Set(week.items!.map((i) => i.meal))).toEqual(
        new Set(['breakfast', 'lunch', 'dinner', 'snacks']),
      );
      expect(week.items!.every((i) => (i.nutrients?.energy_kcal ?? 0) > 0)).toBe(true);
      expect(week.nutritionist_name).toBe('Elif Güneş');
      const pdf = await t().request({ method: 'POST', url: `/api/v1/diet_lists/${week.id}/_show`, token });
      expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    }, 60_000);
  },
  { seedDemo: true },
);
