// What one action changed: the paths whose values differ between two states, with before and after.
// Immutable updates keep unchanged branches identical, so equal references are skipped without a walk.

export interface StateChange {
  /** Dotted path, e.g. `members.entities.12.name` (array items by index). */
  path: string;
  /** undefined when the path did not exist before. */
  before: unknown;
  /** undefined when the path no longer exists. */
  after: unknown;
}

const isContainer = (v: unknown): v is Record<string, unknown> | unknown[] =>
  typeof v === 'object' && v !== null;

function walk(before: unknown, after: unknown, path: string, out: StateChange[], limit: number): void {
  if (out.length >= limit || Object.is(before, after)) return;
  const bothArrays = Array.isArray(before) && Array.isArray(after);
  const bothObjects =
    isContainer(before) && isContainer(after) && !Array.isArray(before) && !Array.isArray(after);
  if (!bothArrays && !bothObjects) {
    out.push({ path, before, after });
    return;
  }
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  const keys = new Set([...Object.keys(b), ...Object.keys(a)]);
  for (const key of keys) {
    // An empty key (a top-level resource's list, `lists['']`) reads as "" rather than a double dot.
    const segment = key === '' ? '""' : key;
    const child = path ? `${path}.${segment}` : segment;
    const inB = Object.prototype.hasOwnProperty.call(b, key);
    const inA = Object.prototype.hasOwnProperty.call(a, key);
    if (inB && inA) walk(b[key], a[key], child, out, limit);
    // A key holding undefined is the same as no key (JSON drops both).
    else {
      const was = inB ? b[key] : undefined;
      const is = inA ? a[key] : undefined;
      if (out.length < limit && (was !== undefined || is !== undefined))
        out.push({ path: child, before: was, after: is });
    }
  }
}

/** The changed leaves (or whole added/removed branches) from `before` to `after`, at most `limit` of them. */
export function diffStates(before: unknown, after: unknown, limit = 500): StateChange[] {
  const out: StateChange[] = [];
  walk(before, after, '', out, limit);
  return out;
}
