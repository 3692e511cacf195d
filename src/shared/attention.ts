// "Needs attention": what staff should act on now, each item a member, a reason with its figures and
// the screen where it is resolved. Each kind is answered only to holders of its permissions.
export const ATTENTION_KINDS = [
  'package_ending',
  'lessons_low',
  'unpaid',
  'no_visit',
  'report_pending',
  'training_unapproved',
  'mail_failed',
  'reminder_failed',
] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

/** A running package with this many lessons left or fewer counts as almost spent. */
export const LESSONS_LOW = 2;
/** A member with a running package and no check-in for this many days. */
export const NO_VISIT_DAYS = 14;
/** A reminder that failed this many days ago or less still asks for attention (a newer one will be tried). */
export const REMINDER_FAILED_DAYS = 14;
/** Items answered per kind (the counts are whole). */
export const ATTENTION_ITEMS_PER_KIND = 50;

export interface AttentionItem {
  kind: AttentionKind;
  member: { id: number; name: string } | null;
  /** The reason's figures (days left, lessons left, the last visit …), as its translation uses them. */
  figures: Record<string, string | number | null>;
  /** The SPA path where it is resolved. */
  link: string;
}

export interface AttentionAnswer {
  today: string;
  counts: Partial<Record<AttentionKind, number>>;
  items: AttentionItem[];
}
