// JSON columns are stored as text (SQLite has no JSON type): read back through one tolerant parser, by the
// history and the route factory alike.

/** JSON text column → value, tolerating legacy or empty content. */
export function parseJson<T>(raw: unknown, fallback: T): T {
  if (typeof raw !== 'string' || raw === '') return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}
