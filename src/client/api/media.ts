// Media calls (spec part 1 §7, part 2 §7): multipart uploads owned by a record, always public.
// `media` and `mediaStorage` share shapes; success is any 2xx (axios rejects everything else).
import { http } from './http';
import type { Id } from './resourceClient';

export type MediaPath = 'media' | 'mediaStorage';

export interface MediaRecord {
  id: Id;
  url?: string;
  type?: string;
  owner?: string;
  owner_id?: Id;
  [key: string]: unknown;
}

export async function uploadMedia(
  owner: string,
  ownerId: Id,
  file: Blob,
  path: MediaPath = 'media',
): Promise<MediaRecord> {
  const form = new FormData();
  form.append('owner', owner);
  form.append('owner_id', String(ownerId));
  form.append('visibility', 'public');
  form.append('file', file);
  return (await http.post<MediaRecord>(path, form)).data;
}

/** Replaces the file of an existing media record in place (branches edit their image this way). */
export async function replaceMedia(id: Id, file: Blob, path: MediaPath = 'media'): Promise<MediaRecord> {
  const form = new FormData();
  form.append('file', file);
  return (await http.put<MediaRecord>(`${path}/${encodeURIComponent(String(id))}`, form)).data;
}

export async function deleteMedia(id: Id, path: MediaPath = 'media'): Promise<void> {
  await http.delete(`${path}/${encodeURIComponent(String(id))}`);
}
