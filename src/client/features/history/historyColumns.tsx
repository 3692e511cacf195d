// The history list's columns: when, who, which record (its kind as the menu names it, its number, its member),
// what was done and each field before → after. In a member's file (beside its tabs) the first four share two
// columns, so the changes — what the tab is read for — keep their room.
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { HistoryRecord } from '../../../shared/history';
import { formatDateTime } from '../../lib/dateTime';
import type { EntityColumn } from '../../components/EntityList';
import { HistoryChanges, labelAreaOf, useActionLabel } from '../../components/history/HistoryChanges';

function When({ entry }: { entry: HistoryRecord }) {
  return <bdi dir="ltr">{formatDateTime(entry.created_at)}</bdi>;
}

function What({ entry, withMember }: { entry: HistoryRecord; withMember: boolean }) {
  const { t, i18n } = useTranslation();
  const area = labelAreaOf(entry.entity);
  const kind = i18n.exists(`${area}.title`) ? t(`${area}.title`) : entry.entity;
  // The member on a line of its own: a link alone in its block needs no underline to be told from text (axe).
  return (
    <>
      <div>{`${kind} #${entry.entity_id}`}</div>
      {withMember && entry.member_id && entry.member_id > 0 && entry.member_name ? (
        <div>
          <Link to={`/member-edit/${entry.member_id}/history`}>{entry.member_name}</Link>
        </div>
      ) : null}
    </>
  );
}

function Action({ entry }: { entry: HistoryRecord }) {
  return <span>{useActionLabel()(entry.action)}</span>;
}

/** The changes wrap within `width` (a table as wide as its content would otherwise grow with the longest value). */
const changesColumn = (width: number): EntityColumn<HistoryRecord> => ({
  width,
  field: 'changes',
  render: (e) => <HistoryChanges entity={e.entity} changes={e.changes} />,
  csv: (e) =>
    e.changes
      .map((c) =>
        c.changed
          ? `${c.field}: *`
          : `${c.field}: ${JSON.stringify(c.before ?? null)} → ${JSON.stringify(c.after ?? null)}`,
      )
      .join('; '),
});

/** Two lines in one cell: the first as it is, the second secondary. */
function TwoLines({ first, second }: { first: ReactNode; second: ReactNode }) {
  return (
    <>
      <div>{first}</div>
      <Typography.Text type="secondary">{second}</Typography.Text>
    </>
  );
}

/** A member file's tab: when and who in one column, the record and the action in another, then the changes. */
export const compactHistoryColumns: EntityColumn<HistoryRecord>[] = [
  {
    field: 'created_at',
    titleKey: 'history.columns.when_who',
    render: (e) => <TwoLines first={<When entry={e} />} second={e.user_name} />,
    csv: (e) => `${e.created_at} ${e.user_name}`,
    width: 180,
  },
  {
    field: 'entity',
    titleKey: 'history.columns.record_action',
    render: (e) => <TwoLines first={<What entry={e} withMember={false} />} second={<Action entry={e} />} />,
    csv: (e) => `${e.entity} #${e.entity_id} ${e.action}`,
    width: 170,
  },
  changesColumn(240),
];

/** The global /history list: every column apart, the record with its member. */
export const historyColumns: EntityColumn<HistoryRecord>[] = [
  { field: 'created_at', render: (e) => <When entry={e} />, width: 140 },
  { field: 'user_name', width: 130 },
  {
    field: 'entity',
    render: (e) => <What entry={e} withMember />,
    width: 200,
    csv: (e) => `${e.entity} #${e.entity_id}`,
  },
  { field: 'action', render: (e) => <Action entry={e} />, width: 100 },
  changesColumn(330),
];
