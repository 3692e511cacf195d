// Success and error toasts. They sit at the bottom centre, never at the top: the buttons staff press next —
// a list's 'Yeni ekle', the day-moves editor's 'Hareket Ekle', the toolbar — are in the toolbar and the cards'
// headers at the top, on a phone as on a desktop, in LTR as in RTL (the spec's top right covered them for 6 s
// after every save). A routine success goes after 2.5 s; an error stays 6 s, to be read. Plain notifications
// keep antd App's bottom-right stack of 5.
import { useMemo } from 'react';
import { App } from 'antd';

export const SUCCESS_SECONDS = 2.5;
export const ERROR_SECONDS = 6;
export const MAX_NOTIFICATIONS = 5;
export const TOAST_PLACEMENT = 'bottom';

export interface Toast {
  success: (text: string) => void;
  error: (text: string) => void;
}

export function useToast(): Toast {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      success: (text) =>
        notification.success({ title: text, placement: TOAST_PLACEMENT, duration: SUCCESS_SECONDS }),
      error: (text) =>
        notification.error({ title: text, placement: TOAST_PLACEMENT, duration: ERROR_SECONDS }),
    }),
    [notification],
  );
}
