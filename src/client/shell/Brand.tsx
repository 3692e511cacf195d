// The product name at the top of the side navigation (icon only when folded).
import { Typography } from 'antd';
import { TrophyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export function Brand({ compact }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="shell-brand">
      <TrophyOutlined style={{ fontSize: 22 }} />
      {!compact && <Typography.Text strong>{t('shell.app_name')}</Typography.Text>}
    </div>
  );
}
