// localStorage access for listeners and thunks (never reducers). Private modes and quota errors must not
// break the app, so every call is guarded and reading corrupt JSON yields null.
export const STORAGE_KEYS = { session: 'gym.session', guestSettings: 'gym.settings' } as const;

export function readJson(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or disabled: the in-memory state stays authoritative
  }
}

export function removeKey(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // nothing stored, nothing to remove
  }
}
