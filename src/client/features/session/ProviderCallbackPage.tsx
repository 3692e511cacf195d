// /login/callback: the identity provider sends the browser back here with the authorization code. The code is
// exchanged (PKCE) for the provider's tokens, the product's sign-in starts with them, and /login takes over: it
// shows the progress, the refusal if any, and sends a signed-in user on to the path first asked for. Coming back
// from the profile's 'link my account', the signed-in user's account is linked instead, and the profile says so.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../store/hooks';
import { providerSignInFailed } from '../../store/session';
import { linkIdentity, login } from '../../store/sessionThunks';
import { usePageTitle } from '../../shell/usePageTitle';
import { loadProviderConfig } from '../../api/providerConfig';
import './login.css';

export default function ProviderCallbackPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const started = useRef(false);
  usePageTitle('session.login.title');

  useEffect(() => {
    // StrictMode runs effects twice; a code can be exchanged only once.
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const config = await loadProviderConfig();
        if (!config) throw new Error(t('session.login.provider_off'));
        const { finishSignIn } = await import(/* webpackChunkName: "oidc" */ '../../lib/oidcClient');
        const { idToken, accessToken, from, link } = await finishSignIn(config);
        if (link) {
          // 'Link my account' from the profile: the signed-in user is tied to this subject; the profile says how.
          const linked = await dispatch(linkIdentity({ idToken }));
          const outcome = linkIdentity.fulfilled.match(linked) ? 'linked' : (linked.payload ?? 'failed');
          navigate('/profile', { replace: true, state: { identity: outcome } });
          return;
        }
        void dispatch(login({ idToken, accessToken }));
        navigate('/login', { replace: true, state: from ? { from } : null });
      } catch (error) {
        dispatch(
          providerSignInFailed(error instanceof Error && error.message ? error.message : String(error)),
        );
        navigate('/login', { replace: true });
      }
    })();
  }, [dispatch, navigate, t]);

  return (
    <div className="login-page">
      <main className="login-card" aria-busy="true">
        <p className="login-subtitle" role="status">
          <span className="login-spinner" aria-hidden="true" /> {t('session.login.provider_returning')}
        </p>
      </main>
    </div>
  );
}
