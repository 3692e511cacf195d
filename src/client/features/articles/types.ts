// An article as the API returns it (spec part 1 §3): the video link and the uploaded image are
// entries of attributes.media; the server also mirrors the link as youtube_url.
import type { RecordStatus } from '../../../shared/types';
import type { ARTICLE_LANGS, ARTICLE_TYPES } from '../../../shared/schemas/articles';

export type ArticleType = (typeof ARTICLE_TYPES)[number];
export type ArticleLang = (typeof ARTICLE_LANGS)[number];

export type ArticleMedia = { type: 'youtube'; url: string } | { type: 'image' | 'video'; url: string; id: number };

export interface Article {
  id: number;
  title: string;
  type: ArticleType;
  lang: ArticleLang;
  status: RecordStatus;
  summary: string;
  content: string;
  youtube_url: string;
  attributes: { media?: ArticleMedia[] };
  created_at?: string;
}
