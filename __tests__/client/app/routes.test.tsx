import { act, screen, waitFor } from '@testing-library/react';
import { settingsChanged } from '../../../src/client/store/settings';
import { mockHttp } from '../api/mockHttp';
import {
  guestSession,
  loginResponse,
  renderWithProviders,
  signedInSession,
} from '../helpers/renderWithProviders';

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

  it('shows an area page with its translated title and an honest notice', async () => {
    renderWithProviders({
      app: true,
      preloadedState: { session: signedInSession() },
      route: '/movesComponent',
    });
    expect(await screen.findByRole('heading', { name: 'Hareketler' })).toBeInTheDocument();
    expect(screen.getByText('Bu alanın ekranları sonraki bir sürümde gelecek.')).toBeInTheDocument();
  });

  it('sends the user to /login after a 401 clears the session', async () => {
    const { store, router } = renderWithProviders({
      app: true,
      preloadedState: { session: signedInSession() },
      route: '/profile',
    });
    expect(await screen.findByRole('heading', { name: 'Hesabım' })).toBeInTheDocument();
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
