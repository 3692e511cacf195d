// The one key tree of the product, per language, used by the SPA (i18next) and the server (error translations).
// Each language is split by area (`<lang>/<area>.json`, top-level key = area); the files are found by name
// (catalogue.ts on Node, catalogue.web.ts in the webpack build), so adding an area is adding its three files.
import { isBundled, loadCatalogue, loadCataloguePart } from './catalogue';
import type { CataloguePart } from './catalogueParts';

export type { CataloguePart } from './catalogueParts';

export const LANGUAGES = ['tr', 'en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'tr';
export const RTL_LANGUAGES: readonly Language[] = ['ar'];

export type Tree = { [key: string]: string | Tree };

const merge = (parts: Tree[]): Tree => Object.assign({}, ...parts);

const catalogue = loadCatalogue();
export const resources = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, merge(catalogue[lang] ?? [])]),
) as Record<Language, Tree>;

/** Whether a language's part is in `resources` from the start (the SPA bundles only the default's first part). */
export const isLanguagePartBundled = (lang: Language, part: CataloguePart): boolean => isBundled(lang, part);

/**
 * Adds a part of a language that the first load left out (the SPA: see catalogue.web.ts) to `resources`, and
 * returns its trees; on Node everything is loaded already and it returns none.
 */
export async function loadLanguagePart(lang: Language, part: CataloguePart): Promise<Tree[]> {
  const trees = await loadCataloguePart(lang, part);
  for (const tree of trees) mergeTree(resources[lang], tree);
  return trees;
}

/**
 * Copies `source` into `target` subtree by subtree. i18next's store holds these same objects: a part that replaced
 * an area's subtree would drop the keys a screen's chunk had added there (its labels shown in the fallback language).
 */
function mergeTree(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (typeof value === 'string' || current === undefined || typeof current === 'string')
      target[key] = value;
    else mergeTree(current, value);
  }
  return target;
}

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** Looks a dotted key up in one language; undefined when absent. i18next interpolation ({{x}}) is left to callers. */
export function lookup(lang: Language, key: string): string | undefined {
  let node: string | Tree | undefined = resources[lang];
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}
