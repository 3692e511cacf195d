// A coach's or nutritionist's progress report on a member (spec part 2 lists only the list; the form is ours):
// member, type, title, period and rich-text content. The author and the approval (status, who, when) are the
// server's: never taken from the body.
import { object, string } from 'yup';
import type { SchemaRecord } from '../schemaRecord';
import { REQUIRED, TOO_LARGE, isoDate, oneOfRequired, requiredId, requiredText } from './fields';

export const REPORT_TYPES = ['progress', 'training', 'nutrition', 'measurement'] as const;
export const REPORT_STATUSES = ['pending', 'approved'] as const;
/** Rich text may carry pasted images as data URLs; this bounds one report (JSON bodies are limited to 1 MiB). */
export const MAX_REPORT_CONTENT = 500_000;

export const reportSchema = object({
  member_id: requiredId(),
  type: oneOfRequired(REPORT_TYPES),
  title: requiredText(),
  period_start: isoDate(),
  period_end: isoDate().test('after-start', 'reports.errors.period_order', function (end) {
    const start = this.parent.period_start as string | undefined;
    return !start || !end || end >= start;
  }),
  content: string().required(REQUIRED).max(MAX_REPORT_CONTENT, TOO_LARGE),
});

// The records as answered (the registry rows name them in `record`).
export type ReportType = (typeof REPORT_TYPES)[number];
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** A progress report on a member; names are computed on read (modules/reports/hooks.ts). */
export type ReportRecord = Omit<SchemaRecord<typeof reportSchema>, 'content'> & ReportServerFields;

/** What the server writes and computes beside the form's fields. */
interface ReportServerFields {
  /** Left out of list answers (the registry's listOmit). */
  content?: string;
  status: ReportStatus;
  author_id: number | null;
  approved_by: number | null;
  approved_at: string | null;
  member_name?: string;
  author_name?: string;
  approver_name?: string;
  created_at?: string;
}
