// Sign-in and sign-out pages: outside the shell frame; /login also without antd (small first load).
import { lazy } from 'react';
import type { Area } from '../../shell/area';

const LoginPage = lazy(() => import(/* webpackChunkName: "login" */ './LoginPage'));
const ProviderCallbackPage = lazy(
  () => import(/* webpackChunkName: "login-callback" */ './ProviderCallbackPage'),
);
const LogoutPage = lazy(() => import(/* webpackChunkName: "logout" */ './LogoutPage'));

export const area: Area = {
  routes: [
    { path: '/login', access: 'onlyGuest', frame: 'plain', element: <LoginPage /> },
    // The identity provider's redirect back (authorization code with PKCE): a guest signing in, or a signed-in
    // user linking their account from the profile — so open to both.
    { path: '/login/callback', frame: 'plain', element: <ProviderCallbackPage /> },
    { path: '/logout', frame: 'bare', element: <LogoutPage /> },
  ],
};
