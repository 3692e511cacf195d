// One history entry's changes, field by field: the field's label as its form names it, the value before → after
// (an option's label, a date as dd/MM/yyyy, rich text as plain text, a changed secret only marked).
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldChange } from '../../../shared/history';
import { RESOURCES } from '../../../shared/resources';
import { formatDateTime } from '../../lib/dateTime';

const MAX_TEXT = 120;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** The i18n area of a registry entity's labels (its row's `i18n`), or the name itself. */
export const labelAreaOf = (entity: string): string =>
  (RESOURCES as Record<string, { i18n: string } | undefined>)[entity]?.i18n ?? entity;

function useValueText(area: string) {
  const { t, i18n } = useTranslation();
  return (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'string') {
      const option = `${area}.options.${field}.${value}`;
      if (i18n.exists(option)) return t(option);
      if (ISO_DAY.test(value)) return value.split('-').reverse().join('/');
      if (ISO_TIME.test(value)) return formatDateTime(value);
      const plain = value.includes('<')
        ? value
            .replace(/<[^>]*>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim()
        : value;
      return plain.length > MAX_TEXT ? `${plain.slice(0, MAX_TEXT)}…` : plain;
    }
    if (typeof value === 'number' || typeof value === 'boolean') {
      const option = `${area}.options.${field}.${String(value)}`;
      return i18n.exists(option) ? t(option) : String(value);
    }
    const json = JSON.stringify(value);
    return json.length > MAX_TEXT ? `${json.slice(0, MAX_TEXT)}…` : json;
  };
}

const RTL_LETTERS = /[\u0590-\u08ff]/;

/** A value isolated from the line around it; one without right-to-left letters (a phone, a date) reads left to right. */
function Value({ text }: { text: string }) {
  return <bdi dir={RTL_LETTERS.test(text) ? undefined : 'ltr'}>{text}</bdi>;
}

export function HistoryChanges({ entity, changes }: { entity: string; changes: readonly FieldChange[] }) {
  const { t, i18n } = useTranslation();
  const area = labelAreaOf(entity);
  const text = useValueText(area);
  if (changes.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  const label = (field: string) => {
    const key = `${area}.fields.${field}`;
    return i18n.exists(key) ? t(key) : field;
  };
  // Before → after, pointing the way the page reads (← in Arabic, where the later value stands on the left).
  const arrow = i18n.dir() === 'rtl' ? ' ← ' : ' → ';
  // One line per field ("Telefon: (532) … → (533) …"): a created record's many fields stay readable.
  return (
    <ul className="history-changes" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {changes.map((change) => (
        <li key={change.field}>
          <Typography.Text strong>{label(change.field)}</Typography.Text>
          {': '}
          {change.changed ? (
            <Typography.Text type="secondary">{t('components.history.secret_changed')}</Typography.Text>
          ) : (
            <>
              {'before' in change && (
                <>
                  <Typography.Text delete type="secondary">
                    <Value text={text(change.field, change.before)} />
                  </Typography.Text>
                  {arrow}
                </>
              )}
              <Value text={'after' in change ? text(change.field, change.after) : '—'} />
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** An entry's action: create/update/delete or an operation's translated name. */
export function useActionLabel() {
  const { t, i18n } = useTranslation();
  return (action: string) => {
    const key = `components.history.actions.${action}`;
    return i18n.exists(key) ? t(key) : action;
  };
}
