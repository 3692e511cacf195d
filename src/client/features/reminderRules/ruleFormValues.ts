// Reminder rule form values ↔ API bodies: the three languages' templates always present (an empty English or
// Arabic one falls back to Turkish on the server), the offset as a number (0 for a kind without one), and no
// subject sent for SMS, whose messages have none.
import type { AnyObjectSchema } from 'yup';
import { REQUIRED } from '../../../shared/schemas/fields';
import {
  reminderRuleSchema,
  TEMPLATE_LANGUAGES,
  type ReminderChannel,
  type ReminderKind,
} from '../../../shared/schemas/reminderRules';
import type { Body } from '../../api/resourceClient';
import { hasOffset } from './offsetWords';
import type { ReminderRule } from './types';

export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

export interface TemplateValues {
  subject: string;
  body: string;
}

export interface ReminderRuleValues {
  name: string;
  kind: ReminderKind | '';
  /** Digits typed are text until sent. */
  offset_days: number | string;
  channel: ReminderChannel | '';
  active: number;
  templates: Record<TemplateLanguage, TemplateValues>;
}

const emptyTemplates = (): Record<TemplateLanguage, TemplateValues> => ({
  tr: { subject: '', body: '' },
  en: { subject: '', body: '' },
  ar: { subject: '', body: '' },
});

/** A new rule starts off, so it can be previewed before it reaches anyone. */
export const EMPTY_RULE: ReminderRuleValues = {
  name: '',
  kind: 'package_ending',
  offset_days: 3,
  channel: 'email',
  active: 0,
  templates: emptyTemplates(),
};

export function ruleToValues(rule: ReminderRule, initial: ReminderRuleValues): ReminderRuleValues {
  const stored = (rule.templates ?? {}) as Partial<Record<TemplateLanguage, Partial<TemplateValues> | null>>;
  const templates = emptyTemplates();
  for (const lang of TEMPLATE_LANGUAGES)
    templates[lang] = { subject: stored[lang]?.subject ?? '', body: stored[lang]?.body ?? '' };
  return {
    name: rule.name ?? initial.name,
    kind: rule.kind ?? initial.kind,
    offset_days: rule.offset_days ?? initial.offset_days,
    channel: rule.channel ?? initial.channel,
    active: Number(rule.active ?? initial.active),
    templates,
  };
}

/** The templates as sent: without subjects for SMS (a subject typed before switching channel is not kept). */
export function templatesOf(values: Pick<ReminderRuleValues, 'channel' | 'templates'>) {
  const sms = values.channel === 'sms';
  return Object.fromEntries(
    TEMPLATE_LANGUAGES.map((lang) => [
      lang,
      { subject: sms ? '' : values.templates[lang].subject, body: values.templates[lang].body },
    ]),
  ) as Record<TemplateLanguage, TemplateValues>;
}

export function ruleToBody(values: ReminderRuleValues): Body {
  return {
    name: values.name,
    kind: values.kind,
    offset_days: hasOffset(values.kind) ? Number(values.offset_days) : 0,
    channel: values.channel,
    active: values.active ? 1 : 0,
    templates: templatesOf(values),
  };
}

/** The row's schema, and the Turkish subject the server requires for mail (the schema alone cannot see the channel). */
export const ruleFormSchema: AnyObjectSchema = reminderRuleSchema.test(
  'tr-subject-for-mail',
  REQUIRED,
  function trSubject(value) {
    const rule = value as Partial<ReminderRuleValues> | undefined;
    if (rule?.channel !== 'email' || (rule.templates?.tr?.subject ?? '').trim() !== '') return true;
    return this.createError({ path: 'templates.tr.subject', message: REQUIRED });
  },
);
