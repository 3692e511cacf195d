// The migrations, found in this folder by their sortable date-prefixed names (`20261121_0002_entities.ts`), so
// adding one is adding its file. Loaded with require, which both tsx and jest provide (the server is not bundled).
import { readdirSync } from 'node:fs';
import type { Migration } from 'kysely';

const NAME = /^(\d{8}_\d{4}_\w+)\.[jt]s$/;

function discover(): Record<string, Migration> {
  const found: Record<string, Migration> = {};
  for (const file of readdirSync(__dirname).sort()) {
    const match = NAME.exec(file);
    if (match) found[match[1]] = require(`./${match[1]}`) as Migration;
  }
  return found;
}

export const migrations: Record<string, Migration> = discover();
