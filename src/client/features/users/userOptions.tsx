// Type and status vocabularies of a staff user, with their translated labels and status icons
// (spec part 1 §3: pending has its own icon).
import { Tag } from 'antd';
import { CheckCircleOutlined, ClockCircleOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useMemo, type ReactNode } from 'react';
import { USER_STATUSES, USER_TYPES } from '../../../shared/schemas/users';
import type { UserStatus, UserType } from '../../../shared/types';

const statusLook: Record<UserStatus, { color: string; icon: ReactNode }> = {
  active: { color: 'success', icon: <CheckCircleOutlined /> },
  passive: { color: 'default', icon: <StopOutlined /> },
  pending: { color: 'warning', icon: <ClockCircleOutlined /> },
};

export function UserStatusTag({ status }: { status: UserStatus }) {
  const { t } = useTranslation();
  const look = statusLook[status] ?? statusLook.passive;
  return (
    <Tag color={look.color} icon={look.icon} data-status={status}>
      {t(`users.options.status.${status}`)}
    </Tag>
  );
}

/** Translated select options of both vocabularies, stable while the language is. */
export function useUserOptions() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      types: USER_TYPES.map((value: UserType) => ({ value, label: t(`users.options.type.${value}`) })),
      statuses: USER_STATUSES.map((value: UserStatus) => ({ value, label: t(`users.options.status.${value}`) })),
    }),
    [t],
  );
}
