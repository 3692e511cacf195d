// A password the install generates for itself (the first admin's, the demo staff's): written once to a file in
// DATA_DIR readable by the server's user only (0600), and never to the log — the log names the file.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { generatePassword } from '../../lib/password';

export interface InitialPassword {
  password: string;
  /** The file holding it; undefined when it was configured (ADMIN_PASSWORD, DEMO_PASSWORD). */
  file: string | undefined;
}

export function initialPassword(
  dataDir: string,
  fileName: string,
  configured: string | undefined,
): InitialPassword {
  if (configured) return { password: configured, file: undefined };
  const password = generatePassword();
  const file = path.join(dataDir, fileName);
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return { password, file };
}
