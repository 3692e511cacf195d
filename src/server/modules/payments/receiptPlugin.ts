// Decorates the app with app.receiptPdf: a payment's receipt rendered off the event loop in the app's bounded PDF
// worker (pdf/plugin.ts, the one the diet lists use); past its time or memory it answers 503 `pdf_unavailable`,
// translated. The caller gives the receipt's data and language; the labels are looked up here, on the main thread.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pdfRenderer } from '../../pdf/plugin';
import { receiptLabels } from './receiptLabels';
import type { ReceiptPdfInput } from './receiptPdf';

/** What a receipt prints, in its language: the render's input less the labels, which come from i18n. */
export type ReceiptRequest = Omit<ReceiptPdfInput, 'labels'>;
export type ReceiptPdf = (input: ReceiptRequest) => Promise<Buffer>;

declare module 'fastify' {
  interface FastifyInstance {
    /** A payment's receipt PDF, rendered in the bounded PDF worker. */
    receiptPdf: ReceiptPdf;
  }
}

export default fp(
  async function receiptPdfPlugin(app: FastifyInstance) {
    const render = pdfRenderer<ReceiptPdfInput>(app, {
      modulePath: path.join(__dirname, 'receiptPdf'),
      exportName: 'renderReceiptPdf',
      describe: (input) => ({ receipt: input.receipt_no }),
      message: 'receipt PDF not rendered',
    });
    app.decorate('receiptPdf', ((input) =>
      render({ ...input, labels: receiptLabels(input.lang) })) satisfies ReceiptPdf);
  },
  { dependencies: ['pdf-worker'] },
);
