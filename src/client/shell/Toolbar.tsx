// The top bar: menu button, shortcuts, navigation search, fullscreen, font size, language, the two
// settings drawers and the user menu. On a small screen (compact) the tools collapse into one "more"
// menu and the user menu shows only its avatar, so the bar fits 360 px in every language.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Button, Dropdown, Flex, Layout, Tooltip, theme, type MenuProps } from 'antd';
import {
  BgColorsOutlined,
  CheckOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  MenuOutlined,
  MoreOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../i18n';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { settingsChanged } from '../store/settings';
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

function useFullscreen(): [boolean, () => void] {
  const [active, setActive] = useState(() => document.fullscreenElement != null);
  useEffect(() => {
    const sync = () => setActive(document.fullscreenElement != null);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  return [
    active,
    () => void (active ? document.exitFullscreen() : document.documentElement.requestFullscreen()),
  ];
}

/** Small screens: settings (which hold font size and language too), colour scheme, full screen and language in one menu. */
function ToolsMenu({
  onOpen,
  triggerRef,
}: {
  onOpen: (drawer: OpenDrawer) => void;
  triggerRef: RefObject<HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector((state) => state.settings.values.language);
  const [fullscreen, toggleFullscreen] = useFullscreen();
  const items: MenuProps['items'] = [
    {
      key: 'settings',
      icon: <SettingOutlined />,
      label: t('shell.toolbar.settings'),
      onClick: () => onOpen('settings'),
    },
    {
      key: 'colorScheme',
      icon: <BgColorsOutlined />,
      label: t('shell.toolbar.color_scheme'),
      onClick: () => onOpen('colorScheme'),
    },
    ...(document.fullscreenEnabled
      ? [
          {
            key: 'fullscreen',
            icon: fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />,
            label: t(fullscreen ? 'shell.toolbar.fullscreen_exit' : 'shell.toolbar.fullscreen_enter'),
            onClick: toggleFullscreen,
          },
        ]
      : []),
    { type: 'divider' },
    {
      key: 'language',
      type: 'group',
      label: t('shell.toolbar.language'),
      children: LANGUAGES.map((lang) => ({
        key: `language-${lang}`,
        label: (
          <span lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
            {t(`shell.languages.${lang}`)}
          </span>
        ),
        extra: lang === language ? <CheckOutlined /> : undefined,
        onClick: () => {
          if (lang !== language) dispatch(settingsChanged({ language: lang }));
        },
      })),
    },
  ];
  return (
    <Dropdown trigger={['click']} menu={{ items }}>
      <Button ref={triggerRef} type="text" aria-label={t('shell.toolbar.more')} icon={<MoreOutlined />} />
    </Dropdown>
  );
}

export function Toolbar({ onMenuClick, compact }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const signedIn = useAppSelector(selectIsSignedIn);
  const fixed = useAppSelector((state) => state.settings.values.toolbar.style === 'fixed');
  const [drawer, setDrawer] = useState<OpenDrawer>(null);
  // A drawer opened from the tools menu: its item is gone once the drawer closes, so focus goes back to the
  // menu's button (antd returns it to the element that opened the drawer when that is still there).
  const moreButton = useRef<HTMLButtonElement>(null);
  const afterClose = () => {
    if (document.activeElement === document.body || !document.activeElement?.isConnected)
      moreButton.current?.focus();
  };

  return (
    <Layout.Header
      className={`shell-header${fixed ? ' shell-header-fixed' : ''}${compact ? ' shell-header-compact' : ''}`}
      style={{
        background: token.colorBgContainer,
        borderBlockEnd: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {onMenuClick && (
        <Button
          type="text"
          aria-label={t('shell.toolbar.menu')}
          icon={<MenuOutlined />}
          onClick={onMenuClick}
        />
      )}
      {signedIn && !compact && <Shortcuts />}
      <div className="shell-spacer" />
      <Flex align="center" gap={4} className="shell-header-tools">
        {signedIn && !compact && <NavigationSearch />}
        {compact ? (
          <ToolsMenu onOpen={setDrawer} triggerRef={moreButton} />
        ) : (
          <>
            <FullscreenToggle />
            <FontSizeControl />
            <LanguageSwitch />
            <Tooltip title={t('shell.toolbar.settings')}>
              <Button
                type="text"
                aria-label={t('shell.toolbar.settings')}
                icon={<SettingOutlined />}
                onClick={() => setDrawer('settings')}
              />
            </Tooltip>
            <Tooltip title={t('shell.toolbar.color_scheme')}>
              <Button
                type="text"
                aria-label={t('shell.toolbar.color_scheme')}
                icon={<BgColorsOutlined />}
                onClick={() => setDrawer('colorScheme')}
              />
            </Tooltip>
          </>
        )}
        <UserMenu compact={compact} />
      </Flex>
      <SettingsDrawers open={drawer} onClose={() => setDrawer(null)} afterClose={afterClose} />
    </Layout.Header>
  );
}
