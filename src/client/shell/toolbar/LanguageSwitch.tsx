// tr / en / ar as a segmented control; the choice is a setting (saved like the others), applied by
// ThemeProvider. Segmented (not a dropdown menu) keeps the menu component out of /login's first load.
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from '../../../../i18n';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { settingsChanged } from '../../store/settings';

export function LanguageSwitch() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector((state) => state.settings.values.language);
  return (
    <Segmented
      size="small"
      aria-label={t('shell.toolbar.language')}
      value={language}
      options={LANGUAGES.map((lang) => ({
        value: lang,
        label: <span title={t(`shell.languages.${lang}`)}>{lang.toUpperCase()}</span>,
      }))}
      onChange={(value) => {
        if (isLanguage(value)) dispatch(settingsChanged({ language: value }));
      }}
    />
  );
}
