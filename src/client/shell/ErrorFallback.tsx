// The render-failure screen (spec: 'Bir şeyler ters gitti!', 'Sayfayı yenileyerek tekrar deneyebilirsiniz.', refresh).
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

export function ErrorFallback() {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('shell.error.title')}
      subTitle={t('shell.error.message')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('shell.error.refresh')}
        </Button>
      }
    />
  );
}
