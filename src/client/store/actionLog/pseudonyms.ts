// Per-log pseudonyms for personal data (KVKK/GDPR). One pseudonymizer serves one log — a page's store:
// the same value always gets the same pseudonym within it (a bug that depends on two fields being equal still
// reproduces), and another log draws other numbers and another date shift (logs cannot be joined on them).
// Pseudonyms keep the value's form, so forms still validate on replay: an e-mail stays an e-mail, a phone a
// phone in the product's format, a date a date (all shifted by the same number of days). Free text keeps only
// its length, a questionnaire only its questions. The originals stay in this tab's memory, never in a log.
import type { PersonalKind } from '../../../shared/resourceDef';

export type { PersonalKind };

export interface Pseudonymizer {
  /** The pseudonym of `value` as a `kind`; the same value and kind always answer the same within one log. */
  pseudonym(kind: PersonalKind, value: unknown): unknown;
  /** Every e-mail address inside a text replaced (a message or an error naming one). */
  maskEmailsIn(text: string): string;
  /** How many different values of each kind were replaced so far (the log header says so). */
  counts(): Record<PersonalKind, number>;
  /** Days every date was moved by (never 0); kept in memory only. */
  readonly dayShift: number;
}

export interface PseudonymizerOptions {
  /** Draws the log's numbering start and date shift (tests pass a seeded one). */
  random?: () => number;
}

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(.*)$/s;
const PSEUDONYM_EMAIL = /^person-\d+@example\.invalid$/;
/** An address inside any text: RFC 5322's atext before the @, a dotted domain after it. */
export const EMAIL_IN_TEXT = /[\w!#$%&'*+/=?^`{|}~.-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** `(500) 012 34 56`: the product's phone format, in a prefix no Turkish operator uses. */
function phoneNumber(n: number): string {
  const digits = pad(n % 10_000_000, 7);
  return `(500) ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`;
}

function shiftDate(value: string, days: number): string | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [, y, m, d, rest] = match;
  const time = Date.UTC(Number(y), Number(m) - 1, Number(d));
  if (Number.isNaN(time)) return null;
  const shifted = new Date(time + days * DAY_MS);
  const date = `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1, 2)}-${pad(shifted.getUTCDate(), 2)}`;
  return date + (rest ?? '');
}

/** FNV-1a, 32 bits. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export const textPlaceholder = (text: string): string => `[text: ${text.length} chars]`;
export const ANSWER_PLACEHOLDER = '[answer]';

/** A questionnaire's answers: keys (the questions) kept, every answer hidden — its kind and length too. */
function hideAnswers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(hideAnswers);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, hideAnswers(v)]));
  return value === null || value === undefined || value === '' ? value : ANSWER_PLACEHOLDER;
}

export function createPseudonymizer({ random = Math.random }: PseudonymizerOptions = {}): Pseudonymizer {
  // Numbers start somewhere in 100..9,099 for this log and count up, so they never collide within it.
  const start = 100 + Math.floor(random() * 9_000);
  // 30..400 days either way: birth dates keep their order and differences, not their day.
  const magnitude = 30 + Math.floor(random() * 371);
  const dayShift = random() < 0.5 ? -magnitude : magnitude;
  const tables: Record<'email' | 'phone', Map<string, string>> = { email: new Map(), phone: new Map() };
  // Different dates and texts replaced, by a 32-bit hash of each (never the text itself: a rich-text body can be
  // long, and the count is all the header says); questionnaires by the answers object.
  const seen: Record<'date' | 'text', Set<number>> = { date: new Set(), text: new Set() };
  const answered = new WeakSet<object>();
  let answers = 0;

  function numbered(kind: 'email' | 'phone', key: string, make: (n: number) => string): string {
    const table = tables[kind];
    let known = table.get(key);
    if (known === undefined) {
      known = make(start + table.size);
      table.set(key, known);
    }
    return known;
  }

  const email = (value: string) =>
    PSEUDONYM_EMAIL.test(value)
      ? value // already one of ours (a state redacted twice)
      : numbered('email', value.trim().toLowerCase(), (n) => `person-${n}@example.invalid`);
  const phone = (value: string) => numbered('phone', value.replace(/\D/g, ''), phoneNumber);

  // The same values come again and again (a list answered, then stored): each kind's answers are remembered, a
  // bounded number of them, so a long shift's texts are not all kept.
  const memo: Record<'email' | 'phone' | 'date' | 'text', Map<string, string>> = {
    email: new Map(),
    phone: new Map(),
    date: new Map(),
    text: new Map(),
  };
  const MEMO_LIMIT = 5_000;

  function pseudonym(kind: PersonalKind, value: unknown): unknown {
    if (typeof value === 'string' && kind !== 'answers') {
      const known = memo[kind].get(value);
      if (known !== undefined) return known;
      const made = pseudonymOf(kind, value) as string;
      if (memo[kind].size >= MEMO_LIMIT) memo[kind].clear();
      memo[kind].set(value, made);
      return made;
    }
    return pseudonymOf(kind, value);
  }

  function pseudonymOf(kind: PersonalKind, value: unknown): unknown {
    if (value === null || value === undefined || value === '') return value; // nothing personal in nothing
    if (kind === 'answers') {
      if (typeof value === 'object' && !answered.has(value)) {
        answered.add(value);
        answers += 1;
      }
      return hideAnswers(value);
    }
    if (typeof value !== 'string') {
      if (typeof value === 'boolean') return value;
      // A number or an object where text was expected: hide it as text all the same.
      return pseudonym(kind, typeof value === 'number' ? String(value) : JSON.stringify(value));
    }
    if (kind === 'date' || kind === 'text') seen[kind].add(hash(value));
    switch (kind) {
      case 'email':
        return email(value);
      case 'phone':
        return phone(value);
      case 'date':
        return shiftDate(value, dayShift) ?? textPlaceholder(value);
      default:
        return textPlaceholder(value);
    }
  }

  return {
    pseudonym,
    maskEmailsIn(text) {
      if (!text.includes('@')) return text;
      return text.replace(EMAIL_IN_TEXT, (found) => {
        if (PSEUDONYM_EMAIL.test(found)) return found;
        return email(found);
      });
    },
    // E-mails and phones count as their tables do: one per address (any case) or number (any separators).
    counts: () => ({
      email: tables.email.size,
      phone: tables.phone.size,
      date: seen.date.size,
      text: seen.text.size,
      answers,
    }),
    dayShift,
  };
}
