// Where a log comes from: file, source, product version, language, user, export time and what it hides.
import './translations';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ParsedActionLog } from '../../store/actionLog/parseLog';

export function LogSummary({ log, fileName }: { log: ParsedActionLog; fileName: string | null }) {
  const { t, i18n } = useTranslation();
  const unknown = t('support.replay.summary.unknown');
  const meta = log.meta;
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2, xl: 3 }}
      items={[
        { key: 'file', label: t('support.replay.summary.file'), children: fileName ?? unknown },
        {
          key: 'source',
          label: t('support.replay.summary.source'),
          children: t(
            log.source === 'gym-backoffice'
              ? 'support.replay.summary.source_gym'
              : 'support.replay.summary.source_devtools',
          ),
        },
        { key: 'actions', label: t('support.replay.summary.actions'), children: log.actions.length },
        {
          key: 'version',
          label: t('support.replay.summary.product_version'),
          children: meta?.productVersion ?? unknown,
        },
        { key: 'language', label: t('support.replay.summary.language'), children: meta?.language ?? unknown },
        { key: 'user', label: t('support.replay.summary.user'), children: meta?.userId ?? unknown },
        {
          key: 'exported',
          label: t('support.replay.summary.exported_at'),
          children: meta ? new Date(meta.exportedAt).toLocaleString(i18n.language) : unknown,
        },
        { key: 'dropped', label: t('support.replay.summary.dropped'), children: meta?.dropped ?? unknown },
        {
          key: 'pseudonymised',
          label: t('support.replay.summary.pseudonymised'),
          children: meta?.pseudonymised
            ? t('support.replay.summary.pseudonymised_counts', meta.pseudonymised.values)
            : t('support.replay.summary.pseudonymised_none'),
        },
      ]}
    />
  );
}
