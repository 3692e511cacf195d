// /login: guests only, no navbar, toolbar or footer; a language choice stays available.
// Plain markup and CSS (login.css, in antd's look: font, primary colour, 8 px radius) instead of antd:
// the first load of the product stays small.
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shell/usePageTitle';
import { LanguageMenu } from './LanguageMenu';
import { LoginForm } from './LoginForm';
import { ProviderSignIn } from './ProviderSignIn';
import './login.css';

export default function LoginPage() {
  const { t } = useTranslation();
  usePageTitle('session.login.title');
  return (
    <div className="login-page">
      <main className="login-card" aria-labelledby="login-title">
        <div className="login-card-head">
          <strong className="login-brand">{t('shell.app_name')}</strong>
          <LanguageMenu />
        </div>
        <h1 id="login-title">{t('session.login.title')}</h1>
        <p className="login-subtitle">{t('session.login.subtitle')}</p>
        <LoginForm />
        <ProviderSignIn />
      </main>
    </div>
  );
}
