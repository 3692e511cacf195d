// Applies the settings slice to antd: theme (colour scheme, dark algorithm, font size), locale and
// direction, and the dayjs locale; configures notifications (at most 5, bottom right) through antd's App
// (toasts are in lib/useToast). Loaded with the antd routes only (AntdFrame); SettingsSync does the page itself.
import { useEffect, type ReactNode } from 'react';
import './shell.css';
import { App, ConfigProvider, theme } from 'antd';
import { RTL_LANGUAGES } from '../../../i18n';
import { MAX_NOTIFICATIONS, SUCCESS_SECONDS } from '../lib/useToast';
import { useAppSelector } from '../store/hooks';
import { COLOR_SCHEMES } from '../store/settingsModel';
import { ANTD_LOCALES, setDayjsLocale } from './antdLocales';

const BASE_FONT_PX = 14;

export function ThemeProvider({ children }: { children: ReactNode }) {
  const { language, colorScheme, fontSize } = useAppSelector((state) => state.settings.values);
  const scheme = COLOR_SCHEMES[colorScheme];
  const direction = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';

  useEffect(() => {
    setDayjsLocale(language);
  }, [language]);

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
        message={{ duration: SUCCESS_SECONDS }}
        notification={{ placement: 'bottomRight', maxCount: MAX_NOTIFICATIONS }}
      >
        {children}
      </App>
    </ConfigProvider>
  );
}
