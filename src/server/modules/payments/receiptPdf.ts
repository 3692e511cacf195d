// A payment's receipt as a printable A5 PDF (pdfkit, through the PDF machinery in src/server/pdf/): the gym and
// the branch, "Tahsilat makbuzu" with its number, the date and time on the business's clock, the member, the
// package, the amount in figures and in words, the method, who took it and a line to sign; a voided receipt is
// stamped diagonally (İPTAL, VOID, ملغى) with its reason. Arabic is laid out right to left: labels on the right,
// values to their left. The render is pure: everything it prints comes in its input, labels already translated
// (receiptLabels), so it runs in the PDF worker as it is.
import type { Language } from '../../../../i18n';
import { amountInWords } from '../../pdf/amountInWords';
import { A5, createPdf, type Doc } from '../../pdf/document';
import { line, wrap } from '../../pdf/text';
import { businessDay, businessTime } from '../../../shared/businessDay';
import { formatMoney } from '../../../shared/money/amount';
import type { ReceiptLabels, ReceiptMethod } from './receiptLabels';

// The labels are looked up on the main thread (receiptLabels.ts, which loads no PDF library).
export { RECEIPT_METHODS, receiptLabels, type ReceiptLabels, type ReceiptMethod } from './receiptLabels';

export interface ReceiptPdfInput {
  lang: Language;
  gym_name: string;
  branch_name: string;
  receipt_no: string;
  member_name: string;
  package_name: string;
  /** Whole kuruş. */
  amount: number;
  method: ReceiptMethod;
  /** ISO time (UTC); printed on the business's clock (Europe/Istanbul). */
  paid_at: string;
  received_by_name: string;
  /** When and why the payment was voided; null while it stands. */
  voided: { at: string; reason: string } | null;
  labels: ReceiptLabels;
}

const MARGIN = 36;
const CONTENT = A5.width - 2 * MARGIN;
const LABEL_WIDTH = 105;
const GAP = 8;
const VALUE_WIDTH = CONTENT - LABEL_WIDTH - GAP;
const STAMP_COLOUR = '#c62828';

/** dd.MM.yyyy HH:mm on the business's clock. */
function businessDateTime(iso: string): string {
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return iso;
  return `${businessDay(0, at).split('-').reverse().join('.')} ${businessTime(at)}`;
}

/** `text` centred on the page at y. */
function centred(doc: Doc, text: string, y: number) {
  const width = Math.min(doc.widthOfString(text), CONTENT);
  line(doc, text, MARGIN + (CONTENT - width) / 2, y, width + 1);
}

export function renderReceiptPdf(input: ReceiptPdfInput): Promise<Buffer> {
  const { labels, lang } = input;
  const rtl = lang === 'ar';
  const { doc, done } = createPdf({
    size: 'A5',
    margin: MARGIN,
    bufferPages: false,
    info: {
      Title: `${labels.title} ${input.receipt_no}`,
      Author: input.gym_name,
      Subject: labels.title,
    },
  });
  // The start of a line is the left edge, or the right one in Arabic.
  const start = rtl ? 'right' : 'left';
  let y = MARGIN;

  // The gym and its branch.
  doc.font('bold').fontSize(15);
  line(doc, input.gym_name, MARGIN, y, CONTENT, start);
  y += 20;
  doc.font('regular').fontSize(10).fillColor('#444444');
  line(doc, input.branch_name, MARGIN, y, CONTENT, start);
  doc.fillColor('#000000');
  y += 18;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT, y)
    .lineWidth(0.8)
    .strokeColor('#333333')
    .stroke();
  y += 14;
  doc.font('bold').fontSize(14);
  centred(doc, labels.title, y);
  y += 30;
  const rowsTop = y;

  /** A label and its value (wrapped to its column); in Arabic the label is on the right. */
  const row = (
    label: string,
    value: string,
    options: { size?: number; bold?: boolean; colour?: string } = {},
  ) => {
    const size = options.size ?? 10;
    doc.font('bold').fontSize(9.5).fillColor('#555555');
    line(doc, label, rtl ? MARGIN + CONTENT - LABEL_WIDTH : MARGIN, y + (size - 9.5) / 2, LABEL_WIDTH, start);
    doc
      .font(options.bold ? 'bold' : 'regular')
      .fontSize(size)
      .fillColor(options.colour ?? '#000000');
    const x = rtl ? MARGIN : MARGIN + LABEL_WIDTH + GAP;
    const lines = wrap(doc, value, VALUE_WIDTH);
    for (const text of lines) {
      line(doc, text, x, y, VALUE_WIDTH, start);
      y += size + 4;
    }
    doc.fillColor('#000000');
    y += 6;
  };

  row(labels.number, input.receipt_no, { bold: true });
  row(labels.date, businessDateTime(input.paid_at));
  row(labels.member, input.member_name);
  row(labels.package, input.package_name);
  row(labels.amount, formatMoney(input.amount, lang), { size: 13, bold: true });
  row(labels.in_words, amountInWords(input.amount, lang));
  row(labels.method, labels.methods[input.method] ?? input.method);
  row(labels.received_by, input.received_by_name);
  if (input.voided) {
    row(labels.voided_at, businessDateTime(input.voided.at), { colour: STAMP_COLOUR });
    row(labels.void_reason, input.voided.reason, { colour: STAMP_COLOUR });
  }
  const rowsMiddle = (rowsTop + y) / 2;

  // Who took it signs at the end of the page's line.
  y += 30;
  const signX = rtl ? MARGIN : MARGIN + CONTENT - 160;
  doc
    .moveTo(signX, y)
    .lineTo(signX + 160, y)
    .lineWidth(0.5)
    .strokeColor('#777777')
    .stroke();
  doc.font('regular').fontSize(8.5).fillColor('#555555');
  line(doc, `${labels.signature} — ${labels.received_by}`, signX, y + 5, 160, 'left');
  doc.fillColor('#000000');

  if (input.voided) stamp(doc, labels.stamp, input.voided.reason, rowsMiddle);
  doc.end();
  return done;
}

/** The void stamp: the word large across the rows (centred at cy), framed, its reason under it, at 30°, translucent. */
function stamp(doc: Doc, word: string, reason: string, cy: number) {
  const cx = A5.width / 2;
  doc.save();
  doc.rotate(-30, { origin: [cx, cy] });
  doc.fillColor(STAMP_COLOUR).strokeColor(STAMP_COLOUR).fillOpacity(0.55).strokeOpacity(0.55);
  doc.font('bold').fontSize(64);
  const wordWidth = Math.min(doc.widthOfString(word), A5.width - 40);
  line(doc, word, cx - wordWidth / 2, cy - 40, wordWidth + 1);
  doc.font('bold').fontSize(11);
  const reasonWidth = Math.min(doc.widthOfString(reason), 300);
  line(doc, reason, cx - reasonWidth / 2, cy + 36, reasonWidth + 1);
  const frame = Math.max(wordWidth, reasonWidth) + 40;
  doc
    .roundedRect(cx - frame / 2, cy - 54, frame, 112, 10)
    .lineWidth(3)
    .stroke();
  doc.restore();
}
