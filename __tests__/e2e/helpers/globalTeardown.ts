import type { ChildProcess } from 'node:child_process';
import { stopProduct } from './server';

export default async function globalTeardown(): Promise<void> {
  const children = (globalThis as { __E2E_SERVERS__?: ChildProcess[] }).__E2E_SERVERS__ ?? [];
  await Promise.all(children.map(stopProduct));
}
