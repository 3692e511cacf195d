// A diet list as a printable A4 PDF (pdfkit): member, nutritionist, dates and daily target, every day and meal
// with its foods and amounts, per-meal and daily totals against the target, and the data source's credit.
// The document with its fonts, right-to-left text and the lines drawn are the PDF machinery's (src/server/pdf/).
// Labels, numbers (shared/numberFormat: the screen's format) and portions (shared/dietAmount: household measures,
// else grams) follow the asker's language (Turkish for mail).
import type { Language } from '../../../../i18n';
import { A4, createPdf, pdfLabels } from '../../pdf/document';
import { startsRtl } from '../../pdf/bidiText';
import { line, wrap } from '../../pdf/text';
import { possessiveSuffix } from '../../../shared/turkishSuffix';
import { amountText } from '../../../shared/dietAmount';
import { dietTotals, type DayTotals } from '../../../shared/dietTotals';
import { formatNumber } from '../../../shared/numberFormat';
import type { Nutrients } from '../../../shared/nutrition';
import { MEALS, type DietListItemRecord, type DietListRecord } from '../../../shared/schemas/dietLists';

const MARGIN = 40;
const PAGE_WIDTH = A4.width;
const PAGE_HEIGHT = A4.height;
const CONTENT = PAGE_WIDTH - 2 * MARGIN;
// Columns: name | amount | kcal | protein | carbohydrate | fat.
const COLS = [
  { x: MARGIN, w: 215 },
  { x: MARGIN + 215, w: 120 },
  { x: MARGIN + 335, w: 45 },
  { x: MARGIN + 380, w: 45 },
  { x: MARGIN + 425, w: 45 },
  { x: MARGIN + 470, w: CONTENT - 470 },
];

export interface DietListPdfInput {
  list: DietListRecord & { items: DietListItemRecord[] };
  lang: Language;
}

const fmtDate = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso.split('-').reverse().join('.') : iso);

