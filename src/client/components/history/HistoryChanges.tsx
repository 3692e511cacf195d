// One history entry's changes, field by field: the field's label as its form names it, the value before → after
// (a reference by its record's name, an option's label, a date as dd/MM/yyyy, rich text as plain text, a changed
// secret only marked) — the words of historyText.ts.
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldChange } from '../../../shared/history';
import { historyText } from './historyText';

const RTL_LETTERS = /[\u0590-\u08ff]/;

/** A value isolated from the line around it; one without right-to-left letters (a phone, a date) reads left to right. */
function Value({ text }: { text: string }) {
  return <bdi dir={RTL_LETTERS.test(text) ? undefined : 'ltr'}>{text}</bdi>;
}

export function HistoryChanges({ entity, changes }: { entity: string; changes: readonly FieldChange[] }) {
  const { t, i18n } = useTranslation();
  const { label, value, arrow } = historyText(i18n);
  if (changes.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  // One line per field ("Telefon: (532) … → (533) …"): a created record's many fields stay readable.
  return (
    <ul className="history-changes" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {changes.map((change) => (
        <li key={change.field}>
          <Typography.Text strong>{label(entity, change.field)}</Typography.Text>
          {': '}
          {change.changed ? (
            <Typography.Text type="secondary">{t('components.history.secret_changed')}</Typography.Text>
          ) : (
            <>
              {'before' in change && (
                <>
                  <Typography.Text delete type="secondary">
                    <Value text={value(entity, change.field, change.before, change.before_name)} />
                  </Typography.Text>
                  {arrow()}
                </>
              )}
              <Value
                text={'after' in change ? value(entity, change.field, change.after, change.after_name) : '—'}
              />
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
