// /loading, and the fallback while a route's chunk or the stored session loads. Plain markup and CSS
// (base.css, antd Spin's look) so it can show before antd has loaded. Outside the shell's <main> (the
// whole page is loading) it is the page's main landmark itself.
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';

/** True inside the shell's <main>. */
export const InsideMain = createContext(false);

export function LoadingScreen() {
  const { t } = useTranslation();
  const insideMain = useContext(InsideMain);
  const screen = (
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
  return insideMain ? screen : <main>{screen}</main>;
}

export default LoadingScreen;
