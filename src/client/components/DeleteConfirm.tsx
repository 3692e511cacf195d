// The delete confirmation popover (spec part 1 §2): 'Bu kaydı silmek istediğinizden emin misiniz?', cancel and delete.
// The popover is mounted only once its trigger is clicked: a list of 200 rows then renders 200 plain buttons instead
// of 200 popover triggers.
import { cloneElement, useState, type MouseEvent, type ReactElement } from 'react';
import { Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

export interface DeleteConfirmProps {
  onConfirm: () => unknown;
  disabled?: boolean;
  /** The trigger, usually a danger button. */
  children: ReactElement<{ onClick?: (event: MouseEvent) => void }>;
}

export function DeleteConfirm({ onConfirm, disabled, children }: DeleteConfirmProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!open) return cloneElement(children, { onClick: () => !disabled && setOpen(true) });
  return (
    <Popconfirm
      open
      title={t('generic.delete_confirm')}
      okText={t('components.actions.delete')}
      cancelText={t('components.actions.cancel')}
      okButtonProps={{ danger: true }}
      onOpenChange={setOpen}
      onConfirm={() => {
        setOpen(false);
        onConfirm();
      }}
      onCancel={() => setOpen(false)}
    >
      {children}
    </Popconfirm>
  );
}
