// Secrets and personal data never leave the browser: the action log and Redux DevTools see copies in which
// passwords, tokens, Authorization headers and file contents are replaced, and — with a pseudonymizer — every
// field the registry marks personal (`personal` on a row) and every e-mail address or phone number found by its
// form gets a per-log pseudonym (pseudonyms.ts). A slice's fields are its row's (the state's top-level key, an
// action's type prefix); e-mail and phone keys are hidden anywhere. Copy-on-write, so nothing is copied when
// (as for almost every action) there is nothing to hide; and frozen objects — all of the store's state, which
// Immer freezes — are redacted once and remembered, so redacting state after state walks only what changed.
import type { PersonalKind } from '../../../shared/resourceDef';
import { personalFields, personalFieldsVersion } from './personalFields';
import type { Pseudonymizer } from './pseudonyms';

export const REDACTED = '[redacted]';

/** Keys whose values are hidden wherever they appear: passwords, tokens, credentials and headers carrying them. */
const SECRET_KEY = /password|passwd|secret|token|authorization|api_?key|cookie|credential/i;
/** An entity slice's `operations` and `errors` are keyed by operation name (`sendPassword`): state, not secrets. */
const STATUS_MAPS = new Set(['operations', 'errors']);
const verdicts = new Map<string, boolean>();

export function isSecretKey(key: string): boolean {
  let secret = verdicts.get(key);
  if (secret === undefined) {
    secret = SECRET_KEY.test(key);
    if (verdicts.size < 10_000) verdicts.set(key, secret); // keys come from code, but never let a cache grow unbounded
  }
  return secret;
}

/** What is kept of a file: its description, never its bytes. */
export interface FileDescription {
  name: string | null;
  type: string;
  size: number;
}

const isBlob = (value: object): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;
const isFileList = (value: object): value is FileList =>
  typeof FileList !== 'undefined' && value instanceof FileList;

export const describeFile = (file: Blob): FileDescription => ({
  name: typeof (file as Partial<File>).name === 'string' ? (file as File).name : null,
  type: file.type,
  size: file.size,
});

// A file read with FileReader.readAsDataURL travels as a string: keep its media type and size only.
const DATA_URL = /^data:([^;,]*)(?:;[^,]*)?;base64,/;

function redactString(value: string): string {
  if (!value.startsWith('data:')) return value;
  const match = DATA_URL.exec(value);
  if (!match) return value;
  const bytes = Math.floor(((value.length - match[0].length) * 3) / 4);
  return `[file contents redacted: ${match[1] || 'application/octet-stream'}, ${bytes} bytes]`;
}

