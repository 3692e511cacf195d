// What the current action changed: one row per changed path, with the value before and after.
import './translations';
import { Alert, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StateChange } from '../../store/actionLog/diff';
import { CHANGES_SHOWN } from './sandbox';

const short = (value: unknown, absent: string): string => {
  if (value === undefined) return absent;
  const text = JSON.stringify(value);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
};

export function StateChanges({ changes }: { changes: StateChange[] }) {
  const { t } = useTranslation();
  const absent = t('support.replay.changes.absent');
  const code = (text: string) => (
    <Typography.Text code dir="ltr" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text}
    </Typography.Text>
  );
  return (
    <>
      {changes.length >= CHANGES_SHOWN && (
        <Alert
          type="info"
          showIcon
          style={{ marginBlockEnd: 12 }}
          title={t('support.replay.changes.truncated', { count: CHANGES_SHOWN })}
        />
      )}
      <Table<StateChange>
        size="small"
        rowKey="path"
        pagination={false}
        tableLayout="fixed"
        dataSource={changes}
        locale={{ emptyText: t('support.replay.changes.none') }}
        columns={[
          {
            key: 'path',
            title: t('support.replay.changes.path'),
            dataIndex: 'path',
            width: '40%',
            render: (path: string) => code(path),
          },
          {
            key: 'before',
            title: t('support.replay.changes.before'),
            render: (_, c) => code(short(c.before, absent)),
          },
          {
            key: 'after',
            title: t('support.replay.changes.after'),
            render: (_, c) => code(short(c.after, absent)),
          },
        ]}
      />
    </>
  );
}
