// /loading, and the fallback while a route's chunk or the stored session loads. Plain markup and CSS
// (base.css, antd Spin's look) so it can show before antd has loaded.
import { useTranslation } from 'react-i18next';

export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className="app-loading" role="status" aria-live="polite">
      <span className="app-loading-dots" aria-hidden="true">
        <i />
        <i />
        <i />
        <i />
      </span>
      <span>{t('shell.loading')}</span>
    </div>
  );
}

export default LoadingScreen;
