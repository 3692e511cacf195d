// "History" on an edit form (issue 30): who changed this record, when, and each field before → after, newest
// first — shown to holders of HISTORY_READ (the server answers only what they could read).
import { useState } from 'react';
import { Alert, Button, Drawer, Empty, Skeleton, Timeline, Typography } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { lookupErrorMessage, useRecordHistoryQuery } from '../../store/lookupsApi';
import { useCan } from '../Can';
import { HistoryChanges, useActionLabel } from './HistoryChanges';

function HistoryEntries({ entity, id }: { entity: string; id: string }) {
  const { t, i18n } = useTranslation();
  const action = useActionLabel();
  const { data, isFetching, error } = useRecordHistoryQuery(
    { entity, id },
    { refetchOnMountOrArgChange: true },
  );
  if (isFetching && !data) return <Skeleton active />;
  if (error) return <Alert type="error" showIcon title={lookupErrorMessage(error)} />;
  if (!data || data.length === 0) return <Empty description={t('components.history.empty')} />;
  return (
    <Timeline
      items={data.map((entry) => ({
        key: entry.id,
        children: (
          <>
            <Typography.Text strong>{action(entry.action)}</Typography.Text>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
              {`${new Date(entry.created_at).toLocaleString(i18n.language)} · ${entry.user_name || '—'}`}
            </Typography.Paragraph>
            <HistoryChanges entity={entity} changes={entry.changes} />
          </>
        ),
      }))}
    />
  );
}

export function HistoryButton({ entity, id }: { entity: string; id: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!useCan('HISTORY_READ')) return null;
  return (
    <>
      <Button icon={<HistoryOutlined />} onClick={() => setOpen(true)}>
        {t('components.history.open')}
      </Button>
      <Drawer
        title={t('components.history.title')}
        open={open}
        onClose={() => setOpen(false)}
        size="large"
        destroyOnHidden
      >
        {open && <HistoryEntries entity={entity} id={id} />}
      </Drawer>
    </>
  );
}
