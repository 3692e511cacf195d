// How the SPA loads a language: 'first' = the plain pages' keys (/login, the loading and error screens — the
// files below), 'rest' = every other area's. Node loads all of them at once (catalogue.ts).
export type CataloguePart = 'first' | 'rest';

/** The files of the first part (catalogue.web.ts repeats them in its build-time patterns; a test compares). */
export const FIRST_PART_FILES = ['generic', 'session', 'shell'] as const;
