// GET attention: what needs staff now, within the caller's reach — packages ending within
// ENDING_SOON_DAYS (the window the dashboard's card and the package list's mark count too) or with lessons almost
// spent, packages with an overdue amount (parts due before today not paid, the kind `unpaid`), members with a running package and no visit for NO_VISIT_DAYS, reports and personal
// trainings waiting for the caller's approval, mail and reminders that failed. A kind is answered only to holders of its list's
// permission; a signed-in caller holding none gets an empty answer.
import type { FastifyInstance } from 'fastify';
import type { AttentionAnswer, AttentionItem, AttentionKind } from '../../../shared/attention';
import { hasAny } from '../../../shared/permissions';
import { signedIn } from '../../auth/guard';
import { businessDay } from '../../../shared/businessDay';
import { memberReach } from '../../resources/memberReach';
import { ENDING_SOON_DAYS } from '../../../shared/schemas/memberPackages';
import { toLira } from '../../../shared/money/amount';
import {
  endingPackages,
  failedMail,
  failedReminders,
  lowLessonPackages,
  membersAway,
  pendingReports,
  overduePackages,
  unapprovedTrainings,
  type Scope,
} from './repository';

type Row = Record<string, unknown>;
const num = (v: unknown) => Number(v);
const member = (r: Row) =>
  r.member_id === null || r.member_id === undefined
    ? null
    : { id: num(r.member_id), name: String(r.member_name ?? '') };
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export default async function attentionRoutes(app: FastifyInstance) {
  const doc = {
    summary: 'What needs attention today (counts and items), within the caller’s permissions and members',
  };
  app.get('/attention', signedIn(doc), async (request): Promise<AttentionAnswer> => {
    const principal = request.principal!;
    const today = businessDay();
    const scope: Scope = { db: app.db, today, members: memberReach(principal), callerId: principal.userId };
    const can = (...keys: string[]) => keys.every((key) => hasAny(principal.permissions, key));
    const answer: AttentionAnswer = { today, counts: {}, items: [] };
    const add = (
      kind: AttentionKind,
      found: { count: number; rows: Row[] },
      item: (r: Row) => Omit<AttentionItem, 'kind'>,
    ) => {
      answer.counts[kind] = found.count;
      answer.items.push(...found.rows.map((r) => ({ kind, ...item(r) })));
    };
    const packageLink = (r: Row) => `/member-edit/${num(r.member_id)}/package-informations`;

    if (can('MEMBER_PACKAGE_SEARCH')) {
      add('package_ending', await endingPackages(scope, ENDING_SOON_DAYS), (r) => ({
        member: member(r),
        figures: { endtime: String(r.endtime), days: daysBetween(today, String(r.endtime)) },
        link: packageLink(r),
      }));
      add('lessons_low', await lowLessonPackages(scope), (r) => ({
        member: member(r),
        figures: { left: num(r.lesson_count) - num(r.used_lessons), lessons: num(r.lesson_count) },
        link: packageLink(r),
      }));
      // Overdue: what is left of the parts due before today (lira), the oldest one's day and how late it is; the
      // package's price and end as before.
      add('unpaid', await overduePackages(scope), (r) => ({
        member: member(r),
        figures: {
          amount: toLira(num(r.overdue)),
          due_date: String(r.due_date),
          days: daysBetween(String(r.due_date), today),
          price: toLira(num(r.price)),
          endtime: String(r.endtime),
        },
        link: packageLink(r),
      }));
      if (can('CHECKINS_SEARCH'))
        add('no_visit', await membersAway(scope), (r) => ({
          member: member(r),
          figures: {
            last_visit: r.last_visit ? String(r.last_visit) : null,
            days: r.last_visit ? daysBetween(String(r.last_visit), today) : null,
          },
          link: `/member-edit/${num(r.member_id)}/checkins`,
        }));
    }
    if (can('REPORTS_APPROVE'))
      add('report_pending', await pendingReports(scope), (r) => ({
        member: member(r),
        figures: { title: String(r.title ?? ''), since: String(r.created_at).slice(0, 10) },
        link: `/report-edit/${num(r.id)}`,
      }));
    if (can('PERSONAL_TRAININGS_APPROVE'))
      add('training_unapproved', await unapprovedTrainings(scope), (r) => ({
        member: member(r),
        figures: {
          start_date: String(r.start_date ?? ''),
          sports: num(r.sports_program_status),
          diet: num(r.diet_status),
        },
        link: `/personalTrainings-edit/${num(r.id)}/general-informations`,
      }));
    if (can('NOTIFICATIONS'))
      add('mail_failed', await failedMail(scope), (r) => ({
        member: member(r),
        figures: {
          title: String(r.title ?? ''),
          failed_at: r.failed_at ? String(r.failed_at).slice(0, 10) : null,
        },
        link: packageLink(r),
      }));
    if (can('REMINDERS_SEARCH'))
      add('reminder_failed', await failedReminders(scope), (r) => ({
        member: member(r),
        figures: {
          rule_name: String(r.rule_name ?? ''),
          day: String(r.day),
          channel: String(r.channel),
          error: r.error ? String(r.error).slice(0, 200) : null,
        },
        link: `/member-edit/${num(r.member_id)}/reminders`,
      }));
    return answer;
  });
}
