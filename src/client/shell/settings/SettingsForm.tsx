// The layout settings (spec part 1 §2 "Layout settings"), used in the settings drawer and on /profile.
// Every change is dispatched at once; listeners.ts saves 300 ms after the last one.
import { cloneElement, useId, type ReactElement } from 'react';
import { Button, Divider, Flex, Radio, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, RTL_LANGUAGES } from '../../../../i18n';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { settingsChanged, settingsReset } from '../../store/settings';
import {
  BAR_STYLES,
  LAYOUT_MODES,
  LAYOUTS,
  NAVBAR_POSITIONS,
  NAVBAR_STYLES,
  type BarSettings,
} from '../../store/settingsModel';
import { FontSizeSlider } from '../toolbar/FontSizeControl';

/** A setting's label beside its control, which it names (aria-labelledby). */
function Row({ label, children }: { label: string; children: ReactElement<{ 'aria-labelledby'?: string }> }) {
  const id = useId();
  return (
    <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBlock: 8 }}>
      <Typography.Text id={id}>{label}</Typography.Text>
      {cloneElement(children, { 'aria-labelledby': id })}
    </Flex>
  );
}

export function SettingsForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const values = useAppSelector((state) => state.settings.values);
  // The stored position is the reading side ('left' = start): in Arabic the start is on the right, and the
  // option says where the menu actually is.
  const rtl = RTL_LANGUAGES.includes(values.language);
  const sideName = (p: (typeof NAVBAR_POSITIONS)[number]) => (rtl ? (p === 'left' ? 'right' : 'left') : p);

  const barSection = (bar: 'toolbar' | 'footer', current: BarSettings) => (
    <>
      <Divider titlePlacement="start">{t(`shell.settings.${bar}`)}</Divider>
      <Row label={t('shell.settings.display')}>
        <Switch
          checked={current.display}
          onChange={(display) => dispatch(settingsChanged({ [bar]: { display } }))}
        />
      </Row>
      <Row label={t('shell.settings.style')}>
        <Radio.Group
          optionType="button"
          value={current.style}
          onChange={(e) => dispatch(settingsChanged({ [bar]: { style: e.target.value } }))}
          options={BAR_STYLES.map((s) => ({ value: s, label: t(`shell.settings.bar_styles.${s}`) }))}
        />
      </Row>
    </>
  );

  return (
    <>
      <Divider titlePlacement="start">{t('shell.settings.layout')}</Divider>
      <Radio.Group
        value={values.layout}
        onChange={(e) => dispatch(settingsChanged({ layout: e.target.value }))}
        options={LAYOUTS.map((l) => ({ value: l, label: t(`shell.settings.layouts.${l}`) }))}
        style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
      />
      <Row label={t('shell.settings.mode')}>
        <Radio.Group
          optionType="button"
          value={values.mode}
          onChange={(e) => dispatch(settingsChanged({ mode: e.target.value }))}
          options={LAYOUT_MODES.map((m) => ({ value: m, label: t(`shell.settings.modes.${m}`) }))}
        />
      </Row>

      <Divider titlePlacement="start">{t('shell.settings.navbar')}</Divider>
      <Row label={t('shell.settings.display')}>
        <Switch
          checked={values.navbar.display}
          onChange={(display) => dispatch(settingsChanged({ navbar: { display } }))}
        />
      </Row>
      <Row label={t('shell.settings.folded')}>
        <Switch
          checked={values.navbar.folded}
          onChange={(folded) => dispatch(settingsChanged({ navbar: { folded } }))}
        />
      </Row>
      <Row label={t('shell.settings.position')}>
        <Radio.Group
          optionType="button"
          value={values.navbar.position}
          onChange={(e) => dispatch(settingsChanged({ navbar: { position: e.target.value } }))}
          options={NAVBAR_POSITIONS.map((p) => ({
            value: p,
            label: t(`shell.settings.positions.${sideName(p)}`),
          }))}
        />
      </Row>
      <Row label={t('shell.settings.style')}>
        <Select
          value={values.navbar.style}
          onChange={(style) => dispatch(settingsChanged({ navbar: { style } }))}
          options={NAVBAR_STYLES.map((s) => ({ value: s, label: t(`shell.settings.navbar_styles.${s}`) }))}
          style={{ minWidth: 200 }}
        />
      </Row>

      {barSection('toolbar', values.toolbar)}
      {barSection('footer', values.footer)}

      <Divider titlePlacement="start">{t('shell.settings.language')}</Divider>
      <Radio.Group
        optionType="button"
        value={values.language}
        onChange={(e) => dispatch(settingsChanged({ language: e.target.value }))}
        options={LANGUAGES.map((l) => ({ value: l, label: t(`shell.languages.${l}`) }))}
      />
      <Divider titlePlacement="start">{t('shell.settings.font_size')}</Divider>
      <FontSizeSlider />

      <Divider />
      <Button onClick={() => dispatch(settingsReset())}>{t('shell.settings.reset')}</Button>
    </>
  );
}
