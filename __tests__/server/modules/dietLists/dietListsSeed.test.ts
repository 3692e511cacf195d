// The demo diet lists: lists of the demo nutritionists' members, each by the member's own, with items from the
// demo foods and recipes, readable through the API (and printable).
import type { DietListRecord } from '../../../../src/shared/schemas/dietLists';
import { describeEachDatabase } from '../../helpers/testApp';

describeEachDatabase(
  'demo diet lists',
  (t) => {
    it('seeds lists with items of every meal, each of a member of the demo nutritionist who wrote it', async () => {
      const token = (await t().login()).access_token;
      const res = await t().request({ method: 'GET', url: '/api/v1/diet_lists?count=50', token });
      const lists = res.json<DietListRecord[]>();
      expect(lists.length).toBeGreaterThanOrEqual(6);
      const week = lists.find((l) => l.day_count === 7)!;
      expect(new Set(week.items!.map((i) => i.meal))).toEqual(
        new Set(['breakfast', 'lunch', 'dinner', 'snacks']),
      );
      expect(week.items!.every((i) => (i.nutrients?.energy_kcal ?? 0) > 0)).toBe(true);
      // Each by the member's own nutritionist, both demo nutritionists writing some.
      expect(new Set(lists.map((l) => l.nutritionist_name))).toEqual(new Set(['Elif Güneş', 'Cem Bulut']));
      for (const list of lists) {
        const member = await t().request({ method: 'GET', url: `/api/v1/members/${list.member_id}`, token });
        expect(member.json<{ nutritionist_id: number }>().nutritionist_id).toBe(list.nutritionist_id);
      }
      const pdf = await t().request({ method: 'POST', url: `/api/v1/diet_lists/${week.id}/_show`, token });
      expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    });
  },
  { seedDemo: true },
);
