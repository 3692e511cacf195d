// Enters or leaves browser full screen; follows changes made with Esc or F11.
import { useEffect, useState } from 'react';
import { Button, Tooltip } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export function FullscreenToggle() {
  const { t } = useTranslation();
  const [active, setActive] = useState(() => document.fullscreenElement != null);

  useEffect(() => {
    const sync = () => setActive(document.fullscreenElement != null);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  if (!document.fullscreenEnabled) return null;
  const label = t(active ? 'shell.toolbar.fullscreen_exit' : 'shell.toolbar.fullscreen_enter');
  const toggle = () =>
    void (active ? document.exitFullscreen() : document.documentElement.requestFullscreen());
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        icon={active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={toggle}
      />
    </Tooltip>
  );
}
