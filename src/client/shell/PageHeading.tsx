// The screen's one <h1>: the title its page set with usePageTitle (the application's name until then),
// for screen readers and heading navigation. Visually hidden: each screen's card already shows its title.
import { useTranslation } from 'react-i18next';
import { useCurrentPageTitle } from './usePageTitle';

export function PageHeading() {
  const { t } = useTranslation();
  const title = useCurrentPageTitle();
  return <h1 className="visually-hidden">{title || t('shell.app_name')}</h1>;
}
