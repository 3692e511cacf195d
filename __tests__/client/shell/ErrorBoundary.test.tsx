import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from '../../../src/client/shell/ErrorBoundary';
import { loadAntdFrame, loadShellLayout } from '../../../src/client/shell/preload';
import { renderWithProviders, signedInSession } from '../helpers/renderWithProviders';

function Broken(): never {
  throw new Error('boom');
}

// The frame's lazy chunks are loaded first: on a cold cache compiling antd can outlast findBy's wait, and this
// test is about the error screen, not about that.
beforeAll(() => Promise.all([loadAntdFrame(), loadShellLayout()]));
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('the error boundary shows the spec text and a refresh button', () => {
  render(
    <ErrorBoundary>
      <Broken />
    </ErrorBoundary>,
  );
  expect(screen.getByText('Bir şeyler ters gitti!')).toBeInTheDocument();
  expect(screen.getByText('Sayfayı yenileyerek tekrar deneyebilirsiniz.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sayfayı yenile' })).toBeInTheDocument();
});

it('a page that fails to render shows the same screen inside the shell (route error element)', async () => {
  renderWithProviders({
    app: true,
    preloadedState: { session: signedInSession() },
    route: '/broken',
    featureRoutes: [{ path: '/broken', access: 'user', element: <Broken /> }],
  });
  expect(await screen.findByText('Bir şeyler ters gitti!')).toBeInTheDocument();
  expect(screen.getByText('Footer')).toBeInTheDocument(); // the frame survives the failing page
});
