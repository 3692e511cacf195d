// Articles: the optional video link is kept as attributes.media [{ type: 'youtube', url }] (spec part 1 §3);
// the image is an upload (owner 'article') added to attributes.media when read.
import type { MediaEntry } from '../../../shared/schemas/media';
import { parseJson } from '../../db/json';
import { defineHooks, omit } from '../../resources/hooks';

type Attributes = { media?: MediaEntry[] } & Record<string, unknown>;

export default defineHooks<'articles'>({
  toApi(row) {
    const attributes = (row.attributes ?? {}) as Attributes;
    const youtube = attributes.media?.find((m) => m.type === 'youtube');
    return { ...row, attributes, youtube_url: youtube?.url ?? '' };
  },
  toRow(input, { existing }) {
    const previous = parseJson<Attributes>(existing?.attributes, {});
    const url = typeof input.youtube_url === 'string' ? input.youtube_url : '';
    const attributes: Attributes = { ...previous, media: url ? [{ type: 'youtube', url }] : [] };
    return { ...omit(input, 'youtube_url'), attributes };
  },
});
