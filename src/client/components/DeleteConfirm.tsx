// The delete confirmation popover (spec part 1 §2): 'Bu kaydı silmek istediğinizden emin misiniz?', cancel and delete.
import type { ReactElement } from 'react';
import { Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

export interface DeleteConfirmProps {
  onConfirm: () => unknown;
  disabled?: boolean;
  /** The trigger, usually a danger button. */
  children: ReactElement;
}

export function DeleteConfirm({ onConfirm, disabled, children }: DeleteConfirmProps) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={t('generic.delete_confirm')}
      okText={t('components.actions.delete')}
      cancelText={t('components.actions.cancel')}
      okButtonProps={{ danger: true }}
      disabled={disabled}
      onConfirm={() => onConfirm()}
    >
      {children}
    </Popconfirm>
  );
}
