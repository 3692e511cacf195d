import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from '../../../src/client/shell/ErrorBoundary';
import { renderWithProviders, signedInSession } from '../helpers/renderWithProviders';

function Broken(): never {
  throw new Error('boom');
}

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
