import type { Kysely } from 'kysely';
import type { Database, Media, NewMedia } from '../schema';
import { isoNow } from '../time';
import { bumpVersion } from './tableVersions';

export async function insertMedia(
  db: Kysely<Database>,
  media: Omit<NewMedia, 'created_at' | 'updated_at'>,
): Promise<Media> {
  const now = isoNow();
  const row = await db
    .insertInto('media')
    .values({ ...media, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  await bumpVersion(db, 'media');
  return row;
}

export const findMedia = (db: Kysely<Database>, id: number): Promise<Media | undefined> =>
  db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();

/** Whether a stored file belongs to a private upload (the static route then answers 404). */
export const isPrivateFile = async (db: Kysely<Database>, fileName: string): Promise<boolean> =>
  (await db
    .selectFrom('media')
    .select('id')
    .where('file_name', '=', fileName)
    .where('visibility', '=', 'private')
    .executeTakeFirst()) !== undefined;

export async function replaceMediaFile(
  db: Kysely<Database>,
  id: number,
  file: Pick<Media, 'kind' | 'mime_type' | 'size' | 'file_name' | 'original_name'>,
): Promise<Media | undefined> {
  const row = await db
    .updateTable('media')
    .set({ ...file, updated_at: isoNow() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  await bumpVersion(db, 'media');
  return row;
}

export async function deleteMediaRow(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('media').where('id', '=', id).execute();
  await bumpVersion(db, 'media');
}

/** Images (and videos) of several records of one owner, for attributes.media. */
export function mediaOfOwners(db: Kysely<Database>, owner: string, ownerIds: number[]): Promise<Media[]> {
  if (ownerIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('media')
    .selectAll()
    .where('owner', '=', owner)
    .where('owner_id', 'in', ownerIds)
    .orderBy('id')
    .execute();
}
