// The SPA's i18next instance, fed from the one key tree in i18n/ (default tr). The settings slice owns the
// chosen language; LanguageSync (shell) applies it here and to <html lang dir>.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, resources } from '../../../i18n';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(LANGUAGES.map((lang) => [lang, { translation: resources[lang] }])),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false }, // React escapes already
  initAsync: false, // resources are bundled: translate on the first render
  returnNull: false,
  showSupportNotice: false,
});

/**
 * Translations of screens that load lazily (`i18n/<lang>/screens/<area>.json`, outside the first-load catalogue):
 * the area's chunk adds them when it loads, so its labels never weigh on /login. Only SPA labels belong there —
 * the server's error messages stay in the catalogue.
 */
export function addScreenTranslations(trees: Readonly<Record<(typeof LANGUAGES)[number], object>>): void {
  for (const lang of LANGUAGES) i18n.addResourceBundle(lang, 'translation', trees[lang], true, false);
}
