// /login: guests only, no navbar, toolbar or footer; a language choice stays available.
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../shell/toolbar/LanguageSwitch';
import { usePageTitle } from '../../shell/usePageTitle';
import { LoginForm } from './LoginForm';

export default function LoginPage() {
  const { t } = useTranslation();
  usePageTitle('session.login.title');
  return (
    <Flex vertical align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 400 }} extra={<LanguageSwitch />} title={t('shell.app_name')}>
        <Typography.Title level={3}>{t('session.login.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('session.login.subtitle')}</Typography.Paragraph>
        <LoginForm />
      </Card>
    </Flex>
  );
}
