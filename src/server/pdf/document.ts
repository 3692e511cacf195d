// A PDF document as every render starts one (pdfkit): DejaVu Sans regular and bold embedded (subset), so Turkish
// (ğ ş ı İ) and Arabic render, its bytes gathered as it is written; and the labels of a language from the one key
// tree (i18n), with {{name}} filled in.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { lookup, type Language } from '../../../i18n';

export type Doc = InstanceType<typeof PDFDocument>;

/** Page sizes in points (pdfkit's 'A4', 'A5'). */
export const A4 = { width: 595.28, height: 841.89 } as const;
export const A5 = { width: 419.53, height: 595.28 } as const;

// The fonts come with the dejavu-fonts-ttf package, so a fresh `npm ci` has them on any machine.
const FONT_DIR =
  process.env.PDF_FONT_DIR ||
  path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
let fonts: { regular: Buffer; bold: Buffer } | undefined;
/** Read once per process (once per warm worker): the files are about 700 KB each. */
const loadFonts = () =>
  (fonts ??= {
    regular: readFileSync(`${FONT_DIR}/DejaVuSans.ttf`),
    bold: readFileSync(`${FONT_DIR}/DejaVuSans-Bold.ttf`),
  });

/**
 * A new document with the fonts registered as 'regular' and 'bold', and `done`: its bytes once `doc.end()` has
 * been called.
 */
export function createPdf(options: PDFKit.PDFDocumentOptions): { doc: Doc; done: Promise<Buffer> } {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  return { doc, done };
}

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** The labels of `lang` (Turkish where a key is missing, the key itself where both are), {{name}} filled in. */
export function pdfLabels(lang: Language): Translate {
  return (key, params = {}) => {
    const text = lookup(lang, key) ?? lookup('tr', key) ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(params[name] ?? ''));
  };
}
