// The top bar: menu button, shortcuts, navigation search, fullscreen, font size, language, the two
// settings drawers and the user menu.
import { useState } from 'react';
import { Button, Flex, Layout, Tooltip, theme } from 'antd';
import { BgColorsOutlined, MenuOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../store/hooks';
import { selectIsSignedIn } from '../store/sessionSelectors';
import { SettingsDrawers, type OpenDrawer } from './settings/SettingsDrawers';
import { FontSizeControl } from './toolbar/FontSizeControl';
import { FullscreenToggle } from './toolbar/FullscreenToggle';
import { LanguageSwitch } from './toolbar/LanguageSwitch';
import { NavigationSearch } from './toolbar/NavigationSearch';
import { Shortcuts } from './toolbar/Shortcuts';
import { UserMenu } from './toolbar/UserMenu';

interface Props {
  /** Shown when there is a navigation to open or fold. */
  onMenuClick?: () => void;
  compact: boolean;
}

export function Toolbar({ onMenuClick, compact }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const signedIn = useAppSelector(selectIsSignedIn);
  const fixed = useAppSelector((state) => state.settings.values.toolbar.style === 'fixed');
  const [drawer, setDrawer] = useState<OpenDrawer>(null);

  return (
    <Layout.Header
      className={`shell-header${fixed ? ' shell-header-fixed' : ''}`}
      style={{ background: token.colorBgContainer, borderBlockEnd: `1px solid ${token.colorBorderSecondary}` }}
    >
      {onMenuClick && (
        <Button type="text" aria-label={t('shell.toolbar.menu')} icon={<MenuOutlined />} onClick={onMenuClick} />
      )}
      {signedIn && !compact && <Shortcuts />}
      <div className="shell-spacer" />
      <Flex align="center" gap={4}>
        {signedIn && !compact && <NavigationSearch />}
        <FullscreenToggle />
        <FontSizeControl />
        <LanguageSwitch />
        <Tooltip title={t('shell.toolbar.settings')}>
          <Button type="text" aria-label={t('shell.toolbar.settings')} icon={<SettingOutlined />} onClick={() => setDrawer('settings')} />
        </Tooltip>
        <Tooltip title={t('shell.toolbar.color_scheme')}>
          <Button
            type="text"
            aria-label={t('shell.toolbar.color_scheme')}
            icon={<BgColorsOutlined />}
            onClick={() => setDrawer('colorScheme')}
          />
        </Tooltip>
        <UserMenu />
      </Flex>
      <SettingsDrawers open={drawer} onClose={() => setDrawer(null)} />
    </Layout.Header>
  );
}
