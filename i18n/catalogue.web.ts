// The translation files in the SPA's build: webpack bundles every `<lang>/<area>.json` (require.context), the
// same files catalogue.ts reads on Node. webpack resolves `./catalogue` to this file (.web.ts comes first).
type Tree = { [key: string]: string | Tree };

const context = require.context('.', true, /^\.\/[a-z]{2}\/[\w-]+\.json$/);

export function loadCatalogue(): Record<string, Tree[]> {
  const byLanguage: Record<string, Tree[]> = {};
  for (const key of context.keys().sort()) {
    const lang = key.split('/')[1];
    (byLanguage[lang] ??= []).push(context(key) as Tree);
  }
  return byLanguage;
}
