// The money screens' labels (i18n/<lang>/screens/payments.json) load with their chunks, never with /login, and
// say the same things in every language: the same keys, each plural with the forms its language needs.
import { LANGUAGES } from '../../../../i18n';
import { expectSameLabels, type Tree } from '../../helpers/labelTrees';

const labels = (lang: string) => require(`../../../../i18n/${lang}/screens/payments.json`) as Tree;

it('keeps the labels out of the first-load catalogue', () => {
  let resources: Record<string, object> = {};
  jest.isolateModules(() => {
    resources = (require('../../../../i18n') as { resources: Record<string, object> }).resources;
  });
  expect(resources.tr).not.toHaveProperty('payments.screen');
});

it('has the same labels in every language, plurals in the forms each needs', () => {
  expectSameLabels(Object.fromEntries(LANGUAGES.map((lang) => [lang, labels(lang)])));
});
