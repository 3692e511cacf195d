// Secrets never leave the browser: the action log and Redux DevTools see copies in which passwords, tokens,
// Authorization headers and file contents are replaced. Copy-on-write, so nothing is copied when (as for
// almost every action) there is nothing to hide; and frozen objects — all of the store's state, which Immer
// freezes — are redacted once and remembered, so redacting state after state walks only what changed.

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

/** Redacted forms of frozen objects: they can never change, so neither can their redaction. */
const remembered = new WeakMap<object, unknown>();

function redactValue(value: unknown, statusMap = false): unknown {
  if (typeof value === 'string') return redactString(value);
  if (value === null || typeof value !== 'object') return value;
  if (!Object.isFrozen(value)) return redactObject(value, statusMap);
  const known = remembered.get(value);
  if (known !== undefined) return known;
  const redacted = redactObject(value, statusMap);
  if (redacted !== value) Object.freeze(redacted); // shared by every later caller: nobody may change it
  remembered.set(value, redacted);
  return redacted;
}

function redactObject(value: object, statusMap = false): unknown {
  if (isBlob(value)) return describeFile(value);
  if (isFileList(value)) return Array.from(value, describeFile);
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer)
    return { type: 'binary', size: value.byteLength };
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i += 1) {
      const inner: unknown = value[i];
      const next = redactValue(inner);
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
    const next =
      inner != null && !statusMap && isSecretKey(key) ? REDACTED : redactValue(inner, STATUS_MAPS.has(key));
    if (next !== inner) {
      copy ??= { ...record };
      copy[key] = next;
    }
  }
  return copy ?? value;
}

/**
 * `value` with every secret replaced. Returns the input itself when nothing needed hiding, and otherwise a
 * copy that shares the untouched branches — safe because actions and state are immutable.
 */
export function redact<T>(value: T): T {
  return redactValue(value) as T;
}
