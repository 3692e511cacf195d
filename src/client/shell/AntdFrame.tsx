// Route element around every page built with antd (the shell and its pages, /logout): antd's providers
// load here, on demand, so the plain /login page's first load carries no antd at all.
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingScreen } from './LoadingScreen';
import { ThemeProvider } from './ThemeProvider';

export function AntdFrame() {
  return (
    <ThemeProvider>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </ThemeProvider>
  );
}

export default AntdFrame;
