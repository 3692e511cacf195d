// Screen translations load with their area's chunk: absent from the first-load catalogue, present in every
// language once the area's module is imported.
import { resources } from '../../../i18n';
import { i18n } from '../../../src/client/lib/i18n';

it("adds an area's screen labels in every language when its chunk loads", async () => {
  expect(resources.tr).not.toHaveProperty('measurements');
  expect(i18n.exists('measurements.title')).toBe(false);
  await import('../../../src/client/features/memberProgress/translations');
  expect(i18n.t('measurements.title', { lng: 'tr' })).toBe('Ölçümler');
  expect(i18n.t('measurements.title', { lng: 'en' })).toBe('Measurements');
  expect(i18n.t('measurements.title', { lng: 'ar' })).toBe('القياسات');
  // The catalogue's own keys are untouched.
  expect(i18n.t('components.actions.save', { lng: 'en' })).toBe('Save');
});
