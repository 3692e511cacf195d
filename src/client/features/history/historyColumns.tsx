// The history list's columns: when, who, which record (its kind and name as written, its member), what was done
// and each field before → after, in the forms' words on screen and in the CSV alike (historyText.ts). In a
// member's file (beside its tabs) the first four share two columns, so the changes keep their room.
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { HistoryRecord } from '../../../shared/history';
import { formatDateTime } from '../../lib/dateTime';
import type { EntityColumn } from '../../components/EntityList';
import { HistoryChanges, useActionLabel } from '../../components/history/HistoryChanges';
import { historyText } from '../../components/history/historyText';
import { i18n } from '../../lib/i18n';
import './translations';

function When({ entry }: { entry: HistoryRecord }) {
  return <bdi dir="ltr">{formatDateTime(entry.created_at)}</bdi>;
}

function What({ entry, withMember }: { entry: HistoryRecord; withMember: boolean }) {
  const { i18n: current } = useTranslation();
  // The member on a line of its own: a link alone in its block needs no underline to be told from text (axe).
  return (
    <>
      <div>{historyText(current).record(entry)}</div>
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

/** The CSV's words: the SPA's one i18next instance, in the language on screen. */
const csvText = () => historyText(i18n);
const csvAction = (action: string) => {
  const key = `components.history.actions.${action}`;
  return i18n.exists(key) ? i18n.t(key) : action;
};

/** The changes wrap within `width` (a table as wide as its content would otherwise grow with the longest value). */
const changesColumn = (width: number): EntityColumn<HistoryRecord> => ({
  width,
  field: 'changes',
  render: (e) => <HistoryChanges entity={e.entity} changes={e.changes} />,
  csv: (e) => e.changes.map((c) => csvText().line(e.entity, c)).join('; '),
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
    csv: (e) => `${formatDateTime(e.created_at)} ${e.user_name}`,
    width: 180,
  },
  {
    field: 'entity',
    titleKey: 'history.columns.record_action',
    render: (e) => <TwoLines first={<What entry={e} withMember={false} />} second={<Action entry={e} />} />,
    csv: (e) => `${csvText().record(e)} ${csvAction(e.action)}`,
    width: 170,
  },
  changesColumn(240),
];

/** The global /history list: every column apart, the record with its member. */
export const historyColumns: EntityColumn<HistoryRecord>[] = [
  {
    field: 'created_at',
    render: (e) => <When entry={e} />,
    width: 140,
    csv: (e) => formatDateTime(e.created_at),
  },
  { field: 'user_name', width: 130 },
  {
    field: 'entity',
    render: (e) => <What entry={e} withMember />,
    width: 200,
    csv: (e) => csvText().record(e),
  },
  { field: 'action', render: (e) => <Action entry={e} />, width: 100, csv: (e) => csvAction(e.action) },
  changesColumn(330),
];
