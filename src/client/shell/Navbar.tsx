// Side navigation (spec §9: 280 px, folded 64 px; style-3 rail 120 px, dense 64 px). On small screens the
// same menu opens in a drawer from the toolbar's menu button.
import { Drawer, Layout } from 'antd';
import { useAppSelector } from '../store/hooks';
import { Brand } from './Brand';
import { NavMenu } from './NavMenu';

export const NAVBAR_WIDTH = 280;
export const NAVBAR_FOLDED_WIDTH = 64;
export const RAIL_WIDTH = 120;
export const RAIL_DENSE_WIDTH = 64;

export function Navbar() {
  const { style, folded } = useAppSelector((state) => state.settings.values.navbar);
  const theme = style === 'style-2' ? 'dark' : 'light';

  if (style === 'style-3' || style === 'style-3-dense') {
    const dense = style === 'style-3-dense';
    return (
      <Layout.Sider width={dense ? RAIL_DENSE_WIDTH : RAIL_WIDTH} theme={theme} className="shell-sider">
        <Brand compact />
        {dense ? <NavMenu mode="inline" collapsed /> : <NavMenu mode="vertical" className="nav-rail" />}
      </Layout.Sider>
    );
  }

  return (
    <Layout.Sider
      width={NAVBAR_WIDTH}
      collapsedWidth={NAVBAR_FOLDED_WIDTH}
      collapsed={folded}
      trigger={null}
      theme={theme}
      className="shell-sider"
    >
      <Brand compact={folded} />
      <NavMenu mode="inline" collapsed={folded} theme={theme} />
    </Layout.Sider>
  );
}

export function NavDrawer({
  open,
  onClose,
  placement,
}: {
  open: boolean;
  onClose: () => void;
  placement: 'left' | 'right';
}) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement={placement}
      size={NAVBAR_WIDTH}
      closable={false}
      styles={{ body: { padding: 0 } }}
    >
      <Brand />
      <NavMenu mode="inline" onNavigate={onClose} />
    </Drawer>
  );
}
