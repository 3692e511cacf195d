// Right-to-left text in the PDF. pdfkit lays a string out left to right, and its shaper (fontkit) joins Arabic
// letters and reverses a run it recognises as Arabic; it does not order a mixed line. So a line is ordered here
// with the Unicode Bidirectional Algorithm (bidi-js) into visual pieces, and each right-to-left word is handed
// back in logical order for fontkit to shape and reverse. Lines without RTL letters take the fast path.
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
/** Marks, embeddings and isolates ('(⁦100 g⁩)' in Arabic): they order the line and are not drawn. */
const BIDI_CONTROL = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/;

/** A line's pieces from left to right; right-to-left words in logical order (the shaper reverses them). */
export function visualPieces(text: string): string[] {
  if (!RTL_LETTER.test(text)) return [text.replace(new RegExp(BIDI_CONTROL, 'g'), '')];
  const levels = bidi.getEmbeddingLevels(text);
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels);
  const visual = bidi
    .getReorderedIndices(text, levels)
    .map((i) => mirrored.get(i) ?? text[i]!)
    .filter((ch) => !BIDI_CONTROL.test(ch));
  const pieces: string[] = [];
  let current: string[] = [];
  let rtl = false;
  const flush = () => {
    if (current.length > 0) pieces.push((rtl ? [...current].reverse() : current).join(''));
    current = [];
  };
  for (const ch of visual) {
    const isRtl = RTL_LETTER.test(ch);
    if (isRtl !== rtl) {
      flush();
      rtl = isRtl;
    }
    current.push(ch);
  }
  flush();
  return pieces;
}

/** True when the text's first strong character is right-to-left (Arabic notes are right-aligned). */
export const startsRtl = (text: string): boolean => {
  const strong = /[A-Za-z\u00c0-\u024f\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/.exec(text);
  return strong !== null && RTL_LETTER.test(strong[0]);
};
