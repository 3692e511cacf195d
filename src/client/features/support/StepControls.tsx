// Stepping through the log: a slider over 0..n (0 = the start state) and first/previous/next/last buttons.
// Icons follow the reading direction, so 'next' points left in Arabic.
import './translations';
import { useContext } from 'react';
import { Button, ConfigProvider, Flex, Slider, Typography } from 'antd';
import { LeftOutlined, RightOutlined, StepBackwardOutlined, StepForwardOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

interface Props {
  index: number;
  total: number;
  onChange: (index: number) => void;
}

export function StepControls({ index, total, onChange }: Props) {
  const { t } = useTranslation();
  const rtl = useContext(ConfigProvider.ConfigContext).direction === 'rtl';
  const [Back, Forward] = rtl ? [RightOutlined, LeftOutlined] : [LeftOutlined, RightOutlined];
  const [First, Last] = rtl
    ? [StepForwardOutlined, StepBackwardOutlined]
    : [StepBackwardOutlined, StepForwardOutlined];
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong data-testid="replay-position">
        {index === 0 ? t('support.replay.step.start') : t('support.replay.step.position', { index, total })}
      </Typography.Text>
      <Slider
        min={0}
        max={Math.max(total, 0)}
        value={index}
        onChange={(value) => onChange(value)}
        disabled={total === 0}
        aria-label={t('support.replay.step.label')}
        tooltip={{ formatter: (value) => value ?? 0 }}
      />
      <Flex gap={8} wrap>
        <Button icon={<First />} onClick={() => onChange(0)} disabled={index === 0}>
          {t('support.replay.step.first')}
        </Button>
        <Button icon={<Back />} onClick={() => onChange(index - 1)} disabled={index === 0}>
          {t('support.replay.step.previous')}
        </Button>
        <Button
          icon={<Forward />}
          iconPlacement="end"
          onClick={() => onChange(index + 1)}
          disabled={index >= total}
        >
          {t('support.replay.step.next')}
        </Button>
        <Button icon={<Last />} iconPlacement="end" onClick={() => onChange(total)} disabled={index >= total}>
          {t('support.replay.step.last')}
        </Button>
      </Flex>
    </Flex>
  );
}
