import type { Media } from '../db/schema';
import { mediaUrl } from './storage';

/** A media row as the API shows it: the file's public URL instead of its stored name. */
export function presentMedia(row: Media) {
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
    url: mediaUrl(row.file_name),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
