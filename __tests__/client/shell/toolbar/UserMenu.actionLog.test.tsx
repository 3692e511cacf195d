import { fireEvent, screen, waitFor } from '@testing-library/react';
import { UserMenu } from '../../../../src/client/shell/toolbar/UserMenu';
import { parseActionLog } from '../../../../src/client/store/actionLog/parseLog';
import { loginErrorDismissed } from '../../../../src/client/store/session';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

const readBlob = (blob: Blob): Promise<string> =>
  new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe("user menu: 'Download action log'", () => {
  const created: Blob[] = [];
  beforeAll(() => {
    // jsdom has no object URLs: capture the blob the menu hands to the browser.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => (created.push(blob), 'blob:log'),
      revokeObjectURL: () => undefined,
    });
  });

  it('downloads a JSON log of what the user did, with product version, language and user id', async () => {
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const view = renderWithProviders(<UserMenu />, {
      preloadedState: { session: signedInSession({ id: 42 }) },
    });
    view.store.dispatch(loginErrorDismissed());

    fireEvent.click(screen.getByText(/Ayşe/).closest('button') as HTMLElement);
    fireEvent.click(await screen.findByText('İşlem kaydını indir'));

    // The file's builder loads on the first click (not with /login).
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^action-log-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.json$/);
    const log = parseActionLog(await readBlob(created[0]));
    expect(log.meta).toMatchObject({ productVersion: '1.0.0', language: 'tr', userId: 42 });
    expect(log.actions.map((a) => a.type)).toContain('session/loginErrorDismissed');
    expect(JSON.stringify(log)).not.toContain('token-abc');
    await waitFor(() =>
      expect(screen.getByText(/İşlem kaydı action-log-.*\.json olarak kaydedildi/)).toBeInTheDocument(),
    );
  });
});
