// Decorates the app with app.dietListPdf: a diet list's PDF rendered off the event loop in the app's bounded PDF
// worker (pdf/plugin.ts), so no list, however written, stalls the server; past its time or memory it answers 503
// `pdf_unavailable`, translated.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pdfRenderer } from '../../pdf/plugin';
import type { DietListPdfInput } from './pdf';

export type DietListPdf = (input: DietListPdfInput) => Promise<Buffer>;

declare module 'fastify' {
  interface FastifyInstance {
    /** A diet list's PDF, rendered in the bounded PDF worker. */
    dietListPdf: DietListPdf;
  }
}

export default fp(
  async function dietListPdfPlugin(app: FastifyInstance) {
    const render: DietListPdf = pdfRenderer(app, {
      modulePath: path.join(__dirname, 'pdf'),
      exportName: 'renderDietListPdf',
      describe: (input: DietListPdfInput) => ({ list: input.list.id }),
      message: 'diet list PDF not rendered',
    });
    app.decorate('dietListPdf', render);
  },
  { dependencies: ['pdf-worker'] },
);
