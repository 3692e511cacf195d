// /login: guests only, no navbar, toolbar or footer; a language choice stays available.
// Plain markup with antd tokens instead of Card/Typography keeps the first load small.
import { Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../shell/toolbar/LanguageSwitch';
import { usePageTitle } from '../../shell/usePageTitle';
import { LoginForm } from './LoginForm';

export default function LoginPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  usePageTitle('session.login.title');
  return (
    <Flex vertical align="center" justify="center" style={{ minHeight: '100vh', padding: 16, background: token.colorBgLayout }}>
      <main
        style={{
          width: '100%',
          maxWidth: 400,
          padding: 32,
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          boxShadow: token.boxShadowTertiary,
          color: token.colorText,
        }}
      >
        <Flex justify="space-between" align="center" gap={8}>
          <strong>{t('shell.app_name')}</strong>
          <LanguageSwitch />
        </Flex>
        <h1 style={{ fontSize: token.fontSizeHeading3, marginBlock: '24px 4px' }}>{t('session.login.title')}</h1>
        <p style={{ color: token.colorTextSecondary, marginBlock: '0 24px' }}>{t('session.login.subtitle')}</p>
        <LoginForm />
      </main>
    </Flex>
  );
}
