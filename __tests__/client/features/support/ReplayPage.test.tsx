import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ReplayPage from '../../../../src/client/features/support/ReplayPage';
import { makeStore } from '../../../../src/client/store';
import { exportActionLog } from '../../../../src/client/store/actionLog/download';
import {
  initialSettingsState,
  settingsChanged,
  shortcutToggled,
} from '../../../../src/client/store/settings';
import { DEFAULT_SETTINGS } from '../../../../src/client/store/settingsModel';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

/**
 * A log recorded by a real store: the lookups API registering its middleware (with the store's first
 * action, as in every product log), font size, a shortcut, then a colour scheme.
 */
function recordedLog(): File {
  const store = makeStore();
  store.dispatch(settingsChanged({ fontSize: 1.2 }));
  store.dispatch(shortcutToggled('members'));
  store.dispatch(settingsChanged({ colorScheme: 'mint' }));
  return new File([JSON.stringify(exportActionLog(store))], 'qa-log.json', { type: 'application/json' });
}

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
/**
 * Clicks a step button found by its text. fireEvent, not user-event: user-event's pointer-events check calls
 * getComputedStyle up the tree, which over antd's injected styles costs seconds per click in jsdom.
 */
const click = (label: string) =>
  fireEvent.click(screen.getByText(label).closest('button') as HTMLButtonElement);

describe('/support/replay', () => {
  it('loads a log into a sandbox and steps through its actions, showing payload and state changes', async () => {
    const view = renderWithProviders(<ReplayPage />, {
      preloadedState: { session: signedInSession({ type: 'admin' }) },
    });
    const live = view.store.getState();
    await view.user.upload(fileInput(), recordedLog());

    expect(await screen.findByText('İşlem 1 / 4')).toBeInTheDocument();
    expect(screen.getByText('qa-log.json')).toBeInTheDocument();
    // The log's header: what it hid (nothing personal in these settings actions, and it says so).
    expect(screen.getByText('Takma adla gizlenen kişisel veriler')).toBeInTheDocument();
    expect(screen.getByText('0 e-posta, 0 telefon, 0 tarih, 0 metin, 0 anket')).toBeInTheDocument();
    expect(screen.getByText('lookups/config/middlewareRegistered')).toBeInTheDocument();
    const changes = () =>
      within(screen.getByText('Durum değişiklikleri').closest('.ant-card') as HTMLElement);
    expect(changes().getByText('lookups.config.middlewareRegistered')).toBeInTheDocument();

    click('Sonraki');
    expect(screen.getByText('İşlem 2 / 4')).toBeInTheDocument();
    expect(screen.getByText('settings/changed')).toBeInTheDocument();
    expect(changes().getByText('settings.values.fontSize')).toBeInTheDocument();
    expect(changes().getByText('1.2')).toBeInTheDocument();

    click('Sonraki');
    expect(screen.getByText('İşlem 3 / 4')).toBeInTheDocument();
    expect(changes().getByText('settings.shortcuts.0')).toBeInTheDocument();
    expect(changes().getByText('"members"')).toBeInTheDocument();

    click('Son');
    expect(changes().getByText('"mint"')).toBeInTheDocument();
    click('Önceki');
    expect(screen.getByText('İşlem 3 / 4')).toBeInTheDocument();
    click('İlk');
    expect(screen.getByTestId('replay-position')).toHaveTextContent('Başlangıç durumu, ilk işlemden önce');

    // The sandbox never touched the live store.
    expect(view.store.getState()).toBe(live);
  });

  it('explains a file it cannot replay', async () => {
    const view = renderWithProviders(<ReplayPage />, {
      preloadedState: { session: signedInSession({ type: 'admin' }) },
    });
    await view.user.upload(
      fileInput(),
      new File(['{"hello":1}'], 'notes.json', { type: 'application/json' }),
    );
    expect(await screen.findByText('Bu dosya oynatılamıyor')).toBeInTheDocument();
    expect(screen.getByText(/notes\.json: Dosya ne bu ürünün işlem kaydı/)).toBeInTheDocument();
  });

  it('admits staff holding SUPPORT_REPLAY', () => {
    renderWithProviders(<ReplayPage />, {
      preloadedState: { session: signedInSession({ type: 'coach', permissions: ['SUPPORT_REPLAY'] }) },
    });
    expect(screen.getByText('Kayıt dosyası seçin')).toBeInTheDocument();
  });

  it('refuses staff without SUPPORT_REPLAY', () => {
    renderWithProviders(<ReplayPage />, {
      preloadedState: { session: signedInSession({ type: 'coach', permissions: ['MEMBERS_SEARCH'] }) },
    });
    expect(screen.getByText(/SUPPORT_REPLAY yetkisi gerekir/)).toBeInTheDocument();
    expect(fileInput()).toBeNull();
  });

  it('reads right to left in Arabic', async () => {
    const settings = { ...initialSettingsState, values: { ...DEFAULT_SETTINGS, language: 'ar' as const } };
    const store = makeStore({ session: signedInSession({ type: 'admin' }), settings });
    const view = renderWithProviders(<ReplayPage />, { store });
    await view.user.upload(fileInput(), recordedLog());
    expect(await screen.findByText('الإجراء 1 من 4')).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.querySelector('.ant-slider-rtl')).not.toBeNull();
    expect(screen.getByText('lookups.config.middlewareRegistered').closest('[dir]')).toHaveAttribute(
      'dir',
      'ltr',
    );
  });
});
