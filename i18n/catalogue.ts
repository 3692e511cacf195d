// The translation files on Node (the server, tools and tests): every `<lang>/<area>.json` beside this file.
// The SPA's build reads the same files through webpack (catalogue.web.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

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
