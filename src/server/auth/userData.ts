import type { UserData } from '../../shared/types';

/** The users.data column (JSON text) as the profile's { settings, shortcuts }, with safe defaults. */
export function parseUserData(raw: string | null): Required<UserData> {
  let value: UserData = {};
  try {
    value = raw ? (JSON.parse(raw) as UserData) : {};
  } catch {
    value = {};
  }
  return {
    settings: value.settings && typeof value.settings === 'object' ? value.settings : {},
    shortcuts: Array.isArray(value.shortcuts) ? value.shortcuts : [],
  };
}
