// Sets the browser tab title from an i18n key, following language changes.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function usePageTitle(titleKey: string): void {
  const { t } = useTranslation();
  const title = t(titleKey);
  const app = t('shell.app_name');
  useEffect(() => {
    document.title = `${title} · ${app}`;
  }, [title, app]);
}
