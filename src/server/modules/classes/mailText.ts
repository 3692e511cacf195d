// The classes' mails are in Turkish for now: a member's language is not kept yet.
import { lookup } from '../../../../i18n';

/** `key`'s Turkish text with its {{placeholders}} filled. */
export const mailText = (key: string, values: Record<string, string>) =>
  (lookup('tr', key) ?? key).replace(/\{\{(\w+)\}\}/g, (_m, name: string) => values[name] ?? '');
