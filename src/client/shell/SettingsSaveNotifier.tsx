// Spec error catalogue "saving user data": confirms a save to the profile, or shows why it failed.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../lib/useToast';
import { useAppSelector } from '../store/hooks';

export function SettingsSaveNotifier() {
  const { t } = useTranslation();
  const toast = useToast();
  const { saveStatus, saveError, lastSaveTarget } = useAppSelector((state) => state.settings);
  const previous = useRef(saveStatus);

  useEffect(() => {
    const was = previous.current;
    previous.current = saveStatus;
    if (was !== 'saving') return;
    if (saveStatus === 'idle' && lastSaveTarget === 'profile') toast.success(t('shell.settings.saved'));
    if (saveStatus === 'failed' && saveError) toast.error(saveError);
  }, [saveStatus, saveError, lastSaveTarget, toast, t]);

  return null;
}
