// The settings drawer and the colour-scheme drawer, opened from the toolbar.
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { ColorSchemePicker } from './ColorSchemePicker';
import { SettingsForm } from './SettingsForm';

export type OpenDrawer = 'settings' | 'colorScheme' | null;

export function SettingsDrawers({ open, onClose }: { open: OpenDrawer; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Drawer title={t('shell.settings.title')} open={open === 'settings'} onClose={onClose} size={380}>
        <SettingsForm />
      </Drawer>
      <Drawer
        title={t('shell.color_scheme.title')}
        open={open === 'colorScheme'}
        onClose={onClose}
        size={320}
      >
        <ColorSchemePicker />
      </Drawer>
    </>
  );
}
