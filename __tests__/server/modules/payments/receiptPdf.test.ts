// The payment receipt PDF: its text read back with pdftotext — the number, the member, the amount in
// figures and in words, the business's clock, Arabic laid out right to left, the void stamp — rendered in the
// process, through app.receiptPdf in the bounded PDF worker, and from the compiled build on plain node.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import type { Language } from '../../../../i18n';
import pdfWorker from '../../../../src/server/pdf/plugin';
import {
  receiptLabels,
  renderReceiptPdf,
  type ReceiptPdfInput,
} from '../../../../src/server/modules/payments/receiptPdf';
import receiptPlugin, { type ReceiptRequest } from '../../../../src/server/modules/payments/receiptPlugin';
import { buildServer, removeBuild, root } from '../../helpers/compiledServer';
import { tempDir } from '../../helpers/tempDir';

/** The text of a PDF as pdftotext (poppler) reads it: laid out (default) or in drawing order (`-raw`). */
function pdfText(pdf: Uint8Array, ...args: string[]): string {
  const dir = tempDir('receipt-');
  try {
    writeFileSync(path.join(dir, 'a.pdf'), pdf);
    return execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', ...args, path.join(dir, 'a.pdf'), '-'], {
      encoding: 'utf8',
    }).replace(/[\u202a-\u202e]/g, '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface WordBox {
  text: string;
  xMin: number;
  xMax: number;
  yMin: number;
}

/** Every word with its box on the page (pdftotext -bbox; right-to-left words come in display order). */
function wordBoxes(pdf: Uint8Array): WordBox[] {
  const html = pdfText(pdf, '-bbox');
  return [
    ...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g),
  ].map((m) => ({ text: m[4]!, xMin: Number(m[1]), yMin: Number(m[2]), xMax: Number(m[3]) }));
}

const A5_WIDTH = 419.53;
const MARGIN = 36;

const request = (lang: Language, overrides: Partial<ReceiptRequest> = {}): ReceiptRequest => ({
  lang,
  gym_name: 'Demo Spor Salonu',
  branch_name: 'Kadıköy Şubesi',
  receipt_no: '2026-KDK-000042',
  member_name: 'Ayşe Yıldırım',
  package_name: '12 aylık üyelik',
  amount: 480_000,
  method: 'credit_card',
  // 11:05 UTC is 14:05 in Istanbul.
  paid_at: '2026-11-27T11:05:00.000Z',
  received_by_name: 'İlker Şahin',
  voided: null,
  ...overrides,
});

const input = (lang: Language, overrides: Partial<ReceiptRequest> = {}): ReceiptPdfInput => ({
  ...request(lang, overrides),
  labels: receiptLabels(lang),
});

describe('the receipt PDF', () => {
  it('prints the gym, the number, the business time, member, package, amount in figures and words, method, taker', async () => {
    const pdf = await renderReceiptPdf(input('tr'));
    expect(Buffer.from(pdf).subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'Demo Spor Salonu',
      'Kadıköy Şubesi',
      'Tahsilat makbuzu',
      '2026-KDK-000042',
      '27.11.2026 14:05',
      'Ayşe Yıldırım',
      '12 aylık üyelik',
      '₺4.800,00',
      'Yalnız dört bin sekiz yüz Türk lirası',
      'Kredi kartı',
      'İlker Şahin',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('İPTAL');
  });

  it('writes kuruş in figures and words, each method by its name', async () => {
    const text = pdfText(await renderReceiptPdf(input('tr', { amount: 124_999, method: 'money_transfer' })));
    expect(text).toContain('₺1.249,99');
    // Wrapped to its column over two lines.
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Yalnız bin iki yüz kırk dokuz Türk lirası doksan dokuz kuruş',
    );
    expect(text).toContain('Havale / EFT');
    const english = pdfText(await renderReceiptPdf(input('en', { method: 'cash' })));
    expect(english).toContain('Payment receipt');
    expect(english).toContain('₺4,800.00');
    expect(english).toContain('Only four thousand eight hundred Turkish lira');
    expect(english).toContain('Cash');
  });

  it('lays Arabic out right to left: labels on the right, values left of them', async () => {
    const pdf = await renderReceiptPdf(input('ar', { member_name: 'فاطمة الزهراء' }));
    const text = pdfText(pdf);
    expect(text).toContain('2026-KDK-000042');
    expect(text).toContain('فاطمة الزهراء');
    expect(text).toContain('4,800.00');
    expect(text).toContain('27.11.2026 14:05');
    // The words of the amount (pdftotext splits the lam-alef ligature of آلاف and لا, so the rest is checked).
    expect(text).toContain('فقط أربعة');
    expect(text).toContain('وثمانمائة ليرة تركية');
    const boxes = wordBoxes(pdf);
    const number = boxes.find((word) => word.text === '2026-KDK-000042')!;
    // Its label, "رقم الإيصال": the Arabic words on the number's line, right of it, ending at the right margin.
    const label = boxes.filter(
      (word) => Math.abs(word.yMin - number.yMin) < 2 && /[\u0600-\u06ff]/.test(word.text),
    );
    expect(label).toHaveLength(2);
    expect(Math.min(...label.map((word) => word.xMin))).toBeGreaterThan(number.xMax);
    expect(Math.max(...label.map((word) => word.xMax))).toBeCloseTo(A5_WIDTH - MARGIN, 0);
    // The gym's name, Latin letters, also starts on the right.
    expect(boxes.find((word) => word.text === 'Salonu')!.xMax).toBeCloseTo(A5_WIDTH - MARGIN, 0);
  });

  it('stamps a voided receipt İPTAL, VOID or ملغى with its reason and when it was voided', async () => {
    const voided = { at: '2026-11-27T15:30:00.000Z', reason: 'Yanlış üyeye girildi' };
    const turkish = pdfText(await renderReceiptPdf(input('tr', { voided })), '-raw');
    expect(turkish).toContain('İPTAL');
    expect(turkish).toContain('İptal tarihi 27.11.2026 18:30');
    expect(turkish).toContain('İptal nedeni Yanlış üyeye girildi');
    // The stamp's own line: the word, then its reason.
    expect(turkish).toMatch(/İPTAL\nYanlış üyeye\s+girildi/);
    expect(pdfText(await renderReceiptPdf(input('en', { voided })), '-raw')).toContain('VOID');
    const arabic = pdfText(await renderReceiptPdf(input('ar', { voided })), '-raw');
    // Drawn rotated, its letters come back one by one.
    expect(arabic.replace(/\s/g, '')).toMatch(/ى.*غ.*ل.*م|م.*ل.*غ.*ى/);
  });
});

