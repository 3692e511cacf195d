// Uploads (the `media` row: images and videos of a record, sent as multipart files) and how records answer them.
// No form: an upload's checks are the server's (media/), from the file's bytes.

/** A stored upload, as the media row answers it. */
export interface MediaRecord {
  id: number;
  owner: string;
  owner_id: number;
  kind: 'image' | 'video';
  mime_type: string;
  size: number;
  url: string;
}

/** An entry of a record's attributes.media (any area's): an upload (with its media id) or a link. */
export interface MediaEntry {
  id?: number;
  type: string;
  url: string;
  /** The file field of its owner an upload fills (a row's `files`), when it names one. */
  slot?: string;
}
