// An area's label trees, one per language (i18n/<lang>/<area>.json): their keys, and the check that every language
// says the same things — the same keys, each plural in the forms its language needs (Arabic six).
export type Tree = { [key: string]: string | Tree };

export const labelKeys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'object' ? labelKeys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

const PLURAL = /_(zero|one|two|few|many|other)$/;
const FORMS: Record<string, string[]> = {
  tr: ['one', 'other'],
  en: ['one', 'other'],
  ar: ['zero', 'one', 'two', 'few', 'many', 'other'],
};

export function expectSameLabels(trees: Record<string, Tree>): void {
  const base = (lang: string) =>
    [...new Set(labelKeys(trees[lang]!).map((k) => k.replace(PLURAL, '')))].sort();
  for (const lang of Object.keys(trees)) {
    expect(base(lang)).toEqual(base('tr'));
    const all = labelKeys(trees[lang]!);
    const plurals = new Set(all.filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));
    for (const key of plurals) for (const form of FORMS[lang]!) expect(all).toContain(`${key}_${form}`);
  }
}
