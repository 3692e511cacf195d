// The delete confirmation popover (spec part 1 §2): 'Bu kaydı silmek istediğinizden emin misiniz?', cancel and delete.
// The popover is mounted only once its trigger is clicked: a list of 200 rows then renders 200 plain buttons instead
// of 200 popover triggers. A refused delete (e.g. 409 'Bu kayıt kullanımda…') keeps the popover open with the
// server's message, where the user acted. Keyboard: the popover opens with its cancel button focused, Escape
// closes it, and focus goes back to the trigger (which remounts as the popover comes and goes).
import { cloneElement, useEffect, useRef, useState, type MouseEvent, type ReactElement } from 'react';
import { Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface DeleteConfirmProps {
  /** Deletes; resolves to the refusal's message when the delete failed, to nothing otherwise. */
  onConfirm: () => unknown;
  disabled?: boolean;
  /** The trigger, usually a danger button. */
  children: ReactElement<{ onClick?: (event: MouseEvent) => void }>;
}

export function DeleteConfirm({ onConfirm, disabled, children }: DeleteConfirmProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // antd asks to close as soon as OK is clicked; while the delete runs the popover stays.
  const running = useRef(false);
  const anchor = useRef<HTMLSpanElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Escape' && !running.current) setOpen(false);
      };
      document.addEventListener('keydown', onKey);
      return () => document.removeEventListener('keydown', onKey);
    }
    if (wasOpen.current) {
      wasOpen.current = false;
      // Back to the trigger, unless the row went away with the delete or focus moved on elsewhere.
      if (document.activeElement === document.body || document.activeElement === null)
        anchor.current?.querySelector<HTMLElement>('button, a[href], [tabindex]')?.focus();
    }
  }, [open]);

  // display: contents keeps the trigger where it was in the layout (a Space item, a table cell).
  const wrap = (node: ReactElement) => (
    <span ref={anchor} style={{ display: 'contents' }}>
      {node}
    </span>
  );

  if (!open)
    return wrap(
      cloneElement(children, {
        onClick: () => {
          if (disabled) return;
          setRefusal(null);
          setOpen(true);
        },
      }),
    );

  const confirm = async () => {
    running.current = true;
    setBusy(true);
    const outcome = await onConfirm();
    running.current = false;
    setBusy(false);
    if (typeof outcome === 'string' && outcome !== '') setRefusal(outcome);
    else setOpen(false);
  };

  return wrap(
    <Popconfirm
      open
      title={t('generic.delete_confirm')}
      description={
        refusal ? (
          <Typography.Text type="danger" role="alert" style={{ display: 'block', maxWidth: 320 }}>
            {refusal}
          </Typography.Text>
        ) : undefined
      }
      okText={t('components.actions.delete')}
      cancelText={t('components.actions.cancel')}
      okButtonProps={{ danger: true, loading: busy, disabled: refusal !== null }}
      cancelButtonProps={{ autoFocus: true }}
      onOpenChange={(next) => {
        if (!next && running.current) return;
        setOpen(next);
      }}
      onConfirm={() => {
        void confirm();
      }}
      onCancel={() => setOpen(false)}
    >
      {children}
    </Popconfirm>,
  );
}
