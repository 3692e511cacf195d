// Reading attributes.media of an article: the uploaded image (type image, with its media id).
import type { ArticleMedia } from './types';

type StoredImage = Extract<ArticleMedia, { id: number }>;

export const articleImageOf = (media: readonly ArticleMedia[] | undefined): StoredImage | undefined =>
  media?.find((entry): entry is StoredImage => entry.type === 'image');
