// The current action: type, time, payload, meta and error (redacted when it was recorded).
import './translations';
import { Descriptions, Empty, Typography } from 'antd';
import type { UnknownAction } from '@reduxjs/toolkit';
import { useTranslation } from 'react-i18next';
import { JsonBlock } from './JsonBlock';

export function ActionDetails({ action, time }: { action: UnknownAction | undefined; time: number | null }) {
  const { t, i18n } = useTranslation();
  if (!action)
    return <Empty description={t('support.replay.step.start')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  const { type, payload, meta, error } = action;
  const none = t('support.replay.action.none');
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={[
        {
          key: 'type',
          label: t('support.replay.action.type'),
          children: <Typography.Text code>{type}</Typography.Text>,
        },
        {
          key: 'time',
          label: t('support.replay.action.time'),
          children: time === null ? none : new Date(time).toLocaleString(i18n.language),
        },
        {
          key: 'payload',
          label: t('support.replay.action.payload'),
          children:
            payload === undefined ? (
              none
            ) : (
              <JsonBlock value={payload} label={t('support.replay.action.payload')} />
            ),
        },
        {
          key: 'meta',
          label: t('support.replay.action.meta'),
          children: meta === undefined ? none : <JsonBlock value={meta} maxHeight={200} />,
        },
        ...(error === undefined
          ? []
          : [
              {
                key: 'error',
                label: t('support.replay.action.error'),
                children: <JsonBlock value={error} maxHeight={200} />,
              },
            ]),
      ]}
    />
  );
}
