// The catalogue moves as the moves library shows them, in the reader's language (shared data: no call needed).
import { moveByValue, moveOptions, type MoveLanguage } from '../../../shared/moveCatalogue';

export interface LibraryMove {
  value: string;
  label: string;
  group: string;
}

export const languageOf = (language: string): MoveLanguage =>
  language === 'en' || language === 'ar' ? language : 'tr';

export function libraryMoves(language: string, search = ''): LibraryMove[] {
  return moveOptions(languageOf(language), search).flatMap((group) =>
    group.options.map((o) => ({ value: o.value, label: o.label, group: group.label })),
  );
}

/** A move's label in the reader's language; the code itself when the catalogue does not know it. */
export const moveLabel = (value: string, language: string): string =>
  moveByValue(value)?.labels[languageOf(language)] ?? value;
