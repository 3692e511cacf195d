// Decorates the app with app.dietListPdf: a diet list's PDF rendered off the event loop in a bounded worker
// (PDF_TIMEOUT_MS, PDF_MEMORY_MB), so no list, however written, stalls the server. A render that runs out of
// time or memory answers 503 `pdf_unavailable`, translated; the worker is stopped with the server.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../http/errors';
import { boundedWorker, WorkerUnavailable } from '../../worker/boundedWorker';
import type { DietListPdfInput } from './pdf';

export type DietListPdf = (input: DietListPdfInput) => Promise<Buffer>;

declare module 'fastify' {
  interface FastifyInstance {
    /** A diet list's PDF, rendered in a bounded worker. */
    dietListPdf: DietListPdf;
  }
}

/**
 * A render's garbage is short-lived: a 12 MB young generation renders as fast as V8's default (which grows to
 * 32 MB) and the warm worker stays some 25 MB smaller (measured with the dietpdf bench's list).
 */
const YOUNG_GENERATION_MB = 12;
/** Warm for a nutritionist printing list after list; after this long without a PDF its memory is given back. */
const IDLE_MS = 30_000;

export default fp(async function dietListPdfPlugin(app: FastifyInstance) {
  const worker = boundedWorker<DietListPdfInput, Uint8Array>(
    path.join(__dirname, 'pdf'),
    'renderDietListPdf',
    {
      timeoutMs: app.appConfig.pdfTimeoutMs,
      memoryMb: app.appConfig.pdfMemoryMb,
      youngMb: YOUNG_GENERATION_MB,
      idleMs: IDLE_MS,
    },
  );
  const render: DietListPdf = async (input) => {
    try {
      const bytes = await worker.run(input);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      if (!(error instanceof WorkerUnavailable)) throw error;
      app.log.warn({ list: input.list.id, reason: error.reason }, 'diet list PDF not rendered');
      throw new HttpError(503, 'pdf_unavailable', undefined, { 'retry-after': '30' });
    }
  };
  app.decorate('dietListPdf', render);
  app.addHook('onClose', async () => worker.close());
});
