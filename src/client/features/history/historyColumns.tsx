// The history list's columns: when, who, which record (its kind as the menu names it, its number, its member),
// what was done and each field before → after.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { HistoryRecord } from '../../../shared/history';
import type { EntityColumn } from '../../components/EntityList';
import { HistoryChanges, labelAreaOf, useActionLabel } from '../../components/history/HistoryChanges';

function When({ entry }: { entry: HistoryRecord }) {
  const { i18n } = useTranslation();
  return <bdi dir="ltr">{new Date(entry.created_at).toLocaleString(i18n.language)}</bdi>;
}

function What({ entry, withMember }: { entry: HistoryRecord; withMember: boolean }) {
  const { t, i18n } = useTranslation();
  const area = labelAreaOf(entry.entity);
  const kind = i18n.exists(`${area}.title`) ? t(`${area}.title`) : entry.entity;
  return (
    <span>
      {`${kind} #${entry.entity_id}`}
      {withMember && entry.member_id && entry.member_id > 0 && entry.member_name ? (
        <>
          {' · '}
          <Link to={`/member-edit/${entry.member_id}/history`}>{entry.member_name}</Link>
        </>
      ) : null}
    </span>
  );
}

function Action({ entry }: { entry: HistoryRecord }) {
  return <span>{useActionLabel()(entry.action)}</span>;
}

export const historyColumns = (withMember: boolean): EntityColumn<HistoryRecord>[] => [
  { field: 'created_at', render: (e) => <When entry={e} />, width: 170 },
  { field: 'user_name', width: 150 },
  {
    field: 'entity',
    render: (e) => <What entry={e} withMember={withMember} />,
    csv: (e) => `${e.entity} #${e.entity_id}`,
  },
  { field: 'action', render: (e) => <Action entry={e} />, width: 130 },
  {
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
  },
];
