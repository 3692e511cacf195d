// "History" on an edit form: who changed this record, when, and each field before → after, newest
// first — shown to holders of HISTORY_READ (the server answers only what they could read).
import { useEffect, useState } from 'react';
import { Alert, Button, Drawer, Empty, Skeleton, Timeline, Typography } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { HistoryRecord } from '../../../shared/history';
import { chooseErrorMessage, http } from '../../api/http';
import { formatDateTime } from '../../lib/dateTime';
import { useCan } from '../Can';
import { HistoryChanges, useActionLabel } from './HistoryChanges';

/**
 * The record's entries, read each time the drawer opens. Kept out of the store on purpose: an entry holds other
 * fields' values (a member's old phone), which the QA action log and Redux DevTools must never carry.
 */
function useRecordHistory(entity: string, id: string) {
  const [data, setData] = useState<HistoryRecord[]>();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    http
      .get<unknown>('history', {
        params: { entity, entity_id: id, start: 0, count: 100, sort: 'id', sort_by: 'DESC' },
        signal: controller.signal,
      })
      .then(({ data: rows }) => setData(Array.isArray(rows) ? (rows as HistoryRecord[]) : []))
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setError(chooseErrorMessage(e));
      });
    return () => controller.abort();
  }, [entity, id]);
  return { data, error };
}

function HistoryEntries({ entity, id }: { entity: string; id: string }) {
  const { t } = useTranslation();
  const action = useActionLabel();
  const { data, error } = useRecordHistory(entity, id);
  if (error) return <Alert type="error" showIcon title={error} />;
  if (!data) return <Skeleton active />;
  if (!data || data.length === 0) return <Empty description={t('components.history.empty')} />;
  return (
    <Timeline
      items={data.map((entry) => ({
        key: entry.id,
        content: (
          <>
            <Typography.Text strong>{action(entry.action)}</Typography.Text>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
              <bdi dir="ltr">{formatDateTime(entry.created_at)}</bdi>
              {` · ${entry.user_name || '—'}`}
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
