// A record status (active / passive) as a coloured, translated tag.
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Tag color={status === 'active' ? 'green' : 'default'}>{t(`members.options.status.${status}`)}</Tag>;
}
