// Lines of text in a PDF: drawn in display order (right-to-left runs ordered by bidiText.ts), cut with an
// ellipsis when wider than their cell, and paragraphs wrapped to a width in linear time.
import { visualPieces } from './bidiText';
import type { Doc } from './document';

/** Widths of `text`'s characters, each measured once (kerning between them is not worth a quadratic layout). */
const charWidths = (doc: Doc, text: string): number[] => Array.from(text, (c) => doc.widthOfString(c));

/**
 * The longest start of `text` that fits `width` with `suffix` after it, in one pass over its characters'
 * widths: a 5,000-character word costs 5,000 measurements, not 5,000 measurements of ever longer strings.
 */
function fittingStart(doc: Doc, text: string, width: number, suffix = ''): string {
  const chars = Array.from(text);
  const widths = charWidths(doc, text);
  let used = suffix ? doc.widthOfString(suffix) : 0;
  let count = 0;
  while (count < chars.length && used + widths[count]! <= width) used += widths[count++]!;
  return chars.slice(0, Math.max(1, count)).join('');
}

/** Draws one line at (x, y), ordered for display; `align` right puts its end at x + width. */
export function line(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  align: 'left' | 'right' = 'left',
) {
  let pieces = visualPieces(text);
  let total = pieces.reduce((sum, p) => sum + doc.widthOfString(p), 0);
  // Too long for its cell: cut from the end (logical order), marked with an ellipsis.
  if (total > width && text.length > 1) {
    pieces = visualPieces(`${fittingStart(doc, text, width, '…').trimEnd()}…`);
    total = pieces.reduce((sum, p) => sum + doc.widthOfString(p), 0);
  }
  let cx = align === 'right' ? x + width - total : x;
  for (const piece of pieces) {
    doc.text(piece, cx, y, { lineBreak: false });
    cx += doc.widthOfString(piece);
  }
}

/** A word wider than the column, cut into pieces that each fit (a URL, a run of letters without spaces). */
function breakWord(doc: Doc, word: string, width: number): string[] {
  const pieces: string[] = [];
  let rest = word;
  while (rest !== '') {
    const piece = fittingStart(doc, rest, width);
    pieces.push(piece);
    rest = rest.slice(piece.length);
  }
  return pieces;
}

/**
 * Greedy word wrap of a paragraph to `width`, in linear time: each word is measured once and line widths are
 * summed, never re-measured; words wider than the column are broken.
 */
export function wrap(doc: Doc, text: string, width: number): string[] {
  const out: string[] = [];
  const space = doc.widthOfString(' ');
  for (const paragraph of text.split(/\r?\n/)) {
    let current = '';
    let used = 0;
    const push = (word: string, wordWidth: number) => {
      if (current && used + space + wordWidth > width) {
        out.push(current);
        current = '';
        used = 0;
      }
      current = current ? `${current} ${word}` : word;
      used += (used > 0 ? space : 0) + wordWidth;
    };
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const wordWidth = doc.widthOfString(word);
      if (wordWidth <= width) push(word, wordWidth);
      else for (const piece of breakWord(doc, word, width)) push(piece, doc.widthOfString(piece));
    }
    out.push(current);
  }
  return out;
}
