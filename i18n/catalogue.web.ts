// The translation files in the SPA's build: the same `<lang>/<area>.json` files catalogue.ts reads on Node, found
// by webpack at build time (webpack resolves `./catalogue` to this file: .web.ts comes first). Only the plain
// pages' keys of the default language are in the first load (/login, the loading and error screens: generic,
// session, shell); the rest arrives as one chunk per language and part when a screen needs it (lib/i18n.ts).
// The patterns are literals because webpack reads them while building; 'tr' is DEFAULT_LANGUAGE (index.ts).
import type { CataloguePart } from './catalogueParts';

type Tree = { [key: string]: string | Tree };
type LazyContext = { keys(): string[]; (id: string): Promise<unknown> };

const firstLoad = import.meta.webpackContext('./tr', {
  recursive: false,
  regExp: /^\.\/(generic|session|shell)\.json$/,
});

const lazyParts: Record<string, Partial<Record<CataloguePart, LazyContext>>> = {
  tr: {
    rest: import.meta.webpackContext('./tr', {
      recursive: false,
      regExp: /^\.\/(?!(generic|session|shell)\.json$)[\w-]+\.json$/,
      mode: 'lazy-once',
      chunkName: 'i18n-tr',
    }),
  },
  en: {
    first: import.meta.webpackContext('./en', {
      recursive: false,
      regExp: /^\.\/(generic|session|shell)\.json$/,
      mode: 'lazy-once',
      chunkName: 'i18n-en-first',
    }),
    rest: import.meta.webpackContext('./en', {
      recursive: false,
      regExp: /^\.\/(?!(generic|session|shell)\.json$)[\w-]+\.json$/,
      mode: 'lazy-once',
      chunkName: 'i18n-en',
    }),
  },
  ar: {
    first: import.meta.webpackContext('./ar', {
      recursive: false,
      regExp: /^\.\/(generic|session|shell)\.json$/,
      mode: 'lazy-once',
      chunkName: 'i18n-ar-first',
    }),
    rest: import.meta.webpackContext('./ar', {
      recursive: false,
      regExp: /^\.\/(?!(generic|session|shell)\.json$)[\w-]+\.json$/,
      mode: 'lazy-once',
      chunkName: 'i18n-ar',
    }),
  },
};

export function loadCatalogue(): Record<string, Tree[]> {
  return {
    tr: firstLoad
      .keys()
      .sort()
      .map((key) => firstLoad(key) as Tree),
  };
}

/** Whether a part is in the bundle already (nothing to fetch): the default language's first part. */
export const isBundled = (lang: string, part: CataloguePart): boolean => lang === 'tr' && part === 'first';

/** One language's part that is not in the first load yet (none: nothing to fetch). */
export async function loadCataloguePart(lang: string, part: CataloguePart): Promise<Tree[]> {
  const context = lazyParts[lang]?.[part];
  if (!context) return [];
  const keys = context.keys().sort();
  return (await Promise.all(keys.map((key) => context(key)))) as Tree[];
}
