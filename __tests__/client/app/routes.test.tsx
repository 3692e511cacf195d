import { act, screen, waitFor } from '@testing-library/react';
import { loadAntdFrame, loadShellLayout } from '../../../src/client/shell/preload';
import { settingsChanged } from '../../../src/client/store/settings';
import { mockHttp } from '../api/mockHttp';
import {
  guestSession,
  loginResponse,
  renderWithProviders,
  signedInSession,
} from '../helpers/renderWithProviders';

// The frame's lazy chunks, and the screens the first test opens, are loaded first: on a cold cache (and a busy
// machine) compiling them can outlast findBy's wait, which is for the screen to render, not to compile.
beforeAll(() =>
  Promise.all([
    loadAntdFrame(),
    loadShellLayout(),
    import('../../../src/client/features/session/LoginPage'),
    import('../../../src/client/features/foods/FoodsListPage'),
  ]),
);
beforeEach(() => window.localStorage.clear());

describe('route access', () => {
  it('sends a guest to /login remembering the path, and back there after signing in', async () => {
    mockHttp(() => ({ status: 200, data: loginResponse({ permissions: ['FOODS_SEARCH'] }) }));
    const { router, user } = renderWithProviders({
      app: true,
      preloadedState: { session: guestSession },
      route: '/foods?page=2',
    });

    expect(await screen.findByLabelText('Kullanıcı adı')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/foods?page=2' });

    await user.type(screen.getByLabelText('Kullanıcı adı'), 'ayse');
    await user.type(screen.getByLabelText('Şifre'), 'secret');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Giriş yap' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Giriş yap' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/foods'));
    expect(router.state.location.search).toBe('?page=2');
    // The foods list (its card title; the menu names it too).
    expect(await screen.findByText('Besinler', { selector: '.entity-card-title' })).toBeInTheDocument();
  });

  it('keeps a signed-in user away from /login', async () => {
    const { router } = renderWithProviders({
      app: true,
      preloadedState: { session: signedInSession() },
      route: '/login',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('redirects / to /dashboard, which welcomes the user', async () => {
    const { router } = renderWithProviders({
      app: true,
      preloadedState: { session: signedInSession() },
      route: '/',
    });
    expect(await screen.findByText('Hoş geldiniz, Ayşe Yılmaz')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('lands a user without the dashboard on the first screen their permissions open', async () => {
    mockHttp(() => ({ status: 200, data: [], headers: { 'x-total-count': '0' } }));
    const { router } = renderWithProviders({
      app: true,
      preloadedState: { session: signedInSession({ permissions: ['MEMBERS_SEARCH'] }) },
      route: '/',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/members'));
    expect(screen.queryByText('Bu işlem için yetkiniz yok.')).not.toBeInTheDocument();
    // Reaching only assigned members, an empty list says why.
    expect(await screen.findByText('Yalnız size atanmış üyeler gösterilir.')).toBeInTheDocument();
  });

  it("mounts an area's lazily loaded screen inside the shell, with its translated title", async () => {
    mockHttp(() => ({ status: 200, data: [], headers: { 'x-total-count': '0' } }));
    renderWithProviders({
      app: true,
      preloadedState: { session: signedInSession({ permissions: ['REPORTS_SEARCH'] }) },
      route: '/reports',
    });
    expect(await screen.findByText('Raporlar', { selector: '.entity-card-title' })).toBeInTheDocument();
    expect(await screen.findByText('Herhangi bir veri bulunamadı.')).toBeInTheDocument();
  });

  it('sends the user to /login after a 401 clears the session', async () => {
    const { store, router } = renderWithProviders({
      app: true,
      preloadedState: { session: signedInSession() },
      route: '/profile',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hesabım' })).toBeInTheDocument();
    mockHttp(() => ({ status: 401, data: {} }));
    const { http } = await import('../../../src/client/api/http');
    await act(async () => {
      await http.get('/profile').catch(() => undefined);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(store.getState().session.accessToken).toBeNull();
  });
});

describe('not found', () => {
  it('shows the 404 text with a link home for unknown paths', async () => {
    const { router } = renderWithProviders({
      app: true,
      preloadedState: { session: guestSession },
      route: '/no/such/page',
    });
    expect(await screen.findByText('Aradığınız sayfa bulunamadı.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' })).toHaveAttribute('href', '/');
  });
});

describe('language', () => {
  it('Arabic switches the page to right-to-left and translates the shell', async () => {
    const { store } = renderWithProviders({
      app: true,
      preloadedState: { session: guestSession },
      route: '/404',
    });
    await screen.findByText('Aradığınız sayfa bulunamadı.');
    act(() => {
      store.dispatch(settingsChanged({ language: 'ar' }));
    });
    expect(await screen.findByText('الصفحة التي تبحث عنها غير موجودة.')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    act(() => {
      store.dispatch(settingsChanged({ language: 'tr' }));
    });
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
  });
});

describe('a one-time password', () => {
  it('keeps the user on /profile until the password is changed, with the server’s field messages', async () => {
    const calls = mockHttp((config) => {
      if (config.method === 'put' && config.url === '/profile/password') {
        const body = JSON.parse(String(config.data)) as { current_password: string };
        return body.current_password === 'temp-pass-1'
          ? { status: 204 }
          : {
              status: 400,
              data: {
                error: 'validation_failed',
                message: 'x',
                translations: {},
                translated_message: 'x',
                fields: { current_password: 'profile.password.wrong' },
              },
            };
      }
      return { status: 200, data: [], headers: { 'x-total-count': '0' } };
    });
    const { router, user, store } = renderWithProviders({
      app: true,
      preloadedState: {
        session: { ...signedInSession({ permissions: ['MEMBERS_SEARCH'] }), mustChangePassword: true },
      },
      route: '/members',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(
      await screen.findByText(
        'Geçici bir şifreyle giriş yaptınız. Devam etmeden önce kendi şifrenizi belirleyin.',
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Şu anki şifre'), 'wrong-pass-9');
    await user.type(screen.getByLabelText('Yeni şifre'), 'mine-pass-3');
    await user.type(screen.getByLabelText('Yeni şifre (tekrar)'), 'mine-pass-3');
    await user.click(screen.getByRole('button', { name: 'Şifreyi değiştir' }));
    expect(await screen.findByText('Şu anki şifre hatalı.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Şu anki şifre'));
    await user.type(screen.getByLabelText('Şu anki şifre'), 'temp-pass-1');
    await user.click(screen.getByRole('button', { name: 'Şifreyi değiştir' }));
    await waitFor(() => expect(store.getState().session.mustChangePassword).toBeUndefined());
    expect(calls.filter((c) => c.method === 'put')).toHaveLength(2);
    act(() => void router.navigate('/members'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/members'));
  });
});
