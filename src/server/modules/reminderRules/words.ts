// A reminder's words in the member's language: the rule's template for it (Turkish when that one is left empty),
// filled with the values of what it is about — days as the screens write them (02.12.2026 in Turkish,
// 02/12/2026 otherwise), a class's start on the gym's clock, amounts as each language writes lira.
import { formatMoney } from '../../../shared/money/amount';
import { fillTemplate } from '../../../shared/reminders/templates';
import type { ReminderPlaceholder } from '../../../shared/schemas/reminderRules';
import { TEMPLATE_LANGUAGES } from '../../../shared/schemas/reminderRules';
import { wallClockAt } from '../../../shared/classes/wallClock';
import type { Due } from './repository';

export type Language = (typeof TEMPLATE_LANGUAGES)[number];
export type Templates = Record<Language, { subject: string; body: string }>;
export type Values = Record<ReminderPlaceholder, string>;

export const asLanguage = (value: string | null | undefined): Language =>
  (TEMPLATE_LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'tr';

export function formatDay(day: string, lang: Language): string {
  const [y, m, d] = day.slice(0, 10).split('-');
  return lang === 'tr' ? `${d}.${m}.${y}` : `${d}/${m}/${y}`;
}

/** An instant on the gym's clock: its day and HH:mm. */
export function formatStart(iso: string, lang: Language, timeZone: string): string {
  const { day, time } = wallClockAt(Date.parse(iso), timeZone);
  return `${formatDay(day, lang)} ${time}`;
}

export interface Naming {
  memberName: string;
  gymName: string;
  timeZone: string;
  packageName?: string;
  className?: string;
}

/** The placeholders' values of one reminder, in `lang` ('' for what the reminder is not about). */
export function valuesOf(due: Partial<Due>, naming: Naming, lang: Language): Values {
  return {
    member_name: naming.memberName,
    gym_name: naming.gymName,
    package_name: naming.packageName ?? '',
    endtime: due.endtime ? formatDay(due.endtime, lang) : '',
    amount: due.amount === undefined ? '' : formatMoney(due.amount, lang),
    due_date: due.due_date ? formatDay(due.due_date, lang) : '',
    class_name: naming.className ?? '',
    starts_at: due.starts_at ? formatStart(due.starts_at, lang, naming.timeZone) : '',
  };
}

/** The template a member reads: theirs when it has a body, else the Turkish one. */
export function templateFor(
  templates: Templates,
  lang: Language,
): { language: Language; subject: string; body: string } {
  const own = templates[lang];
  if (own?.body?.trim())
    return { language: lang, subject: own.subject || templates.tr.subject, body: own.body };
  return { language: 'tr', subject: templates.tr.subject, body: templates.tr.body };
}

export function render(templates: Templates, lang: Language, values: (lang: Language) => Values) {
  const chosen = templateFor(templates, lang);
  const filled = values(chosen.language);
  return {
    language: chosen.language,
    subject: fillTemplate(chosen.subject, filled),
    body: fillTemplate(chosen.body, filled),
    values: filled,
  };
}
