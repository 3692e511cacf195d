import type { MediaEntry } from '../../shared/schemas/media';
import type { Media } from '../db/schema';
import type { MediaSigner } from './signedUrl';
import { uploadUrl } from './storage';

/** A media row as the API shows it: the file's URL (signed when private) instead of its stored name. */
export function presentMedia(row: Media, sign: MediaSigner) {
  return {
    id: row.id,
    owner: row.owner,
    owner_id: row.owner_id,
    kind: row.kind,
    type: row.kind,
    mime_type: row.mime_type,
    size: row.size,
    original_name: row.original_name,
    visibility: row.visibility,
    url: uploadUrl(row, sign),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The address of a record's first image (its `attributes.media`, filled when read), or ''. */
export const firstImageUrl = (record: Record<string, unknown>): string => {
  const media = (record.attributes as { media?: MediaEntry[] } | undefined)?.media ?? [];
  return media.find((m) => m.type === 'image')?.url ?? '';
};
