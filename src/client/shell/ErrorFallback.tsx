// The render-failure screen (spec: 'Bir şeyler ters gitti!', 'Sayfayı yenileyerek tekrar deneyebilirsiniz.', refresh).
// Plain markup and CSS (base.css): it must work outside antd's providers and before antd has loaded.
import { useTranslation } from 'react-i18next';

export function ErrorFallback() {
  const { t } = useTranslation();
  return (
    <div className="app-error" role="alert">
      <svg viewBox="0 0 64 64" width="56" height="56" aria-hidden="true">
        <circle cx="32" cy="32" r="32" fill="var(--app-error)" />
        <path d="M22 22l20 20M42 22L22 42" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <h2>{t('shell.error.title')}</h2>
      <p>{t('shell.error.message')}</p>
      <button type="button" className="app-button" onClick={() => window.location.reload()}>
        {t('shell.error.refresh')}
      </button>
    </div>
  );
}
