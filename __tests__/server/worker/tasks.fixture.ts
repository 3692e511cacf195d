// Tasks for boundedWorker.test.ts, loaded inside the worker thread by path.
import { threadId } from 'node:worker_threads';

export const echo = (input: { text: string }) => ({ text: input.text.toUpperCase() });

/** A render that never ends: only terminating its thread stops it. */
export function spin(): never {
  for (;;) Math.sqrt(Math.random());
}

/** Keeps allocating until the worker's heap limit stops it. */
export function hog(): number {
  const kept: string[][] = [];
  for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => `${i}-${kept.length}`));
}

export function fail(): never {
  throw new Error('bad input');
}

/** Which thread ran the call: the same warm worker, or a fresh one. */
export const thread = () => threadId;
