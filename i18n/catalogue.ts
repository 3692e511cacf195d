// The translation files on Node (the server, tools and tests): every `<lang>/<area>.json` beside this file.
// The SPA's build reads the same files through webpack (catalogue.web.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CataloguePart } from './catalogueParts';

type Tree = { [key: string]: string | Tree };

export function loadCatalogue(): Record<string, Tree[]> {
  const byLanguage: Record<string, Tree[]> = {};
  for (const lang of readdirSync(__dirname, { withFileTypes: true })) {
    if (!lang.isDirectory()) continue;
    const dir = path.join(__dirname, lang.name);
    byLanguage[lang.name] = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Tree);
  }
  return byLanguage;
}

/** On Node every part is loaded with the catalogue. */
export const isBundled = (_lang: string, _part: CataloguePart): boolean => true;

/** Nothing to fetch on Node: loadCatalogue() has every file already (the SPA's build loads parts lazily). */
export async function loadCataloguePart(_lang: string, _part: CataloguePart): Promise<Tree[]> {
  return [];
}
