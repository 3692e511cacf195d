// Asks before leaving a form with unsaved changes: in-app navigation through react-router's useBlocker
// (data routers only), closing or reloading the tab through beforeunload.
import { useContext, useEffect, useRef } from 'react';
import { App } from 'antd';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export interface LeaveGuardProps {
  /** Read at navigation time, so a save that navigates can lift the guard in the same tick. */
  shouldBlock: () => boolean;
}

export function LeaveGuard({ shouldBlock }: LeaveGuardProps) {
  const inDataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  useBeforeUnload(shouldBlock);
  return inDataRouter ? <RouteBlocker shouldBlock={shouldBlock} /> : null;
}

function RouteBlocker({ shouldBlock }: LeaveGuardProps) {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && shouldBlock(),
  );
  const asking = useRef(false);

  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    modal.confirm({
      title: t('components.form.leave_title'),
      content: t('components.form.leave_message'),
      okText: t('components.form.leave'),
      cancelText: t('components.form.stay'),
      okButtonProps: { danger: true },
      onOk: () => {
        asking.current = false;
        blocker.proceed();
      },
      onCancel: () => {
        asking.current = false;
        blocker.reset();
      },
    });
  }, [blocker, modal, t]);
  return null;
}

function useBeforeUnload(shouldBlock: () => boolean) {
  const latest = useRef(shouldBlock);
  latest.current = shouldBlock;
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!latest.current()) return;
      event.preventDefault();
      event.returnValue = ''; // older browsers show their prompt only when this is set
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
}
