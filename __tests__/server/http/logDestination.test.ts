// The server's log destination never waits for stdout: what stdout has not taken is bounded, lines past the bound
// are dropped and counted (and said before the next line stdout takes), a final flush gives up after its time,
// and a reader that is gone (EPIPE) drops lines instead of crashing the server.
import { Writable } from 'node:stream';
import { logDestination } from '../../../src/server/http/logDestination';

/** A stdout whose reader takes nothing until `take()`: every write stays pending, like a full pipe. */
function stalledOut() {
  const waiting: (() => void)[] = [];
  const taken: string[] = [];
  const out = new Writable({
    decodeStrings: false,
    write(chunk: string, _encoding, done) {
      waiting.push(() => {
        taken.push(chunk);
        done();
      });
    },
  });
  const take = () => {
    while (waiting.length) waiting.shift()!();
  };
  return { out, taken, take };
}

const line = (n: number) => `${JSON.stringify({ msg: 'request', n })}\n`;

it('drops lines past the bound, counts them, and says how many before the next line it writes', async () => {
  const { out, taken, take } = stalledOut();
  const log = logDestination(out, 4 * line(0).length);
  for (let n = 0; n < 10; n += 1) log.write(line(n));
  expect(log.pendingBytes).toBe(4 * line(0).length);
  expect(log.dropped).toBe(6);

  // A flush waits no longer than it is given, though nothing is taken.
  await log.flush(10);
  expect(taken).toEqual([]);

  take();
  expect(taken).toEqual([0, 1, 2, 3].map(line));
  log.write(line(10));
  take();
  const [notice, next] = taken.slice(4).join('').trim().split('\n');
  expect(JSON.parse(notice!)).toMatchObject({ level: 40, dropped: 6 });
  expect(`${next}\n`).toBe(line(10));
  log.write(line(11));
  take();
  expect(taken.at(-1)).toBe(line(11));
  expect(log.dropped).toBe(6);
});

it('drops every line once the reader is gone instead of failing', () => {
  const { out } = stalledOut();
  const log = logDestination(out, 1024);
  out.emit('error', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
  log.write(line(1));
  expect(log.dropped).toBe(1);
  expect(log.pendingBytes).toBe(0);
});
