// Sequential timed calls after a warm-up: median and p99 of the wall time of each.
import { performance } from 'node:perf_hooks';

export async function timed(
  run: () => Promise<{ statusCode: number }>,
  calls: number,
  /** Untimed work before each call (a write that drops a cached answer). */
  before: () => Promise<void> = async () => undefined,
): Promise<string> {
  for (let i = 0; i < 3; i += 1) await run(); // warm-up
  const ms: number[] = [];
  for (let i = 0; i < calls; i += 1) {
    await before();
    const t0 = performance.now();
    const res = await run();
    ms.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`answered ${res.statusCode}`);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!;
  return `median ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms (${calls} calls)`;
}
