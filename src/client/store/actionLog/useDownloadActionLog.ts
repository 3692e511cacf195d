// The user menu's 'Download action log' action, bound to the app's store, confirmed by a toast.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../lib/useToast';
import { useAppStore } from '../hooks';
import { downloadActionLog } from './download';

export function useDownloadActionLog(): () => void {
  const store = useAppStore();
  const toast = useToast();
  const { t } = useTranslation();
  return useCallback(() => {
    try {
      toast.success(t('support.action_log.downloaded', { name: downloadActionLog(store) }));
    } catch {
      toast.error(t('support.action_log.failed')); // e.g. a state too large to stringify
    }
  }, [store, toast, t]);
}
