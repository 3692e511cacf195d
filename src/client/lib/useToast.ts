// Success and error toasts (spec: top right, 6 s). antd's `message` only stacks at the top centre, so
// toasts are notifications placed top right; plain notifications keep antd App's bottom-right stack of 5.
import { useMemo } from 'react';
import { App } from 'antd';

export const TOAST_SECONDS = 6;
export const MAX_NOTIFICATIONS = 5;
/** Top-right toasts start below the 64 px toolbar and an open drawer's header (its close button), not over them. */
export const TOAST_TOP_PX = 76;

export interface Toast {
  success: (text: string) => void;
  error: (text: string) => void;
}

export function useToast(): Toast {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      success: (text) =>
        notification.success({ title: text, placement: 'topRight', duration: TOAST_SECONDS }),
      error: (text) => notification.error({ title: text, placement: 'topRight', duration: TOAST_SECONDS }),
    }),
    [notification],
  );
}
