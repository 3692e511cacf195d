// Applies the settings slice to antd: theme (colour scheme, dark algorithm, font size), locale and
// direction, motion (none when the system asks for less), and the dayjs locale; configures notifications (at most 5, bottom right) through antd's App
// (toasts are in lib/useToast). Loaded with the antd routes only (AntdFrame); SettingsSync does the page itself.
import { useEffect, useMemo, type ReactNode } from 'react';
import './shell.css';
import { App, ConfigProvider } from 'antd';
import { RTL_LANGUAGES } from '../../../i18n';
import { MAX_NOTIFICATIONS, SUCCESS_SECONDS } from '../lib/useToast';
import { useAppSelector } from '../store/hooks';
import { ANTD_LOCALES, setDayjsLocale } from './antdLocales';
import { themeConfig } from './themeTokens';
import { useReducedMotion } from './useReducedMotion';

export function ThemeProvider({ children }: { children: ReactNode }) {
  const { language, colorScheme, fontSize } = useAppSelector((state) => state.settings.values);
  const direction = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
  const reducedMotion = useReducedMotion();
  const theme = useMemo(
    () => themeConfig(colorScheme, fontSize, reducedMotion),
    [colorScheme, fontSize, reducedMotion],
  );

  useEffect(() => {
    setDayjsLocale(language);
  }, [language]);

  return (
    <ConfigProvider locale={ANTD_LOCALES[language]} direction={direction} theme={theme}>
      <App
        message={{ duration: SUCCESS_SECONDS }}
        notification={{ placement: 'bottomRight', maxCount: MAX_NOTIFICATIONS }}
      >
        {children}
      </App>
    </ConfigProvider>
  );
}
