// A demo gym with a past: members joined over the last three years (more in January and September),
// the members list's first page (newest first) opens on full member files, and the lists, charts and dashboard
// hold packages ending soon, unpaid ones and passive members. The calendar is checked on every day of four
// years (demoPlan.ts is pure), the seeded data through the HTTP API.
import type { DashboardAnswer } from '../../../src/shared/dashboard';
import type { MemberPackageRecord } from '../../../src/shared/schemas/memberPackages';
import type { RecordOf } from '../../../src/shared/recordOf';
import { addDays } from '../../../src/shared/dashboard';
import { businessDay } from '../../../src/shared/businessDay';
import { DEMO_MEMBER_COUNT } from '../../../src/server/db/seed/demo';
import {
  DAY_MS,
  NEWEST_WITH_FILES,
  OLDER_WITH_FILES_EVERY,
  joinTimes,
  measurementDays,
  membersWithFiles,
  random,
  startOfDay,
} from '../../../src/server/db/seed/demoPlan';
import { describeEachDatabase } from '../helpers/testApp';

const FIRST_PAGE = 25;
/** A member as the list answers it (with the stored join time). */
type Member = RecordOf<'members'> & { created_at: string; birthdate: string };

/** Members per month (yyyy-MM) of the last 36 months before `now`'s (the current one is partial), oldest first. */
function fullMonths(times: readonly string[], now: number): { month: string; count: number }[] {
  const today = new Date(now);
  return Array.from({ length: 35 }, (_, i) => {
    const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 35 + i, 1))
      .toISOString()
      .slice(0, 7);
    return { month, count: times.filter((t) => t.startsWith(month)).length };
  });
}

/** Whether every January and September is above the median month (of full months). */
function seasonsAboveMedian(months: { month: string; count: number }[]): boolean {
  const sorted = months.map((m) => m.count).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const peaks = months.filter((m) => /-(01|09)$/.test(m.month));
  return peaks.length >= 5 && peaks.every((m) => m.count > median);
}

describe('the demo calendar', () => {
  it('spreads joins over three years, more in January and September, none after now, on any day of the year', () => {
    for (let day = 0; day < 4 * 366; day += 1) {
      const now = Date.UTC(2026, 0, 1) + day * DAY_MS + ((day * 7) % 24) * 3_600_000;
      const times = joinTimes(DEMO_MEMBER_COUNT, now, random(20261122));
      const label = new Date(now).toISOString();
      expect([label, times.length, times.every((t) => t <= now)]).toEqual([label, DEMO_MEMBER_COUNT, true]);
      expect([label, (now - times[0]!) / DAY_MS > 30 * 30.4]).toEqual([label, true]);
      const iso = times.map((t) => new Date(t).toISOString());
      expect([label, seasonsAboveMedian(fullMonths(iso, now))]).toEqual([label, true]);
      // The first page (the newest 25): each measured since joining, most of them six times or more.
      const today = startOfDay(now);
      const counts = times.slice(-FIRST_PAGE).map((t) => measurementDays(startOfDay(t), today, random(1)));
      expect([label, counts.every((c) => c.length >= 1 && c.every((d) => d <= today))]).toEqual([
        label,
        true,
      ]);
      expect([label, counts.filter((c) => c.length >= 6).length >= 15]).toEqual([label, true]);
    }
  });

  it('is the same on every run', () => {
    const now = Date.UTC(2026, 10, 21, 12);
    expect(joinTimes(300, now, random(7))).toEqual(joinTimes(300, now, random(7)));
    const joined = Date.UTC(2026, 0, 5);
    expect(measurementDays(joined, startOfDay(now), random(3))).toEqual(
      measurementDays(joined, startOfDay(now), random(3)),
    );
  });

  it('fills the files of the newest members and of every fifth older active one', () => {
    const members = Array.from({ length: 100 }, (_, i) => ({
      id: i + 1,
      created_at: new Date(Date.UTC(2025, 0, 1) + i * DAY_MS).toISOString(),
      status: i % 4 === 3 ? 'passive' : 'active',
    }));
    const files = membersWithFiles(members);
    expect(files.slice(0, NEWEST_WITH_FILES).map((m) => m.id)).toEqual(
      Array.from({ length: NEWEST_WITH_FILES }, (_, i) => 100 - i),
    );
    const older = files.slice(NEWEST_WITH_FILES);
    expect(older.every((m) => m.status === 'active' && m.id <= 100 - NEWEST_WITH_FILES)).toBe(true);
    const activeOlder = members.filter((m) => m.id <= 100 - NEWEST_WITH_FILES && m.status === 'active');
    expect(older).toHaveLength(Math.ceil(activeOlder.length / OLDER_WITH_FILES_EVERY));
  });
});

