// The money screens' labels (i18n/<lang>/screens/payments.json) load with their chunks, never with /login, and
// say the same things in every language: the same keys, each plural with the forms its language needs.
import { LANGUAGES } from '../../../../i18n';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
const PLURAL = /_(zero|one|two|few|many|other)$/;
const FORMS: Record<string, string[]> = {
  tr: ['one', 'other'],
  en: ['one', 'other'],
  ar: ['zero', 'one', 'two', 'few', 'many', 'other'],
};

const labels = (lang: string) => require(`../../../../i18n/${lang}/screens/payments.json`) as Tree;

it('keeps the labels out of the first-load catalogue', () => {
  let resources: Record<string, object> = {};
  jest.isolateModules(() => {
    resources = (require('../../../../i18n') as { resources: Record<string, object> }).resources;
  });
  expect(resources.tr).not.toHaveProperty('payments.screen');
});

it('has the same labels in every language, plurals in the forms each needs', () => {
  const base = (lang: string) => [...new Set(keys(labels(lang)).map((k) => k.replace(PLURAL, '')))].sort();
  for (const lang of LANGUAGES) {
    expect(base(lang)).toEqual(base('tr'));
    const plurals = new Set(
      keys(labels(lang))
        .filter((k) => PLURAL.test(k))
        .map((k) => k.replace(PLURAL, '')),
    );
    for (const key of plurals)
      for (const form of FORMS[lang]!) expect(keys(labels(lang))).toContain(`${key}_${form}`);
  }
});
