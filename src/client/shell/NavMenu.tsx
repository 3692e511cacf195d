// The navigation table rendered as an antd Menu (side, rail, drawer or top bar).
import { useMemo } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { NavEntry } from './navigation';
import { activeItem } from './navigationFilter';
import { useNavigation } from './useNavigation';

type MenuItem = Required<MenuProps>['items'][number];

interface Props {
  mode: 'inline' | 'vertical' | 'horizontal';
  collapsed?: boolean;
  theme?: 'light' | 'dark';
  className?: string;
  onNavigate?: () => void;
}

export function NavMenu({ mode, collapsed, theme = 'light', className, onNavigate }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { entries, items } = useNavigation();
  const active = activeItem(items, pathname);
  const activeGroup = entries.find((e) => e.kind === 'group' && e.children.some((c) => c.id === active?.id));

  const menuItems = useMemo(() => {
    const toItem = (entry: NavEntry): MenuItem => {
      const Icon = entry.icon;
      if (entry.kind === 'group') {
        return {
          key: entry.id,
          icon: <Icon />,
          label: t(entry.titleKey),
          children: entry.children.map(toItem),
        };
      }
      return {
        key: entry.id,
        icon: <Icon />,
        label: (
          <Link to={entry.route} onClick={onNavigate}>
            {t(entry.titleKey)}
          </Link>
        ),
      };
    };
    return entries.map(toItem);
  }, [entries, t, onNavigate]);

  return (
    <Menu
      mode={mode}
      theme={theme}
      className={className}
      items={menuItems}
      selectedKeys={active ? [active.id] : []}
      defaultOpenKeys={mode === 'inline' && activeGroup ? [activeGroup.id] : undefined}
      {...(mode === 'inline' ? { inlineCollapsed: collapsed } : {})}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
