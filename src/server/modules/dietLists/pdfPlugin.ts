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

export default fp(async function dietListPdfPlugin(app: FastifyInstance) {
  const worker = boundedWorker<DietListPdfInput, Uint8Array>(
    path.join(__dirname, 'pdf'),
    'renderDietListPdf',
    {
      timeoutMs: app.appConfig.pdfTimeoutMs,
      memoryMb: app.appConfig.pdfMemoryMb,
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
