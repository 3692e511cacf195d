// A record status (active / passive / pending / approved) as a coloured, translated tag with its icon — the one way every
// list draws a status. Labels are `<resource>.options.status.<value>` of the screen's resource.
import type { ReactNode } from 'react';
import { Tag } from 'antd';
import { CheckCircleOutlined, ClockCircleOutlined, StopOutlined } from '@ant-design/icons';
import { useResourceTranslation } from './ResourceContext';

const looks: Record<string, { color: string; icon: ReactNode }> = {
  active: { color: 'success', icon: <CheckCircleOutlined /> },
  passive: { color: 'default', icon: <StopOutlined /> },
  pending: { color: 'warning', icon: <ClockCircleOutlined /> },
  approved: { color: 'success', icon: <CheckCircleOutlined /> },
};

export function StatusTag({ status, field = 'status' }: { status: string; field?: string }) {
  const { optionLabel } = useResourceTranslation();
  const look = looks[status] ?? looks.passive;
  return (
    <Tag color={look.color} icon={look.icon} data-status={status}>
      {optionLabel(field, status)}
    </Tag>
  );
}

/** A field's value as its translated option label (`<resource>.options.<field>.<value>`). */
export function OptionLabel({ field, value }: { field: string; value: string | number }) {
  const { optionLabel } = useResourceTranslation();
  return <>{optionLabel(field, value)}</>;
}
