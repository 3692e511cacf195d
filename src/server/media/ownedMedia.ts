// Media that belongs to records (articles, branches...): shown in their attributes.media and removed with them.
import type { Kysely } from 'kysely';
import { deleteMediaRow, mediaOfOwners } from '../db/repositories/media';
import type { Row } from '../db/repositories/records';
import type { Database } from '../db/schema';
import type { MediaSigner } from './signedUrl';
import { removeFile, uploadUrl } from './storage';
import type { MediaStore } from './store';

export interface MediaEntry {
  id?: number;
  type: string;
  url: string;
  slot?: string;
}

/** Adds each record's uploaded files to `attributes.media` (after stored entries such as a youtube link). */
export async function attachMedia(
  db: Kysely<Database>,
  owner: string,
  records: Row[],
  sign: MediaSigner,
): Promise<Row[]> {
  const ids = records.map((r) => Number(r.id));
  const media = await mediaOfOwners(db, owner, ids);
  return records.map((record) => {
    const attributes = (record.attributes ?? {}) as { media?: MediaEntry[] } & Row;
    const own = media
      .filter((m) => m.owner_id === record.id)
      .map((m): MediaEntry => ({
        id: m.id,
        type: m.kind,
        url: uploadUrl(m, sign),
        ...(m.slot ? { slot: m.slot } : {}),
      }));
    return { ...record, attributes: { ...attributes, media: [...(attributes.media ?? []), ...own] } };
  });
}

export async function deleteMediaOf(
  db: Kysely<Database>,
  store: MediaStore,
  owner: string,
  ownerId: number,
): Promise<void> {
  for (const media of await mediaOfOwners(db, owner, [ownerId])) {
    await deleteMediaRow(db, media.id);
    await removeFile(store, media.file_name);
  }
}
