// Sets the browser tab title from an i18n key, following language changes, and publishes the title to the
// shell, which writes it as the screen's one <h1> (PageHeading; visually hidden, the cards show it too).
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

let current = '';
const listeners = new Set<() => void>();

function publish(title: string) {
  current = title;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The title the shown screen set, '' before any. */
export function useCurrentPageTitle(): string {
  return useSyncExternalStore(subscribe, () => current);
}

export function usePageTitle(titleKey: string): void {
  const { t } = useTranslation();
  const title = t(titleKey);
  const app = t('shell.app_name');
  useEffect(() => {
    document.title = `${title} · ${app}`;
    publish(title);
  }, [title, app]);
}
