// Applies the settings slice to the page without antd (part of the light first load): i18next language,
// <html lang dir>, the 62.5% × factor root font size, the colour scheme as data-theme and --app-primary
// (the plain /login and loading screens read those). ThemeProvider applies the same settings to antd.
import { useEffect, type ReactNode } from 'react';
import './base.css';
import { RTL_LANGUAGES } from '../../../i18n';
import { switchLanguage } from '../lib/i18n';
import { useAppSelector } from '../store/hooks';
import { COLOR_SCHEMES } from '../store/settingsModel';

export function SettingsSync({ children }: { children: ReactNode }) {
  const { language, colorScheme, fontSize } = useAppSelector((state) => state.settings.values);
  const scheme = COLOR_SCHEMES[colorScheme];
  const direction = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';

  // The page turns to a language once its translations are here (a chunk, unless bundled or loaded already):
  // text, lang and dir change together. i18next re-renders the translators itself.
  useEffect(() => {
    let current = true;
    const applied = () => {
      if (!current) return;
      document.documentElement.lang = language;
      document.documentElement.dir = direction;
    };
    const loading = switchLanguage(language);
    if (loading) void loading.then(applied);
    else applied();
    return () => {
      current = false;
    };
  }, [language, direction]);

  useEffect(() => {
    const root = document.documentElement;
    root.style.fontSize = `${62.5 * fontSize}%`;
    root.dataset.theme = scheme.dark ? 'dark' : 'light';
    root.style.setProperty('--app-primary', scheme.primary);
  }, [fontSize, scheme.dark, scheme.primary]);

  return children;
}
