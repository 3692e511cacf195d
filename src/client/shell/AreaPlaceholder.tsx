// The page of an area whose screens arrive in a later release: its real title, and an honest notice.
import { Result, Typography } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from './usePageTitle';

export function AreaPlaceholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  usePageTitle(titleKey);
  return (
    <>
      <Typography.Title level={2}>{t(titleKey)}</Typography.Title>
      <Result
        icon={<ClockCircleOutlined />}
        title={t('shell.later.title')}
        subTitle={t('shell.later.description')}
      />
    </>
  );
}
