// The profile's 'link my account' card: hidden without a provider; offers the link while the account
// has none, says how a link ended when the callback sends the user back, and removes a link after a confirmation.
import { act, screen, waitFor } from '@testing-library/react';
import { forgetProviderConfig } from '../../../../src/client/api/providerConfig';
import { IdentityLinkCard } from '../../../../src/client/features/profile/IdentityLinkCard';
import { mockHttp } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

const PROVIDER = {
  enabled: true,
  issuer: 'https://id.example',
  client_id: 'gym-spa',
  scopes: 'openid email',
  audience: null,
  name: 'Local ID',
};

function open(linked: boolean, provider: object = PROVIDER) {
  const calls = mockHttp((config) => {
    if (config.url === '/authentications/oidc') return { status: 200, data: provider };
    if (config.url === '/profile' && config.method === 'get')
      return { status: 200, data: { identity_linked: linked } };
    return { status: 204 };
  });
  const view = renderWithProviders(<IdentityLinkCard />, {
    route: '/profile',
    preloadedState: { session: signedInSession() },
  });
  return { ...view, calls };
}

/** As /login/callback sends the user back: the outcome in the location's state. */
const cameBack = (view: ReturnType<typeof open>, identity: string) =>
  act(async () => {
    await view.router.navigate('/profile', { state: { identity }, replace: true });
  });

beforeEach(() => forgetProviderConfig());

it('shows nothing when the server has no identity provider', async () => {
  const { calls } = open(false, { enabled: false });
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(screen.queryByText(/Local ID|bağla/)).not.toBeInTheDocument();
});

it('offers to link an unlinked account, and says so when the callback linked it', async () => {
  const view = open(false);
  expect(await screen.findByRole('button', { name: /Hesabımı Local ID ile bağla/ })).toBeInTheDocument();
  await cameBack(view, 'linked');
  expect(await screen.findByText('Hesabınız Local ID hesabınıza bağlandı.')).toBeInTheDocument();
});

it('shows why a link was refused', async () => {
  await cameBack(open(false), 'Bu kimlik başka bir kullanıcıya bağlı.');
  expect(await screen.findByText('Bu kimlik başka bir kullanıcıya bağlı.')).toBeInTheDocument();
});

it('removes a link after a confirmation: DELETE profile/identity, then the link is offered again', async () => {
  const { calls, user } = open(true);
  await user.click(await screen.findByRole('button', { name: 'Bağlantıyı kaldır' }));
  await user.click(screen.getAllByRole('button', { name: 'Bağlantıyı kaldır' }).at(-1)!);
  await waitFor(() =>
    expect(calls.some((c) => c.method === 'delete' && c.url === '/profile/identity')).toBe(true),
  );
  expect(await screen.findByRole('button', { name: /Hesabımı Local ID ile bağla/ })).toBeInTheDocument();
});
