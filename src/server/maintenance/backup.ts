// Backups of the embedded database while the server runs. The SQLite file is copied with SQLite's online backup
// API (a consistent snapshot even while requests write; a plain file copy of a live WAL database is not), the
// uploaded media beside it (`<file>.media/`), and the JWT secret (`<file>.jwt-secret`, 0600) — the outbox's
// queued mail is encrypted under it and sessions survive a restore. On PostgreSQL use pg_dump (docs/deploying.md).
import { chmodSync, copyFileSync, cpSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { DATABASE_FILE } from '../db/database';
import { mediaDir } from '../media/storage';
const SECRET_FILE = 'jwt-secret';

export interface BackupResult {
  file: string;
  pages: number;
  mediaFiles: number;
}

function copySecret(from: string, to: string): void {
  copyFileSync(from, to);
  chmodSync(to, 0o600);
}

const mediaCopy = (file: string) => `${file}.media`;
const secretCopy = (file: string) => `${file}.jwt-secret`;

export async function backupDatabase(dataDir: string, file: string): Promise<BackupResult> {
  const source = path.join(dataDir, DATABASE_FILE);
  if (!existsSync(source)) throw new Error(`No database to back up: ${source} does not exist`);
  const target = path.resolve(file);
  if (existsSync(target)) throw new Error(`${target} exists already: choose a new file`);
  mkdirSync(path.dirname(target), { recursive: true });
  const db = new SQLite(source, { fileMustExist: true });
  let pages = 0;
  try {
    db.pragma('busy_timeout = 5000');
    // The first step copies 100 pages; the rest go in one step, so a write between steps (which makes SQLite
    // start over) costs one more pass, never an endless restart under a steady write load.
    const done = await db.backup(target, { progress: () => 2_000_000_000 });
    pages = done.totalPages;
  } finally {
    db.close();
  }
  const media = mediaDir(dataDir);
  const mediaFiles = existsSync(media) ? readdirSync(media).length : 0;
  if (mediaFiles > 0) cpSync(media, mediaCopy(target), { recursive: true });
  const secret = path.join(dataDir, SECRET_FILE);
  if (existsSync(secret)) copySecret(secret, secretCopy(target));
  return { file: target, pages, mediaFiles };
}

/** Puts a backup into a DATA_DIR holding no database yet (never over a live one). */
export function restoreDatabase(dataDir: string, file: string): { mediaFiles: number } {
  const source = path.resolve(file);
  if (!existsSync(source)) throw new Error(`No backup at ${source}`);
  const target = path.join(dataDir, DATABASE_FILE);
  if (existsSync(target))
    throw new Error(
      `${target} exists: restore into an empty DATA_DIR (stop the server, move the old one away)`,
    );
  mkdirSync(dataDir, { recursive: true });
  // Opened once before copying: a file that is not an SQLite database fails here, not at the next start.
  const probe = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    probe.pragma('schema_version');
  } finally {
    probe.close();
  }
  copyFileSync(source, target);
  let mediaFiles = 0;
  if (existsSync(mediaCopy(source))) {
    cpSync(mediaCopy(source), mediaDir(dataDir), { recursive: true });
    mediaFiles = readdirSync(mediaDir(dataDir)).length;
  }
  if (existsSync(secretCopy(source))) copySecret(secretCopy(source), path.join(dataDir, SECRET_FILE));
  return { mediaFiles };
}