describeEachDatabase(
  'the demo gym',
  (t) => {
    let token = '';
    const get = async <T>(path: string) => {
      const res = await t().request({ method: 'GET', url: `/api/v1/${path}`, token });
      expect([path, res.statusCode]).toEqual([path, 200]);
      return { body: res.json<T>(), total: Number(res.headers['x-total-count']) };
    };
    beforeAll(async () => {
      token = (await t().login()).access_token;
    });

    it('has members who joined over three years, with birthdays, coaches and branches spread', async () => {
      const now = Date.now();
      const { body: members } = await get<Member[]>('members?count=1000');
      expect(members).toHaveLength(DEMO_MEMBER_COUNT);
      const joined = members.map((m) => m.created_at);
      expect(joined.every((at) => Date.parse(at) <= now)).toBe(true);
      const stored = await t().app.db.selectFrom('members').select(['created_at', 'updated_at']).execute();
      expect(stored.every((m) => m.updated_at >= m.created_at)).toBe(true);
      const months = new Set(joined.map((at) => at.slice(0, 7)));
      expect(months.size).toBeGreaterThanOrEqual(30);
      const oldest = Math.min(...joined.map((at) => Date.parse(at)));
      expect((now - oldest) / (30.4 * DAY_MS)).toBeGreaterThanOrEqual(30);
      expect(seasonsAboveMedian(fullMonths(joined, now))).toBe(true);
      // Newest first: the default order (id, descending) is the order they joined in.
      const { body: page } = await get<Member[]>('members');
      expect(page).toHaveLength(FIRST_PAGE);
      const newest = [...joined].sort().reverse().slice(0, FIRST_PAGE);
      expect(page.map((m) => m.created_at)).toEqual(newest);

      const years = new Set(members.map((m) => m.birthdate.slice(0, 4)));
      expect(years.size).toBeGreaterThanOrEqual(30);
      expect(new Set(members.map((m) => m.birthdate.slice(5, 7))).size).toBe(12);
      const share = (key: 'coach_id' | 'branches_id' | 'nutritionist_id') => {
        const counts = new Map<unknown, number>();
        for (const m of members) counts.set(m[key], (counts.get(m[key]) ?? 0) + 1);
        return [...counts.values()];
      };
      expect(share('coach_id').length).toBeGreaterThanOrEqual(3);
      expect(share('branches_id').length).toBeGreaterThanOrEqual(4);
      expect(Math.min(...share('coach_id'), ...share('branches_id'))).toBeGreaterThan(20);
    });

    it('opens the members list on members whose files are filled since they joined', async () => {
      const { body: page } = await get<Member[]>('members');
      let measuredSixTimes = 0;
      for (const member of page) {
        const label = `${member.id} ${member.name}`;
        const joinedDay = member.created_at.slice(0, 10);
        const packages = (await get<MemberPackageRecord[]>(`members/${member.id}/packages?count=100`)).body;
        expect([label, packages.length > 0]).toEqual([label, true]);
        expect([label, packages.every((p) => p.starttime >= joinedDay && p.product_name)]).toEqual([
          label,
          true,
        ]);
        const consultations = await get<{ created_at: string }[]>(`members/${member.id}/consultations`);
        expect([label, consultations.total >= 1]).toEqual([label, true]);
        expect([label, consultations.body.every((c) => c.created_at >= member.created_at)]).toEqual([
          label,
          true,
        ]);
        const measurements = await get<{ date: string }[]>(`members/${member.id}/measurements?count=1000`);
        expect([label, measurements.total >= 1]).toEqual([label, true]);
        expect([label, measurements.body.every((m) => m.date >= joinedDay)]).toEqual([label, true]);
        if (measurements.total >= 6) measuredSixTimes += 1;
        const diets = (await get(`members/${member.id}/diet_lists`)).total;
        const programs = (await get(`members/${member.id}/training_programs`)).total;
        const trainings = (await get(`members/${member.id}/personalTrainings`)).total;
        expect([label, diets + programs + trainings > 0]).toEqual([label, true]);
      }
      expect(measuredSixTimes).toBeGreaterThanOrEqual(15);

      // Older members with a file have months of measurements.
      const oldest = (await get<Member[]>('members?sort=id&sort_by=ASC&status=active&count=100')).body;
      const histories = await Promise.all(
        oldest.map(async (m) => (await get(`members/${m.id}/measurements?count=1`)).total),
      );
      expect(histories.filter((n) => n >= 30).length).toBeGreaterThanOrEqual(5);
    });

    it('has packages ending soon, unpaid ones and passive members, on the lists and the dashboard', async () => {
      // The business day, as the dashboard counts: the UTC date is the day before from 21:00 to midnight UTC.
      const today = businessDay();
      const ending = await get(`packages?ends_from=${today}&ends_until=${addDays(today, 14)}`);
      expect(ending.total).toBeGreaterThan(0);
      const unpaid = await get('packages?payment_type=unpaid');
      expect(unpaid.total).toBeGreaterThan(0);
      const passive = await get('members?status=passive');
      const active = await get('members?status=active');
      expect(passive.total).toBeGreaterThan(0);
      expect(active.total).toBeGreaterThan(passive.total);

      // No package before its member joined, no passive member with a running package.
      const stored = await t()
        .app.db.selectFrom('member_packages')
        .innerJoin('members', 'members.id', 'member_packages.member_id')
        .select([
          'member_packages.starttime',
          'member_packages.endtime',
          'member_packages.created_at',
          'members.created_at as joined',
          'members.status',
        ])
        .execute();
      expect(stored.every((p) => p.starttime >= p.joined.slice(0, 10) && p.created_at >= p.joined)).toBe(
        true,
      );
      expect(stored.every((p) => p.starttime <= p.endtime)).toBe(true);
      expect(stored.filter((p) => p.status === 'passive' && p.endtime >= today)).toEqual([]);

      const { body: dashboard } = await get<DashboardAnswer>('dashboard');
      expect(dashboard.cards.activeMembers).toBe(active.total);
      expect(dashboard.cards.packagesEnding!.count).toBe(ending.total);
      expect(dashboard.cards.unpaidPackages).toBe(unpaid.total);
      expect(dashboard.cards.pendingReports).toBeGreaterThan(0);
      const joined = dashboard.charts.membersJoined!;
      expect(joined.slice(0, -1).every((m) => m.count > 0)).toBe(true);
      expect(joined.reduce((sum, m) => sum + m.count, 0)).toBeLessThan(DEMO_MEMBER_COUNT / 2);
      expect(new Set(dashboard.charts.revenue!.map((r) => r.month)).size).toBe(12);
      expect(dashboard.charts.membersPerBranch!.length).toBe(4);
      expect(dashboard.charts.measurementsPerWeek!.every((w) => w.count > 0)).toBe(true);
    });
  },
  { seedDemo: true },
);
