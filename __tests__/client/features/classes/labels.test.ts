// The classes' labels say the same things in every language: the same keys, each plural with the forms its
// language needs (Arabic six).
import ar from '../../../../i18n/ar/classes.json';
import en from '../../../../i18n/en/classes.json';
import tr from '../../../../i18n/tr/classes.json';

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
const LABELS: Record<string, Tree> = { tr, en, ar };

it('has the same labels in every language, plurals in the forms each needs', () => {
  const base = (lang: string) => [...new Set(keys(LABELS[lang]!).map((k) => k.replace(PLURAL, '')))].sort();
  for (const lang of Object.keys(LABELS)) {
    expect(base(lang)).toEqual(base('tr'));
    const all = keys(LABELS[lang]!);
    const plurals = new Set(all.filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));
    for (const key of plurals) for (const form of FORMS[lang]!) expect(all).toContain(`${key}_${form}`);
  }
});
