// Applies the settings slice to the page without antd (part of the light first load): i18next language,
// <html lang dir>, the 62.5% × factor root font size, the colour scheme as data-theme and --app-primary
// (the plain /login and loading screens read those). ThemeProvider applies the same settings to antd.
import { useEffect, type ReactNode } from 'react';
import './base.css';
import { RTL_LANGUAGES } from '../../../i18n';
import { i18n } from '../lib/i18n';
import { useAppSelector } from '../store/hooks';
import { COLOR_SCHEMES } from '../store/settingsModel';

export function SettingsSync({ children }: { children: ReactNode }) {
  const { language, colorScheme, fontSize } = useAppSelector((state) => state.settings.values);
  const scheme = COLOR_SCHEMES[colorScheme];
  const direction = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';

  // i18next.changeLanguage re-renders the translators itself; resources are bundled, so it is synchronous.
  useEffect(() => {
    void i18n.changeLanguage(language);
    document.documentElement.lang = language;
    document.documentElement.dir = direction;
  }, [language, direction]);

  useEffect(() => {
    const root = document.documentElement;
    root.style.fontSize = `${62.5 * fontSize}%`;
    root.dataset.theme = scheme.dark ? 'dark' : 'light';
    root.style.setProperty('--app-primary', scheme.primary);
  }, [fontSize, scheme.dark, scheme.primary]);

  return children;
}
