// Decorates the app with its PDF worker (app.pdfWorker): every PDF is rendered off the event loop in one bounded
// worker thread (PDF_TIMEOUT_MS, PDF_MEMORY_MB), so no input, however written, stalls the server. A module turns
// a render of its own into a decoration with pdfRenderer(): a render that runs out of time or memory answers 503
// `pdf_unavailable`, translated. The worker is stopped with the server.
//
// One worker serves every kind of PDF (tasks.ts): a warm worker holds some 60 MB (its own V8 heap, pdfkit and the
// fonts), which two kinds would hold twice for the same code and fonts. The price is that a render cut off at its
// limit also fails the calls queued behind it in the same worker (each answers 503 and may be retried).
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/errors';
import { boundedWorker, WorkerUnavailable } from '../worker/boundedWorker';
import type { PdfTask } from './tasks';

export interface PdfWorker {
  /** Runs `exportName` of the module at `modulePath` on `input` in the worker; WorkerUnavailable when cut off. */
  run(modulePath: string, exportName: string, input: unknown): Promise<Buffer>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The bounded worker thread every PDF is rendered in. */
    pdfWorker: PdfWorker;
  }
}

/**
 * A render's garbage is short-lived: a 12 MB young generation renders as fast as V8's default (which grows to
 * 32 MB) and the warm worker stays some 25 MB smaller (measured with the dietpdf bench's list).
 */
const YOUNG_GENERATION_MB = 12;
/** Warm for a desk printing receipt after receipt; after this long without a PDF its memory is given back. */
const IDLE_MS = 30_000;

export default fp(
  async function pdfWorkerPlugin(app: FastifyInstance) {
    const worker = boundedWorker<PdfTask, Uint8Array>(path.join(__dirname, 'tasks'), 'runPdfTask', {
      timeoutMs: app.appConfig.pdfTimeoutMs,
      memoryMb: app.appConfig.pdfMemoryMb,
      youngMb: YOUNG_GENERATION_MB,
      idleMs: IDLE_MS,
    });
    app.decorate('pdfWorker', {
      async run(modulePath, exportName, input) {
        const bytes = await worker.run({ modulePath, exportName, input });
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      },
    } satisfies PdfWorker);
    app.addHook('onClose', async () => worker.close());
  },
  { name: 'pdf-worker' },
);

export interface PdfRendererOptions<I> {
  /** The render's module (an absolute path without extension: `path.join(__dirname, 'pdf')`). */
  modulePath: string;
  /** Its export: `(input: I) => Promise<Uint8Array>`, given all it prints in `input` (structured-cloned). */
  exportName: string;
  /** What the warning of a render cut off names (`{ list: 12 }`), and its message. */
  describe: (input: I) => Record<string, unknown>;
  message: string;
}

/** A module's render as a function of the main thread: its PDF from the worker, or 503 `pdf_unavailable`. */
export function pdfRenderer<I>(
  app: FastifyInstance,
  { modulePath, exportName, describe, message }: PdfRendererOptions<I>,
): (input: I) => Promise<Buffer> {
  return async (input) => {
    try {
      return await app.pdfWorker.run(modulePath, exportName, input);
    } catch (error) {
      if (!(error instanceof WorkerUnavailable)) throw error;
      app.log.warn({ ...describe(input), reason: error.reason }, message);
      throw new HttpError(503, 'pdf_unavailable', undefined, { 'retry-after': '30' });
    }
  };
}
