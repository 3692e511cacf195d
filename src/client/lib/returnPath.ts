// A form opened from another screen for one task (the desk's "Paket sat") carries `?return=<path>`: after saving,
// and on "back", it returns there instead of to its own list. Only a path inside this app is followed.
const PARAM = 'return';

/** The return path a screen's query names, if it is one of the app's own paths. */
export function returnPathOf(search: URLSearchParams): string | undefined {
  const path = search.get(PARAM);
  // "//host" and "/\host" would leave the app.
  return path && /^\/(?![/\\])/.test(path) ? path : undefined;
}

/** `path` with `back` as its return path. */
export const withReturn = (path: string, back: string): string =>
  `${path}${path.includes('?') ? '&' : '?'}${PARAM}=${encodeURIComponent(back)}`;
