// Articles: the optional video link is kept as attributes.media [{ type: 'youtube', url }] (spec part 1 §3);
// the image is an upload (owner 'article') added to attributes.media when read.
import { articleSchema } from '../../shared/schemas/articles';
import type { MediaEntry } from '../media/ownedMedia';
import { omit, parseJson, type ResourceHooks } from './hooks';

type Attributes = { media?: MediaEntry[] } & Record<string, unknown>;

export const articlesHooks: ResourceHooks = {
  table: 'articles',
  createSchema: articleSchema,
  updateSchema: articleSchema,
  toApi(row) {
    const attributes = parseJson<Attributes>(row.attributes, {});
    const youtube = attributes.media?.find((m) => m.type === 'youtube');
    return { ...row, attributes, youtube_url: youtube?.url ?? '' };
  },
  toRow(input, { existing }) {
    const previous = parseJson<Attributes>(existing?.attributes, {});
    const url = typeof input.youtube_url === 'string' ? input.youtube_url : '';
    const attributes: Attributes = { ...previous, media: url ? [{ type: 'youtube', url }] : [] };
    return { ...omit(input, 'youtube_url'), attributes: JSON.stringify(attributes) };
  },
};
