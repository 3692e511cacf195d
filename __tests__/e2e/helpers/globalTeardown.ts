import type { ChildProcess } from 'node:child_process';
import { stopProduct } from './server';

export default async function globalTeardown(): Promise<void> {
  const child = (globalThis as { __E2E_SERVER__?: ChildProcess }).__E2E_SERVER__;
  if (child) await stopProduct(child);
}
