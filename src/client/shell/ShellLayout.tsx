// The application frame for every page except /login and /logout: navigation (side for layout1,
// top for layout2 and layout3, drawer on small screens), toolbar, content and footer, all shaped by settings.
import { Suspense, useCallback, useState } from 'react';
import { Grid, Layout, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { RTL_LANGUAGES } from '../../../i18n';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { settingsChanged } from '../store/settings';
import { LAYOUT_WIDTHS } from '../store/settingsModel';
import { selectIsSignedIn } from '../store/sessionSelectors';
import { InsideMain, LoadingScreen } from './LoadingScreen';
import { NavDrawer, Navbar } from './Navbar';
import { NavMenu } from './NavMenu';
import { PageHeading } from './PageHeading';
import { SettingsSaveNotifier } from './SettingsSaveNotifier';
import { Toolbar } from './Toolbar';

function TopNav() {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        background: token.colorBgContainer,
        borderBlockEnd: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <NavMenu mode="horizontal" />
    </div>
  );
}

export function ShellLayout() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const settings = useAppSelector((state) => state.settings.values);
  const signedIn = useAppSelector(selectIsSignedIn);
  const screens = Grid.useBreakpoint();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  const small = screens.lg === false; // undefined before the first measurement: assume a wide screen
  const hasNav = signedIn && settings.navbar.display;
  const sideNav = hasNav && !small && settings.layout === 'layout1';
  const topNav = hasNav && !small && settings.layout !== 'layout1';
  const width = LAYOUT_WIDTHS[settings.layout];
  const canFold = sideNav && (settings.navbar.style === 'style-1' || settings.navbar.style === 'style-2');

  const onMenuClick =
    small && hasNav
      ? () => setDrawerOpen(true)
      : canFold
        ? () => dispatch(settingsChanged({ navbar: { folded: !settings.navbar.folded } }))
        : undefined;

  const toolbar = settings.toolbar.display && <Toolbar onMenuClick={onMenuClick} compact={small} />;
  // 'left' is the reading start: the left in Turkish and English, the right in Arabic (the settings form
  // names it by the side it is on). The drawer slides in from that same side.
  const rtl = RTL_LANGUAGES.includes(settings.language);
  const navStart = settings.navbar.position === 'left';

  return (
    <Layout
      className={settings.mode === 'boxed' ? 'shell-boxed' : undefined}
      style={{ minHeight: '100vh', maxWidth: settings.mode === 'boxed' ? width : undefined }}
    >
      {/* The first Tab stop: straight to the screen, past the navigation and the toolbar. */}
      <a className="skip-link" href="#main-content">
        {t('shell.skip_to_content')}
      </a>
      {sideNav && navStart && <Navbar />}
      <Layout>
        {/* The top navigation and the toolbar stick together (a fixed toolbar never scrolls over the menu).
            The toolbar keeps its place in the tree in every layout, so switching layouts never remounts it
            (which would close the settings drawer the switch was made in). */}
        <div
          className={`shell-top${settings.toolbar.display && settings.toolbar.style === 'fixed' ? ' shell-top-fixed' : ''}`}
        >
          {settings.layout === 'layout3' && topNav && <TopNav />}
          {toolbar}
          {settings.layout === 'layout2' && topNav && <TopNav />}
        </div>
        {/* antd's Content is the page's <main>. */}
        <Layout.Content className="shell-content" id="main-content" tabIndex={-1}>
          <div
            className="shell-container"
            style={{ maxWidth: settings.mode === 'container' ? width : undefined }}
          >
            <PageHeading />
            <InsideMain.Provider value>
              <Suspense fallback={<LoadingScreen />}>
                <Outlet />
              </Suspense>
            </InsideMain.Provider>
          </div>
        </Layout.Content>
        {settings.footer.display && (
          <Layout.Footer className={settings.footer.style === 'fixed' ? 'shell-footer-fixed' : undefined}>
            {t('shell.footer')}
          </Layout.Footer>
        )}
      </Layout>
      {sideNav && !navStart && <Navbar />}
      {small && hasNav && (
        <NavDrawer open={drawerOpen} onClose={closeDrawer} placement={navStart !== rtl ? 'left' : 'right'} />
      )}
      <SettingsSaveNotifier />
    </Layout>
  );
}

export default ShellLayout;
