// The demo gym's visits: every demo check-in falls within the opening hours in Istanbul (06:30–22:30),
// on the Istanbul day it names, most of them in the morning (07–09) and evening (17–21) rush; none in the future.
import { businessDay, businessTime } from '../../../../src/shared/businessDay';
import { DEMO_OPENING_HOURS, visitMinute } from '../../../../src/server/modules/checkins/demoSeed';
import { random } from '../../../../src/server/db/seed/demoPlan';
import { describeEachDatabase } from '../../helpers/testApp';

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const OPEN = hhmm(DEMO_OPENING_HOURS.from);
const CLOSE = hhmm(DEMO_OPENING_HOURS.until);
const inRush = (time: string) => (time >= '07:00' && time < '09:00') || (time >= '17:00' && time < '21:00');

it('picks visit times within the opening hours, mostly in the rush hours', () => {
  expect([OPEN, CLOSE]).toEqual(['06:30', '22:30']);
  const rand = random(7);
  const times = Array.from({ length: 10_000 }, () => hhmm(visitMinute(rand)));
  expect(times.filter((time) => time < OPEN || time >= CLOSE)).toEqual([]);
  expect(times.filter(inRush).length / times.length).toBeGreaterThan(0.75);
  // The quiet hours have visits too.
  expect(times.some((time) => time >= '12:00' && time < '15:00')).toBe(true);
});

describeEachDatabase(
  'demo visits',
  (t) => {
    it('fall within the opening hours in Istanbul, on the day they name, none after now', async () => {
      const rows = await t().app.db.selectFrom('checkins').select(['id', 'day', 'created_at']).execute();
      expect(rows.length).toBeGreaterThan(100);
      const now = Date.now();
      const visits = rows.map((r) => {
        const at = Date.parse(String(r.created_at));
        return { id: r.id, day: String(r.day), local: businessDay(0, at), time: businessTime(at), at };
      });
      expect(visits.filter((v) => v.time < OPEN || v.time >= CLOSE)).toEqual([]);
      expect(visits.filter((v) => v.local !== v.day)).toEqual([]);
      expect(visits.filter((v) => v.at > now)).toEqual([]);
      expect(visits.filter((v) => inRush(v.time)).length / visits.length).toBeGreaterThan(0.6);
    });
  },
  { seedDemo: true },
);
