// A staff user's status as a tag with its own icon (spec part 1 §3: pending has its own icon).
import { Tag } from 'antd';
import { CheckCircleOutlined, ClockCircleOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { UserStatus } from '../../../shared/types';

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
