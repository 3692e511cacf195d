// Stored rows → API records: the row's JSON columns parsed, its money columns in lira, the entity's toApi, its
// uploads in attributes.media, and batch-computed fields, for a whole page at once.
import type { Kysely } from 'kysely';
import type { Principal } from '../auth/principal';
import type { Row } from '../db/repositories/records';
import type { Config as AppConfig } from '../config';
import type { Database } from '../db/schema';
import { attachMedia } from '../media/ownedMedia';
import type { MediaSigner } from '../media/signedUrl';
import type { ResourceDef } from '../../shared/resourceDef';
import { withKurus, withLira } from '../../shared/money/amount';
import { fileUrls } from './files';
import { parseJson } from '../db/json';
import type { EntityHooks } from './hooks';
import { attachNames, type NameSource } from './names';

/** One row as its API record, without the page-level steps (used to merge an edit with the stored record). */
export function toApiRecord(def: ResourceDef, hooks: EntityHooks, row: Row): Row {
  // A spread copy (an object built key by key is a slow dictionary: 2x the serialization time). Rows come from
  // records.ts, which never hands out the search helper columns (`name__fold`, `name__sort`).
  const parsed: Row = withLira({ ...row }, def.money);
  for (const column of def.json) if (column in parsed) parsed[column] = parseJson(parsed[column], null);
  return hooks.toApi ? hooks.toApi(parsed) : parsed;
}

/** JSON columns back to text and money columns (lira) to whole kuruş, for storage. */
export function toStoredJson(def: ResourceDef, values: Row): Row {
  const stored: Row = withKurus({ ...values }, def.money);
  for (const column of def.json) {
    if (column in stored && typeof stored[column] !== 'string')
      stored[column] = JSON.stringify(stored[column] ?? null);
  }
  return stored;
}

export async function present(
  db: Kysely<Database>,
  def: ResourceDef,
  hooks: EntityHooks,
  rows: Row[],
  principal: Principal | null,
  names: readonly NameSource[],
  sign: MediaSigner,
  config: AppConfig,
): Promise<Row[]> {
  let records = rows.map((row) => toApiRecord(def, hooks, row));
  if (def.mediaOwner) records = fileUrls(def, await attachMedia(db, def.mediaOwner, records, sign));
  if (hooks.decorate) records = await hooks.decorate(records, { db, principal, def, config });
  return attachNames(db, names, records);
}
