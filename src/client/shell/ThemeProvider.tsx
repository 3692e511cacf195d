// Applies the settings slice to the page: antd theme (colour scheme, dark algorithm, font size), locale and
// direction; i18next language; <html lang dir> and the 62.5% × factor root font size. Also configures
// notifications (at most 5, bottom right) through antd's App; toasts are in lib/useToast.
import { useEffect, type ReactNode } from 'react';
import './shell.css';
import { App, ConfigProvider, theme } from 'antd';
import { RTL_LANGUAGES } from '../../../i18n';
import { i18n } from '../lib/i18n';
import { MAX_NOTIFICATIONS, TOAST_SECONDS } from '../lib/useToast';
import { useAppSelector } from '../store/hooks';
import { COLOR_SCHEMES } from '../store/settingsModel';
import { ANTD_LOCALES, setDayjsLocale } from './antdLocales';

const BASE_FONT_PX = 14;

export function ThemeProvider({ children }: { children: ReactNode }) {
  const { language, colorScheme, fontSize } = useAppSelector((state) => state.settings.values);
  const scheme = COLOR_SCHEMES[colorScheme];
  const direction = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';

  // Synchronously before paint would be nicer, but i18next.changeLanguage re-renders translators itself.
  useEffect(() => {
    void i18n.changeLanguage(language);
    setDayjsLocale(language);
    document.documentElement.lang = language;
    document.documentElement.dir = direction;
  }, [language, direction]);

  useEffect(() => {
    document.documentElement.style.fontSize = `${62.5 * fontSize}%`;
    document.documentElement.dataset.theme = scheme.dark ? 'dark' : 'light';
  }, [fontSize, scheme.dark]);

  return (
    <ConfigProvider
      locale={ANTD_LOCALES[language]}
      direction={direction}
      theme={{
        algorithm: scheme.dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: { colorPrimary: scheme.primary, fontSize: Math.round(BASE_FONT_PX * fontSize) },
      }}
    >
      <App
        message={{ duration: TOAST_SECONDS }}
        notification={{ placement: 'bottomRight', maxCount: MAX_NOTIFICATIONS }}
      >
        {children}
      </App>
    </ConfigProvider>
  );
}