describe('app.receiptPdf', () => {
  it('renders in the bounded PDF worker; past its time limit it answers 503 pdf_unavailable', async () => {
    const app = Fastify();
    app.decorate('appConfig', { pdfTimeoutMs: 20_000, pdfMemoryMb: 256 } as never);
    await app.register(pdfWorker);
    await app.register(receiptPlugin);
    try {
      const pdf = await app.receiptPdf(request('tr'));
      expect(Buffer.isBuffer(pdf)).toBe(true);
      const text = pdfText(pdf);
      expect(text).toContain('2026-KDK-000042');
      expect(text).toContain('Yalnız dört bin sekiz yüz Türk lirası');
    } finally {
      await app.close();
    }
    const slow = Fastify({ logger: false });
    slow.decorate('appConfig', { pdfTimeoutMs: 1, pdfMemoryMb: 256 } as never);
    await slow.register(pdfWorker);
    await slow.register(receiptPlugin);
    try {
      await expect(slow.receiptPdf(request('tr'))).rejects.toMatchObject({
        statusCode: 503,
        code: 'pdf_unavailable',
      });
    } finally {
      await slow.close();
    }
  });

  it('renders from the compiled build on plain node: n2words required from CommonJS, in the worker thread', () => {
    const build = buildServer();
    const dir = tempDir('receipt-build-');
    try {
      const file = path.join(dir, 'r.pdf');
      const script = `
        const path = require('node:path');
        const { writeFileSync } = require('node:fs');
        const server = path.join(${JSON.stringify(build)}, 'src', 'server');
        const { boundedWorker } = require(path.join(server, 'worker', 'boundedWorker.js'));
        const { receiptLabels } = require(path.join(server, 'modules', 'payments', 'receiptPdf.js'));
        const worker = boundedWorker(path.join(server, 'pdf', 'tasks'), 'runPdfTask', { timeoutMs: 20000, memoryMb: 256 });
        const input = { ...${JSON.stringify(request('tr'))}, labels: receiptLabels('tr') };
        const modulePath = path.join(server, 'modules', 'payments', 'receiptPdf');
        worker
          .run({ modulePath, exportName: 'renderReceiptPdf', input })
          .then((bytes) => writeFileSync(${JSON.stringify(file)}, bytes))
          .finally(() => worker.close());
      `;
      // Not the test's environment: no loader a jest worker may carry.
      const run = spawnSync(process.execPath, ['-e', script], {
        cwd: root,
        env: { PATH: process.env.PATH ?? '' },
        encoding: 'utf8',
      });
      expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
      expect(pdfText(readFileSync(file))).toContain('Yalnız dört bin sekiz yüz Türk lirası');
    } finally {
      removeBuild(build);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