/** A whole-string phone number: 10 to 13 digits with the separators people type (never a date or an id). */
const PHONE_FORM = /^\+?[\d\s().-]{10,22}$/;
export function looksLikePhone(text: string): boolean {
  if (!PHONE_FORM.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 13 && /^[+(0]|[\s()]/.test(text);
}

type Fields = ReadonlyMap<string, PersonalKind>;

/** Keys under which values are codes, not data: operation statuses and errors, a validation error's field map. */
const CODE_MAPS = new Set([...STATUS_MAPS, 'fields']);

export interface Redactor {
  /** Any value, with secrets hidden and (with a pseudonymizer) e-mails and phones found by key and form. */
  value<T>(value: T): T;
  /** The root state: each slice with its registry row's personal fields. */
  state<T>(state: T): T;
  /** An action: its type prefix names the row whose personal fields it carries (`members/create/pending`). */
  action<T>(action: T): T;
  readonly pseudonymizer: Pseudonymizer | null;
}

export function createRedactor(pseudonymizer: Pseudonymizer | null = null): Redactor {
  let version = -1;
  const contexts = new Map<string, Fields>();
  /** Redacted forms of frozen objects, per field set: they can never change, so neither can their redaction. */
  let remembered = new WeakMap<Fields, WeakMap<object, unknown>>();
  const none: Fields = new Map();
  /** The last value redacted under each top-level key and its redaction: most actions change one slice. */
  const lastSlice = new Map<string, [unknown, unknown]>();

  /** Forgets everything redacted under an older declaration of the personal fields. */
  function sync(): void {
    if (pseudonymizer && version !== personalFieldsVersion()) {
      version = personalFieldsVersion();
      contexts.clear();
      remembered = new WeakMap();
      lastSlice.clear();
    }
  }

  function fieldsOf(resource: string | undefined): Fields {
    if (!pseudonymizer) return none;
    sync();
    const key = resource ?? '';
    let fields = contexts.get(key);
    if (!fields) {
      const declared = personalFields();
      fields = new Map([...declared.anywhere, ...(declared.byResource.get(key) ?? [])]);
      contexts.set(key, fields);
    }
    return fields;
  }

  function redactText(text: string): string {
    const value = redactString(text);
    if (!pseudonymizer || value !== text) return value;
    if (looksLikePhone(text)) return pseudonymizer.pseudonym('phone', text) as string;
    return pseudonymizer.maskEmailsIn(text);
  }

  function redactValue(value: unknown, fields: Fields, codeMap = false): unknown {
    if (typeof value === 'string') return redactText(value);
    if (value === null || typeof value !== 'object') return value;
    if (!Object.isFrozen(value)) return redactObject(value, fields, codeMap);
    let cache = remembered.get(fields);
    if (!cache) remembered.set(fields, (cache = new WeakMap()));
    const known = cache.get(value);
    if (known !== undefined) return known;
    const redacted = redactObject(value, fields, codeMap);
    if (redacted !== value && typeof redacted === 'object' && redacted !== null) Object.freeze(redacted); // shared by every later caller: nobody may change it
    cache.set(value, redacted);
    return redacted;
  }

  function redactObject(value: object, fields: Fields, codeMap = false): unknown {
    if (isBlob(value)) return describeFile(value);
    if (isFileList(value)) return Array.from(value, describeFile);
    if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer)
      return { type: 'binary', size: value.byteLength };
    if (Array.isArray(value)) {
      let copy: unknown[] | undefined;
      for (let i = 0; i < value.length; i += 1) {
        const inner: unknown = value[i];
        const next = redactValue(inner, fields);
        if (next !== inner) {
          copy ??= value.slice();
          copy[i] = next;
        }
      }
      return copy ?? value;
    }
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return value; // class instances are not state; the serializability check reports them
    const record = value as Record<string, unknown>;
    let copy: Record<string, unknown> | undefined;
    for (const key in record) {
      const inner = record[key];
      let next: unknown;
      if (inner != null && !codeMap && isSecretKey(key)) next = REDACTED;
      else {
        const kind = codeMap || fields.size === 0 ? undefined : fields.get(key);
        next =
          kind !== undefined && pseudonymizer
            ? pseudonymizer.pseudonym(kind, inner)
            : redactValue(inner, fields, CODE_MAPS.has(key));
      }
      if (next !== inner) {
        copy ??= { ...record };
        copy[key] = next;
      }
    }
    return copy ?? value;
  }

  return {
    pseudonymizer,
    value: <T>(value: T): T => redactValue(value, fieldsOf(undefined)) as T,
    state<T>(state: T): T {
      if (state === null || typeof state !== 'object' || Array.isArray(state)) return this.value(state);
      sync();
      const record = state as Record<string, unknown>;
      let copy: Record<string, unknown> | undefined;
      for (const key in record) {
        const inner = record[key];
        const last = lastSlice.get(key);
        let next: unknown;
        if (last && last[0] === inner) next = last[1];
        else {
          next = isSecretKey(key) && inner != null ? REDACTED : redactValue(inner, fieldsOf(key));
          lastSlice.set(key, [inner, next]);
        }
        if (next !== inner) {
          copy ??= { ...record };
          copy[key] = next;
        }
      }
      return (copy ?? state) as T;
    },
    action<T>(action: T): T {
      const type = (action as { type?: unknown } | null)?.type;
      const prefix =
        typeof type === 'string' && type.includes('/') ? type.slice(0, type.indexOf('/')) : undefined;
      return redactValue(action, fieldsOf(prefix)) as T;
    },
  };
}

const secretsOnly = createRedactor(null);

/**
 * `value` with every secret replaced (no pseudonyms: see createRedactor). Returns the input itself when nothing
 * needed hiding, and otherwise a copy that shares the untouched branches — safe because actions and state are
 * immutable.
 */
export function redact<T>(value: T): T {
  return secretsOnly.value(value);
}
