// `npm run bench soak`: the server's resident memory (VmRSS, sampled every second) under a mixed load on SQLite —
// reads, writes, diet-list PDFs, uploads (soak/mix.ts) from SOAK_CLIENTS concurrent clients (default 8) for
// SOAK_SECONDS (default 600), then SOAK_COOLDOWN_SECONDS idle (default 60). Budget: peak under 350 MB,
// and 60 s after the load RSS within 20 % of its value after the warm-up (SOAK_WARMUP_SECONDS, default 60);
// either missed fails the bench (exit code 1). The server is compiled into a folder of its own (removed after), or
// SOAK_BUILD names a build to run (another commit's, side by side), or SOAK_TSX=1 runs the sources through tsx.
// It runs with the Dockerfile's MALLOC_ARENA_MAX=2 (SOAK_MALLOC_ARENA_MAX='' for glibc's default; soak/server.ts).
import { buildServer, removeBuild } from '../server/helpers/compiledServer';
import { prepareMix } from './soak/mix';
import { startSoakServer } from './soak/server';

const PEAK_BUDGET_BYTES = 350 * 1024 * 1024;
const RETURN_SHARE = 0.2;

const seconds = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function benchSoak(): Promise<Record<string, string>> {
  const duration = seconds('SOAK_SECONDS', 600);
  const warmup = Math.min(seconds('SOAK_WARMUP_SECONDS', 60), duration);
  const cooldown = seconds('SOAK_COOLDOWN_SECONDS', 60);
  const clients = seconds('SOAK_CLIENTS', 8);
  const ownBuild = !process.env.SOAK_BUILD && process.env.SOAK_TSX !== '1' ? buildServer() : undefined;
  const build = process.env.SOAK_TSX === '1' ? undefined : (process.env.SOAK_BUILD ?? ownBuild);
  const server = await startSoakServer(build);
  const samples: { at: number; rss: number }[] = [];
  const sampler = setInterval(() => {
    const rss = server.rss();
    if (rss !== undefined) samples.push({ at: Date.now(), rss });
  }, 1000);
  try {
    const mix = await prepareMix(server.baseUrl, clients);
    const start = Date.now();
    const idleRss = server.rss()!;
    let stopped = false;
    const load = mix.run(clients, () => stopped);
    const progress = setInterval(() => {
      const last = samples.at(-1);
      if (last) console.error(`  ${((last.at - start) / 1000).toFixed(0)} s: ${mb(last.rss)}`);
    }, 30_000);
    await sleep(warmup * 1000);
    const afterWarmup = server.rss()!;
    await sleep((duration - warmup) * 1000);
    stopped = true;
    await load;
    clearInterval(progress);
    const endOfLoad = server.rss()!;
    const heap = await server.metric('nodejs_heap_size_total_bytes');
    const cache = await server.metric('list_cache_bytes');
    await sleep(cooldown * 1000);
    const after = server.rss()!;
    const peak = Math.max(...samples.map((s) => s.rss));
    const peakOk = peak < PEAK_BUDGET_BYTES;
    const returned = after <= afterWarmup * (1 + RETURN_SHARE);
    if (!peakOk || !returned) process.exitCode = 1;
    const { requests, failures } = mix.tally;
    return {
      load: `${duration} s, ${clients} clients, ${build ? 'compiled server' : 'tsx'} on SQLite (MALLOC_ARENA_MAX=${process.env.SOAK_MALLOC_ARENA_MAX ?? '2'}); reads ${requests.read}, writes ${requests.write}, PDFs ${requests.pdf}, upload calls ${requests.upload}`,
      'unexpected answers': Object.keys(failures).length ? JSON.stringify(failures) : 'none',
      'RSS idle, before the load': mb(idleRss),
      [`RSS after the warm-up (${warmup} s)`]: mb(afterWarmup),
      'RSS peak': `${mb(peak)} (budget ${mb(PEAK_BUDGET_BYTES)}: ${peakOk ? 'within' : 'EXCEEDED'})`,
      'RSS when the load stops': `${mb(endOfLoad)} (main thread's V8 heap ${mb(heap)}, list cache ${mb(cache)} estimated)`,
      [`RSS ${cooldown} s after the load`]: `${mb(after)} (${((after / afterWarmup - 1) * 100).toFixed(0)} % from after the warm-up; budget +${RETURN_SHARE * 100} %: ${returned ? 'within' : 'EXCEEDED'})`,
    };
  } finally {
    clearInterval(sampler);
    await server.stop();
    if (ownBuild) removeBuild(ownBuild);
  }
}
