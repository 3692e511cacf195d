// /404 and every unknown path (spec: 'Aradığınız sayfa bulunamadı.' with a link home).
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('shell.not_found.message')}
      extra={
        <Link to="/">
          <Button type="primary">{t('shell.not_found.home')}</Button>
        </Link>
      }
    />
  );
}

export default NotFound;
