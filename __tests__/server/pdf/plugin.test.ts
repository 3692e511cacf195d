// The PDF worker (app.pdfWorker): one warm bounded worker thread runs the renders of every module, named by path
// and export; pdfRenderer turns a render cut off at its limit into 503 `pdf_unavailable`.
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import pdfWorker, { pdfRenderer } from '../../../src/server/pdf/plugin';

const RENDERS = path.join(__dirname, 'renders.fixture');

async function appWith(pdfTimeoutMs: number): Promise<FastifyInstance> {
  const app = Fastify();
  app.decorate('appConfig', { pdfTimeoutMs, pdfMemoryMb: 64 } as never);
  await app.register(pdfWorker);
  await app.ready();
  return app;
}

describe('the PDF worker', () => {
  it('runs renders of two modules in one warm thread, their bytes answered as a Buffer', async () => {
    const app = await appWith(5_000);
    try {
      const first = await app.pdfWorker.run(RENDERS, 'first', { name: 'a' });
      const second = await app.pdfWorker.run(RENDERS, 'second', { name: 'b' });
      expect(Buffer.isBuffer(first)).toBe(true);
      const [, , firstThread] = first.toString().split(' ');
      expect(first.toString()).toBe(`first a ${firstThread}`);
      expect(second.toString()).toBe(`second b ${firstThread}`);
      await expect(app.pdfWorker.run(RENDERS, 'notARender', {})).rejects.toThrow(/exports no render/);
    } finally {
      await app.close();
    }
  });

  it('answers 503 pdf_unavailable for a render past its time limit; the next call gets a fresh thread', async () => {
    const app = await appWith(800);
    try {
      const spin = pdfRenderer<object>(app, {
        modulePath: RENDERS,
        exportName: 'spin',
        describe: () => ({ fixture: 'spin' }),
        message: 'fixture not rendered',
      });
      const before = (await app.pdfWorker.run(RENDERS, 'first', { name: 'a' })).toString();
      await expect(spin({})).rejects.toMatchObject({
        statusCode: 503,
        code: 'pdf_unavailable',
        headers: { 'retry-after': '30' },
      });
      const after = (await app.pdfWorker.run(RENDERS, 'first', { name: 'a' })).toString();
      expect(after).not.toBe(before);
    } finally {
      await app.close();
    }
  });
});
