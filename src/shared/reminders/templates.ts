// A reminder's words: `{placeholder}`s in a rule's subject and body, checked against the known ones and filled
// with a member's values. Shared so the form and the server read a template the same way.
import { REMINDER_PLACEHOLDERS, type ReminderPlaceholder } from '../schemas/reminderRules';

const PLACEHOLDER = /\{([^{}\s]*)\}/g;

const KNOWN = new Set<string>(REMINDER_PLACEHOLDERS);

/** The `{names}` a text uses, in order, once each. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

/** The names a text uses that no reminder knows (`{membername}`), in order. */
export const unknownPlaceholders = (text: string): string[] =>
  placeholdersIn(text).filter((name) => !KNOWN.has(name));

/** The text with each known placeholder replaced by its value (an unknown one is left as written). */
export const fillTemplate = (text: string, values: Partial<Record<ReminderPlaceholder, string>>): string =>
  text.replace(PLACEHOLDER, (whole, name: string) =>
    KNOWN.has(name) ? (values[name as ReminderPlaceholder] ?? '') : whole,
  );
