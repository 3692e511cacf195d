// The user menu's 'Download action log' action, bound to the app's store, confirmed by a toast. The file's
// builder loads on the first click, not with /login (the recorder itself is in the store from the start).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../lib/useToast';
import { useAppStore } from '../hooks';

export function useDownloadActionLog(): () => Promise<void> {
  const store = useAppStore();
  const toast = useToast();
  const { t } = useTranslation();
  return useCallback(async () => {
    try {
      const { downloadActionLog } = await import('./download');
      toast.success(t('support.action_log.downloaded', { name: downloadActionLog(store) }));
    } catch {
      toast.error(t('support.action_log.failed')); // e.g. a state too large to stringify
    }
  }, [store, toast, t]);
}
