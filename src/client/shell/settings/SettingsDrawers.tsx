// The settings drawer and the colour-scheme drawer, opened from the toolbar.
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { ColorSchemePicker } from './ColorSchemePicker';
import { SettingsForm } from './SettingsForm';

export type OpenDrawer = 'settings' | 'colorScheme' | null;

export function SettingsDrawers({
  open,
  onClose,
  afterClose,
}: {
  open: OpenDrawer;
  onClose: () => void;
  /** Once a drawer has closed (and antd has given focus back, where it could). */
  afterClose?: () => void;
}) {
  const { t } = useTranslation();
  const afterOpenChange = (opened: boolean) => {
    if (!opened) afterClose?.();
  };
  return (
    <>
      <Drawer
        title={t('shell.settings.title')}
        open={open === 'settings'}
        onClose={onClose}
        afterOpenChange={afterOpenChange}
        size={380}
      >
        <SettingsForm />
      </Drawer>
      <Drawer
        title={t('shell.color_scheme.title')}
        open={open === 'colorScheme'}
        onClose={onClose}
        afterOpenChange={afterOpenChange}
        size={320}
      >
        <ColorSchemePicker />
      </Drawer>
    </>
  );
}
