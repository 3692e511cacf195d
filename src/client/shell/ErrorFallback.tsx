// The render-failure screen (spec: 'Bir şeyler ters gitti!', 'Sayfayı yenileyerek tekrar deneyebilirsiniz.', refresh).
// Built from small parts (not antd Result, whose illustrations would weigh on the first load).
import { Button, Flex } from 'antd';
import { CloseCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export function ErrorFallback() {
  const { t } = useTranslation();
  return (
    <Flex vertical align="center" gap={12} role="alert" style={{ padding: '48px 16px', textAlign: 'center' }}>
      <CloseCircleFilled style={{ fontSize: 56, color: '#ff4d4f' }} />
      <h2 style={{ margin: 0 }}>{t('shell.error.title')}</h2>
      <p style={{ margin: 0 }}>{t('shell.error.message')}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('shell.error.refresh')}
      </Button>
    </Flex>
  );
}
