// 'Sign in with …' on /login, shown only when the server has an identity provider configured.
// Pressing it loads the OIDC client (its own chunk) and leaves for the provider's sign-in page.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { chooseErrorMessage } from '../../api/http';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { providerSignInFailed } from '../../store/session';
import { useProviderConfig } from '../../api/providerConfig';

export function ProviderSignIn() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const config = useProviderConfig();
  const signingIn = useAppSelector((state) => state.session.status === 'signingIn');
  const [leaving, setLeaving] = useState(false);
  if (!config) return null;

  const start = async () => {
    setLeaving(true);
    try {
      const { startSignIn } = await import(/* webpackChunkName: "oidc" */ '../../lib/oidcClient');
      await startSignIn(config, (location.state as { from?: string } | null)?.from);
    } catch (error) {
      setLeaving(false);
      dispatch(
        providerSignInFailed(
          error instanceof Error && error.message ? error.message : chooseErrorMessage(error),
        ),
      );
    }
  };

  return (
    <div className="login-provider">
      <div className="login-divider" role="separator">
        {t('session.login.or')}
      </div>
      <button
        type="button"
        className="app-button login-provider-button"
        disabled={leaving || signingIn}
        aria-busy={leaving}
        onClick={() => void start()}
      >
        {leaving && <span className="login-spinner" aria-hidden="true" />}
        {t('session.login.with_provider', { name: config.name })}
      </button>
    </div>
  );
}
