// The member file's demo data: packages (unpaid, ending soon, legacy payment keys) on demo members, the three
// questionnaires (sports in two versions for members of longer standing, each answer valid) and a few delivered
// notifications, all readable; a few running packages frozen (one today, its check-in refused), no demo visit
// inside a freeze.
import { ANSWER_SCHEMAS, type ConsultationRecord } from '../../../../src/shared/schemas/consultations';
import {
  LEGACY_PAYMENT_TYPES,
  packageMarks,
  type MemberPackageRecord,
} from '../../../../src/shared/schemas/memberPackages';
import type { NotificationRecord } from '../../../../src/shared/schemas/notifications';
import { describeEachDatabase } from '../../helpers/testApp';
import { businessDay } from '../../../../src/shared/businessDay';

describeEachDatabase(
  'demo member file',
  (t) => {
    it('seeds packages, questionnaires and notifications on the demo members', async () => {
      const token = (await t().login()).access_token;
      const get = <T>(url: string) =>
        t()
          .request({ method: 'GET', url: `/api/v1/${url}`, token })
          .then((r) => r.json<T>());
      const rows = await t().app.db.selectFrom('member_packages').selectAll().execute();
      const today = businessDay();
      expect(rows.some((p) => p.payment_type === 'unpaid')).toBe(true);
      expect(rows.some((p) => packageMarks(p, today).endingSoon)).toBe(true);
      expect(rows.some((p) => (LEGACY_PAYMENT_TYPES as readonly string[]).includes(p.payment_type))).toBe(
        true,
      );

      // A member of the members list's first page (the newest): packages and the three questionnaires.
      const member = (await get<{ id: number }[]>('members?count=1'))[0]!.id;
      const packages = await get<MemberPackageRecord[]>(`members/${member}/packages`);
      expect(packages.length).toBeGreaterThan(0);
      expect(packages.every((p) => p.product_name && p.remaining_lessons! >= 0)).toBe(true);
      const versions = await get<ConsultationRecord[]>(`members/${member}/consultations?count=100`);
      expect(new Set(versions.map((v) => v.type))).toEqual(new Set(['sports', 'cardio', 'nutrition']));
      for (const v of versions)
        await expect(ANSWER_SCHEMAS[v.type].validate(v.answers)).resolves.toBeTruthy();
      // A member of longer standing filled the sports questionnaire again.
      const again = await t()
        .app.db.selectFrom('member_consultations')
        .select('member_id')
        .where('version', '=', 2)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const sports = await get<ConsultationRecord[]>(
        `members/${again.member_id}/consultations?type=sports&count=100`,
      );
      expect(sports.filter((v) => v.type === 'sports').map((v) => v.version)).toEqual([2, 1]);
      const notified = await t()
        .app.db.selectFrom('notifications')
        .select('member_id')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const notes = await get<NotificationRecord[]>(`members/${notified.member_id}/notifications`);
      expect(notes[0]).toMatchObject({ delivery_state: 'sent', channel: 'email' });
    });

    it('freezes a few running packages, one today, their ends moved; no visit falls in a freeze', async () => {
      const token = (await t().login()).access_token;
      const db = t().app.db;
      const today = businessDay();
      const freezes = await db.selectFrom('package_freezes').selectAll().execute();
      expect(freezes.length).toBeGreaterThanOrEqual(3);
      expect(freezes.filter((f) => f.end_day < today).length).toBeGreaterThanOrEqual(2);
      const current = freezes.find((f) => f.start_day <= today && today <= f.end_day);
      expect(current).toBeDefined();
      const pkg = await t().request({
        method: 'GET',
        url: `/api/v1/members/${current!.member_id}/packages/${current!.member_package_id}`,
        token,
      });
      expect(pkg.json<MemberPackageRecord>().freezes).toEqual(
        expect.arrayContaining([expect.objectContaining({ from: current!.start_day, to: current!.end_day })]),
      );
      const visit = await t().request({
        method: 'POST',
        url: `/api/v1/members/${current!.member_id}/checkins`,
        token,
        payload: { member_package_id: current!.member_package_id },
      });
      expect(visit.statusCode).toBe(409);
      const inside = await db
        .selectFrom('checkins')
        .innerJoin('package_freezes', 'package_freezes.member_package_id', 'checkins.member_package_id')
        .select('checkins.id')
        .whereRef('checkins.day', '>=', 'package_freezes.start_day')
        .whereRef('checkins.day', '<=', 'package_freezes.end_day')
        .execute();
      expect(inside).toEqual([]);
    });
  },
  { seedDemo: true },
);
