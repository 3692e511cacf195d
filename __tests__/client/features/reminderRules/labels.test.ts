// The reminders' labels say the same things in every language: the same keys, each plural with the forms its
// language needs (Arabic six); and the server's message about an unknown placeholder, word for word.
import ar from '../../../../i18n/ar/reminderRules.json';
import en from '../../../../i18n/en/reminderRules.json';
import tr from '../../../../i18n/tr/reminderRules.json';
import {
  DELIVERY_STATUSES,
  REMINDER_KINDS,
  REMINDER_PLACEHOLDERS,
} from '../../../../src/shared/schemas/reminderRules';
import { expectSameLabels, labelKeys } from '../../helpers/labelTrees';

it('has the same labels in every language, plurals in the forms each needs', () => {
  expectSameLabels({ tr, en, ar });
});

it('labels every kind, status, placeholder and kind hint', () => {
  const all = labelKeys(tr);
  for (const kind of REMINDER_KINDS) {
    expect(all).toContain(`reminderRules.options.kind.${kind}`);
    expect(all).toContain(`reminderRules.kind_hints.${kind}`);
  }
  for (const status of DELIVERY_STATUSES)
    expect(all).toContain(`reminderDeliveries.options.status.${status}`);
  for (const placeholder of REMINDER_PLACEHOLDERS)
    expect(all).toContain(`reminderRules.placeholders.${placeholder}`);
});

it("words the server's unknown placeholder message as the server expects", () => {
  expect(tr.reminderRules.errors.unknown_placeholder).toBe('Bilinmeyen yer tutucu: {{placeholder}}');
  expect(en.reminderRules.errors.unknown_placeholder).toBe('Unknown placeholder: {{placeholder}}');
  expect(ar.reminderRules.errors.unknown_placeholder).toBe('عنصر نائب غير معروف: {{placeholder}}');
  expect(tr.reminderRules.title).toBe('Hatırlatma kuralları');
  expect(tr.reminderDeliveries.title).toBe('Hatırlatma gönderimleri');
});
