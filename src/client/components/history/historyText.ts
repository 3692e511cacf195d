// The history in the forms' words, as plain text for the screens and the CSV alike: a field by its
// form's label, a reference by the record's name when written, an option by its label, a date as dd/MM/yyyy,
// and the record as its kind and name ("Rapor: Aylık değerlendirme").
import type { i18n as I18n } from 'i18next';
import type { FieldChange, HistoryRecord } from '../../../shared/history';
import { RESOURCES } from '../../../shared/resources';
import { formatDateTime } from '../../lib/dateTime';

const MAX_TEXT = 120;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** The i18n area of a registry entity's labels (its row's `i18n`), or the name itself. */
export const labelAreaOf = (entity: string): string =>
  (RESOURCES as Record<string, { i18n: string } | undefined>)[entity]?.i18n ?? entity;

const shortened = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);

function plain(value: string): string {
  if (ISO_DAY.test(value)) return value.split('-').reverse().join('/');
  if (ISO_TIME.test(value)) return formatDateTime(value);
  const text = value.includes('<')
    ? value
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    : value;
  return shortened(text);
}

export type HistoryText = ReturnType<typeof historyText>;

export function historyText(i18n: Pick<I18n, 't' | 'exists' | 'dir'>) {
  const first = (keys: string[], fallback: string) => {
    const found = keys.find((key) => i18n.exists(key));
    return found ? i18n.t(found) : fallback;
  };
  /** A field as its form labels it, else as the history names the server's own columns (`approved_by`). */
  const label = (entity: string, field: string) =>
    first([`${labelAreaOf(entity)}.fields.${field}`, `history.common_fields.${field}`], field);
  /** A value as the form shows it: a reference by its name, an option by its label, '—' when empty. */
  const value = (entity: string, field: string, raw: unknown, name?: string): string => {
    if (name) return name;
    if (raw === null || raw === undefined || raw === '') return '—';
    if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean') {
      const option = `${labelAreaOf(entity)}.options.${field}.${String(raw)}`;
      if (i18n.exists(option)) return i18n.t(option);
      return typeof raw === 'string' ? plain(raw) : String(raw);
    }
    return shortened(JSON.stringify(raw));
  };
  /** One record of a kind, in the singular ("Rapor"), else the kind's list title. */
  const kind = (entity: string) => first([`history.kinds.${entity}`, `${labelAreaOf(entity)}.title`], entity);
  /** The record as its kind and name when it has one, else its number. */
  const record = (entry: Pick<HistoryRecord, 'entity' | 'entity_id' | 'record_name'>) =>
    entry.record_name
      ? `${kind(entry.entity)}: ${plain(entry.record_name)}`
      : `${kind(entry.entity)} #${entry.entity_id}`;
  /** Before → after, pointing the way the page reads (← in Arabic, where the later value stands on the left). */
  const arrow = () => (i18n.dir() === 'rtl' ? ' ← ' : ' → ');
  /** A change on one line for the CSV: "Onaylayan: — → Ayla Kaya". */
  const line = (entity: string, change: FieldChange) => {
    const name = label(entity, change.field);
    if (change.changed) return `${name}: ${i18n.t('components.history.secret_changed')}`;
    const after = 'after' in change ? value(entity, change.field, change.after, change.after_name) : '—';
    return 'before' in change
      ? `${name}: ${value(entity, change.field, change.before, change.before_name)}${arrow()}${after}`
      : `${name}: ${after}`;
  };
  return { label, value, kind, record, arrow, line };
}