export function renderDietListPdf({ list, lang }: DietListPdfInput): Promise<Buffer> {
  const t = pdfLabels(lang);
  const { doc, done } = createPdf({
    size: 'A4',
    margin: MARGIN,
    bufferPages: false,
    info: { Title: list.title, Author: list.nutritionist_name ?? '', Subject: t('dietLists.title') },
  });

  /** Figures as the screen writes them in this language (tr 50,3, en 50.3): '0' for a missing one. */
  const fmtNumber = (n: number, digits = 0) =>
    formatNumber(Number.isFinite(n) ? n : 0, lang, { maximumFractionDigits: digits });

  let y = MARGIN;
  let page = 1;
  // The footer numbers the page; the source is credited once, after the last day.
  const footer = () => {
    doc.font('regular').fontSize(7).fillColor('#666666');
    line(doc, t('dietLists.pdf.page', { page }), MARGIN, PAGE_HEIGHT - MARGIN + 12, CONTENT, 'right');
    doc.fillColor('#000000');
  };
  const room = (height: number) => {
    if (y + height <= PAGE_HEIGHT - MARGIN) return;
    footer();
    doc.addPage();
    page += 1;
    y = MARGIN;
  };

  // Header.
  doc.font('bold').fontSize(17);
  line(doc, list.title, MARGIN, y, CONTENT, startsRtl(list.title) ? 'right' : 'left');
  y += 26;
  doc.fontSize(9.5);
  const target = Number(list.target_daily_calorie) || 0;
  const facts: [string, string][] = [
    [t('dietLists.pdf.member'), list.member_name ?? ''],
    [t('dietLists.pdf.nutritionist'), list.nutritionist_name ?? ''],
    [t('dietLists.pdf.dates'), `${fmtDate(list.start_date)} – ${fmtDate(list.end_date)}`],
    [t('dietLists.pdf.target'), target > 0 ? `${fmtNumber(target)} kcal` : '—'],
  ];
  for (const [label, value] of facts) {
    doc.font('bold');
    line(doc, `${label}:`, MARGIN, y, 90);
    doc.font('regular');
    line(doc, value, MARGIN + 92, y, CONTENT - 92);
    y += 14;
  }
  if (list.notes) {
    y += 4;
    doc.font('bold');
    line(doc, `${t('dietLists.pdf.notes')}:`, MARGIN, y, CONTENT);
    y += 14;
    doc.font('regular');
    for (const text of wrap(doc, list.notes, CONTENT)) {
      room(13);
      line(doc, text, MARGIN, y, CONTENT, startsRtl(text) ? 'right' : 'left');
      y += 13;
    }
  }
  y += 8;

  const totals = dietTotals(list.items, list.day_count, target);
  const figures = (n: Nutrients) => [
    fmtNumber(n.energy_kcal),
    fmtNumber(n.protein_g, 1),
    fmtNumber(n.carbohydrate_g, 1),
    fmtNumber(n.fat_g, 1),
  ];
  const row = (cells: string[], font: 'regular' | 'bold', size = 9) => {
    doc.font(font).fontSize(size);
    cells.forEach((cell, i) => {
      const col = COLS[i]!;
      line(doc, cell, col.x, y, col.w - 4, i >= 2 ? 'right' : startsRtl(cell) ? 'right' : 'left');
    });
  };
  const amountOf = (item: DietListItemRecord) => amountText(item, lang, t('dietLists.pdf.serving'));
  const nameOf = (item: DietListItemRecord) => {
    const name = (lang === 'en' ? item.name_en || item.name_tr : item.name_tr) ?? '';
    return item.note ? `${name} (${item.note})` : name;
  };

  for (const day of totals) drawDay(day);

  function drawDay(day: DayTotals) {
    room(70);
    doc
      .rect(MARGIN, y - 3, CONTENT, 20)
      .fill('#e8f0e8')
      .fillColor('#000000');
    doc.font('bold').fontSize(12);
    line(doc, t('dietLists.editor.day', { day: day.day }), MARGIN + 4, y, CONTENT / 2);
    doc.font('regular').fontSize(8);
    row(
      [
        '',
        '',
        t('dietLists.pdf.kcal'),
        t('dietLists.pdf.protein'),
        t('dietLists.pdf.carbohydrate'),
        t('dietLists.pdf.fat'),
      ],
      'regular',
      8,
    );
    y += 22;
    for (const meal of MEALS) {
      const items = list.items.filter((i) => i.day === day.day && i.meal === meal);
      if (items.length === 0) continue;
      room(30);
      doc.font('bold').fontSize(10);
      line(doc, t(`dietLists.meals.${meal}`), MARGIN, y, CONTENT);
      y += 14;
      for (const item of items) {
        room(13);
        row([nameOf(item), amountOf(item), ...figures(item.nutrients ?? day.meals[meal])], 'regular');
        y += 13;
      }
      room(15);
      doc
        .moveTo(MARGIN, y - 1)
        .lineTo(MARGIN + CONTENT, y - 1)
        .lineWidth(0.4)
        .strokeColor('#999999')
        .stroke();
      row([t('dietLists.pdf.meal_total'), '', ...figures(day.meals[meal])], 'bold', 9);
      y += 17;
    }
    room(18);
    const share =
      day.ofTarget === null
        ? ''
        : ` (${t('dietLists.pdf.of_target', { percent: Math.round(day.ofTarget * 100), suffix: possessiveSuffix(Math.round(day.ofTarget * 100)) })})`;
    doc
      .moveTo(MARGIN, y - 2)
      .lineTo(MARGIN + CONTENT, y - 2)
      .lineWidth(0.8)
      .strokeColor('#333333')
      .stroke();
    row([`${t('dietLists.pdf.day_total')}${share}`, '', ...figures(day.total)], 'bold', 9.5);
    y += 24;
  }

  room(20);
  doc.font('regular').fontSize(8).fillColor('#333333');
  line(doc, t('dietLists.pdf.source'), MARGIN, y, CONTENT);
  footer();
  doc.end();
  return done;
}
