// Font size 70%–130% in steps of 0.1 (spec §9), as a slider in a popover.
import { Button, Popover, Slider, Tooltip } from 'antd';
import { FontSizeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { settingsChanged } from '../../store/settings';
import { FONT_SIZE } from '../../store/settingsModel';

export function FontSizeSlider() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const fontSize = useAppSelector((state) => state.settings.values.fontSize);
  return (
    <Slider
      ariaLabelForHandle={t('shell.toolbar.font_size')}
      min={FONT_SIZE.min}
      max={FONT_SIZE.max}
      step={FONT_SIZE.step}
      value={fontSize}
      tooltip={{ formatter: (value) => `${Math.round((value ?? 1) * 100)}%` }}
      marks={{ [FONT_SIZE.min]: '70%', 1: '100%', [FONT_SIZE.max]: '130%' }}
      onChange={(value: number) => dispatch(settingsChanged({ fontSize: value }))}
      style={{ width: 220 }}
    />
  );
}

export function FontSizeControl() {
  const { t } = useTranslation();
  return (
    <Popover trigger="click" title={t('shell.toolbar.font_size')} content={<FontSizeSlider />}>
      <Tooltip title={t('shell.toolbar.font_size')}>
        <Button type="text" aria-label={t('shell.toolbar.font_size')} icon={<FontSizeOutlined />} />
      </Tooltip>
    </Popover>
  );
}
