// How the program's statuses read: a day is pending ('Beklemede') at 0 and completed otherwise; the sports
// and diet programs are waiting for approval at 0 and approved at 1.
import { Tag } from 'antd';
import { CheckCircleOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export const dayStatusKey = (status: number | null | undefined) =>
  Number(status ?? 0) === 0 ? 'pending' : 'completed';

export function DayStatusTag({ status }: { status: number | null | undefined }) {
  const { t } = useTranslation();
  const key = dayStatusKey(status);
  return (
    <Tag
      color={key === 'pending' ? 'warning' : 'success'}
      icon={key === 'pending' ? <ClockCircleOutlined /> : <CheckCircleOutlined />}
      data-status={key}
    >
      {t(`personalTrainings.days.status.${key}`)}
    </Tag>
  );
}

export function ApprovalTag({ approved }: { approved: boolean }) {
  const { t } = useTranslation();
  return (
    <Tag
      color={approved ? 'success' : 'default'}
      icon={approved ? <CheckCircleOutlined /> : <ClockCircleOutlined />}
    >
      {t(`personalTrainings.approval.${approved ? 'approved' : 'waiting'}`)}
    </Tag>
  );
}
