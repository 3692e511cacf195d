// Renders for plugin.test.ts, loaded inside the PDF worker thread by path: each answers bytes naming its thread.
import { threadId } from 'node:worker_threads';

const bytes = (text: string) => new TextEncoder().encode(text);

export const first = async (input: { name: string }) => bytes(`first ${input.name} ${threadId}`);

export const second = async (input: { name: string }) => bytes(`second ${input.name} ${threadId}`);

/** A render that never ends: only terminating its thread stops it. */
export function spin(): never {
  for (;;) Math.sqrt(Math.random());
}

export const notARender = 42;
