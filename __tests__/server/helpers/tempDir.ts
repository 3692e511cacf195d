// Every folder a server test makes lives in the run's folder (made by globalSetup, removed by globalTeardown), so
// a run leaves nothing behind in the system's temp folder, whichever test failed before cleaning up.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const RUN_DIR_ENV = 'GYM_TEST_RUN_DIR';

/** A new empty folder named `<prefix>XXXXXX` in the run's folder. */
export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(process.env[RUN_DIR_ENV] ?? os.tmpdir(), prefix));
}
