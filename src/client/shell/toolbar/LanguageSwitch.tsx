// tr / en / ar; the choice is a setting (saved like the others), applied by ThemeProvider.
import { Button, Dropdown, Tooltip } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from '../../../../i18n';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { settingsChanged } from '../../store/settings';

export function LanguageSwitch() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector((state) => state.settings.values.language);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: LANGUAGES.map((lang) => ({ key: lang, label: t(`shell.languages.${lang}`) })),
        onClick: ({ key }) => {
          if (isLanguage(key)) dispatch(settingsChanged({ language: key }));
        },
      }}
    >
      <Tooltip title={t('shell.toolbar.language')}>
        <Button type="text" icon={<TranslationOutlined />} aria-label={t('shell.toolbar.language')}>
          {language.toUpperCase()}
        </Button>
      </Tooltip>
    </Dropdown>
  );
}
