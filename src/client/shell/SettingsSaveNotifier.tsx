// Spec error catalogue "saving user data": confirms a save to the profile — 'User data saved to auth0' when it
// went to the identity provider's profile, 'User data saved with api' otherwise — or shows why it failed.
// The confirmation is a plain notification: antd App's bottom-right stack of at
// most 5, once per debounced save (listeners.ts), not a toast.
// One key, so a burst of saves refreshes the one notice instead of stacking copies of it.
import { useEffect, useRef } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../lib/useToast';
import { useAppSelector } from '../store/hooks';

export const SETTINGS_SAVED_KEY = 'settings-saved';

export function SettingsSaveNotifier() {
  const { t } = useTranslation();
  const toast = useToast();
  const { notification } = App.useApp();
  const { saveStatus, saveError, lastSaveTarget } = useAppSelector((state) => state.settings);
  const previous = useRef(saveStatus);

  useEffect(() => {
    const was = previous.current;
    previous.current = saveStatus;
    if (was !== 'saving') return;
    if (saveStatus === 'idle' && (lastSaveTarget === 'profile' || lastSaveTarget === 'provider')) {
      notification.success({
        key: SETTINGS_SAVED_KEY,
        title: t(lastSaveTarget === 'provider' ? 'shell.settings.saved_provider' : 'shell.settings.saved'),
        placement: 'bottomRight',
      });
    }
    if (saveStatus === 'failed' && saveError) toast.error(saveError);
  }, [saveStatus, saveError, lastSaveTarget, toast, notification, t]);

  return null;
}
