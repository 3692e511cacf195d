// Reminder rules: their templates use only the known placeholders (400 naming the unknown one, on its field), a
// mail rule has a Turkish subject; `_preview` fills a rule's templates for a real member within the caller's
// reach, from what the member has (their package, their part left to pay, their next class), in a language.
import { unknownPlaceholders } from '../../../shared/reminders/templates';
import { TEMPLATE_LANGUAGES } from '../../../shared/schemas/reminderRules';
import type { ReminderKind } from '../../../shared/schemas/reminderRules';
import { wallClockAt } from '../../../shared/classes/wallClock';
import { REQUIRED } from '../../../shared/schemas/fields';
import { invalidBecause, validationFailed } from '../../http/errors';
import { defineHooks } from '../../resources/hooks';
import { memberReach } from '../../resources/memberReach';
import { packageNames } from '../../db/repositories/memberPackages';
import { classTypeNames, memberInReach, previewSubject, recipients } from './repository';
import { asLanguage, render, valuesOf, type Templates } from './words';

const UNKNOWN = 'reminderRules.errors.unknown_placeholder';

/** 400 on the first template field naming a placeholder no reminder knows. */
export function checkTemplates(templates: Templates): void {
  for (const lang of TEMPLATE_LANGUAGES)
    for (const part of ['subject', 'body'] as const) {
      const [unknown] = unknownPlaceholders(templates[lang]?.[part] ?? '');
      if (unknown !== undefined)
        throw invalidBecause(UNKNOWN, { [`templates.${lang}.${part}`]: UNKNOWN }, 1, {
          placeholder: `{${unknown}}`,
        });
    }
}

export default defineHooks<'reminder_rules'>({
  async check(input) {
    const templates = input.templates as Templates;
    checkTemplates(templates);
    if (input.channel === 'email' && !templates.tr.subject?.trim())
      throw validationFailed({ 'templates.tr.subject': REQUIRED });
  },
  operations: {
    async preview({ db, body, principal, config }) {
      const memberId = Number(body.member_id);
      if (!(await memberInReach(db, memberId, memberReach(principal))))
        throw validationFailed({ member_id: 'generic.fields.not_found' });
      const templates = body.templates as Templates;
      checkTemplates(templates);
      const timeZone = config.classes.timeZone;
      const day = wallClockAt(Date.now(), timeZone).day;
      const subject = await previewSubject(db, body.kind as ReminderKind, memberId, day);
      const [members, packages, classes] = await Promise.all([
        recipients(db, [memberId]),
        packageNames(db, subject.package_id ? [subject.package_id] : []),
        classTypeNames(db, subject.class_type_id ? [subject.class_type_id] : []),
      ]);
      const words = render(templates, asLanguage(String(body.language)), (lang) =>
        valuesOf(
          subject,
          {
            memberName: members.get(memberId)?.name ?? '',
            gymName: config.gymName,
            timeZone,
            packageName: subject.package_id ? packages.get(subject.package_id) : undefined,
            className: subject.class_type_id ? classes.get(subject.class_type_id) : undefined,
          },
          lang,
        ),
      );
      return { ...words, subject: body.channel === 'sms' ? '' : words.subject };
    },
  },
});
