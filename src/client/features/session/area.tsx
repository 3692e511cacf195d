// Sign-in and sign-out pages: outside the shell frame; /login also without antd (small first load).
import type { Area } from '../../shell/area';
import { lazyPage } from '../../shell/lazyPage';

const LoginPage = lazyPage(() => import(/* webpackChunkName: "login" */ './LoginPage'));
const ProviderCallbackPage = lazyPage(
  () => import(/* webpackChunkName: "login-callback" */ './ProviderCallbackPage'),
);
const LogoutPage = lazyPage(() => import(/* webpackChunkName: "logout" */ './LogoutPage'));

export const area: Area = {
  routes: [
    { path: '/login', access: 'onlyGuest', frame: 'plain', element: <LoginPage /> },
    // The identity provider's redirect back (authorization code with PKCE): a guest signing in, or a signed-in
    // user linking their account from the profile — so open to both.
    { path: '/login/callback', frame: 'plain', element: <ProviderCallbackPage /> },
    { path: '/logout', frame: 'bare', element: <LogoutPage /> },
  ],
};
