// The SPA's i18next instance, fed from the one key tree in i18n/ (default tr). The settings slice owns the
// chosen language; SettingsSync (shell) applies it here and to <html lang dir>.
//
// Translations load in parts (i18n/catalogue.web.ts): the first load carries only the default language's
// plain-page keys; a language's other part arrives before it is shown (switchLanguage), and every area's keys
// once the application frame loads (loadAllTranslations, with the frame's chunk).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isLanguagePartBundled,
  LANGUAGES,
  loadLanguagePart,
  resources,
  type CataloguePart,
  type Language,
} from '../../../i18n';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(LANGUAGES.map((lang) => [lang, { translation: resources[lang] }])),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false }, // React escapes already
  initAsync: false, // the first part is bundled: translate on the first render
  returnNull: false,
  showSupportNotice: false,
});

const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>(
  LANGUAGES.flatMap((lang) =>
    (['first', 'rest'] as const)
      .filter((part) => isLanguagePartBundled(lang, part))
      .map((part) => `${lang}:${part}`),
  ),
);

function loadPart(lang: Language, part: CataloguePart): Promise<void> {
  const key = `${lang}:${part}`;
  let done = loading.get(key);
  if (!done) {
    done = loadLanguagePart(lang, part).then((trees) => {
      for (const tree of trees) i18n.addResourceBundle(lang, 'translation', tree, true, true);
      loaded.add(key);
    });
    done.catch(() => loading.delete(key)); // a failed chunk is fetched again next time
    loading.set(key, done);
  }
  return done;
}

/** Which parts a language needs: the plain pages', and every area's once the frame is up. */
let wanted: CataloguePart[] = ['first'];
/** The language being switched to (shown once its parts are here). */
let target = DEFAULT_LANGUAGE as Language;

const isLoaded = (lang: Language) => wanted.every((part) => loaded.has(`${lang}:${part}`));

async function loadLanguage(lang: Language): Promise<void> {
  // `wanted` may grow while a part loads (the frame arrived): loop until every wanted part is here.
  while (!isLoaded(lang)) await Promise.all(wanted.map((part) => loadPart(lang, part)));
}

/**
 * Shows `lang` once its translations are here (the current language stays on screen meanwhile): at once when
 * they are (undefined), else when its chunk has arrived (the promise).
 */
export function switchLanguage(lang: Language): Promise<void> | undefined {
  target = lang;
  const show = () => {
    // i18next switches synchronously when the resources are there (no backend).
    if (target === lang && i18n.language !== lang) void i18n.changeLanguage(lang);
  };
  if (!isLoaded(lang)) return loadLanguage(lang).then(show);
  show();
  return undefined;
}

/** Every area's keys, in the languages shown and chosen and in any chosen later: the frame loads them first. */
export async function loadAllTranslations(): Promise<void> {
  wanted = ['first', 'rest'];
  await Promise.all([loadLanguage(i18n.language as Language), loadLanguage(target)]);
}

/**
 * Translations of screens that load lazily (`i18n/<lang>/screens/<area>.json`, outside the first-load catalogue):
 * the area's chunk adds them when it loads, so its labels never weigh on /login. Only SPA labels belong there —
 * the server's error messages stay in the catalogue.
 */
export function addScreenTranslations(trees: Readonly<Record<(typeof LANGUAGES)[number], object>>): void {
  for (const lang of LANGUAGES) i18n.addResourceBundle(lang, 'translation', trees[lang], true, false);
}
