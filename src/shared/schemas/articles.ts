// Article form (spec part 1 §3, §5): title, lang, type, status and content required; summary and
// youtube_url optional. The image comes through media, the video link is kept in attributes.media.
import { object, string } from 'yup';
import type { SchemaRecord } from '../schemaRecord';
import {
  INVALID,
  RECORD_STATUSES,
  REQUIRED,
  TOO_LARGE,
  oneOfRequired,
  optionalText,
  requiredText,
  toEmpty,
} from './fields';

export const ARTICLE_TYPES = ['news', 'announcement', 'education', 'article'] as const;
export const ARTICLE_LANGS = ['tr', 'en'] as const;
/** Rich text may hold pasted images as data URLs; this caps one article body (JSON bodies are limited to 1 MiB). */
export const MAX_ARTICLE_CONTENT = 500_000;

export const articleSchema = object({
  title: requiredText(),
  lang: oneOfRequired(ARTICLE_LANGS),
  type: oneOfRequired(ARTICLE_TYPES),
  status: oneOfRequired(RECORD_STATUSES),
  content: string().required(REQUIRED).max(MAX_ARTICLE_CONTENT, TOO_LARGE),
  summary: optionalText(2000),
  youtube_url: string()
    .trim()
    .default('')
    .transform(toEmpty)
    .test('youtube', INVALID, (v) => !v || /^https?:\/\/(www\.|m\.)?(youtube\.com|youtu\.be)\//i.test(v)),
});

// The records as answered (the registry rows name them in `record`).
export type ArticleType = (typeof ARTICLE_TYPES)[number];
export type ArticleLang = (typeof ARTICLE_LANGS)[number];
export type ArticleMedia =
  { type: 'youtube'; url: string } | { type: 'image' | 'video'; url: string; id: number };

/** An article; `content` is left out of list answers (the registry's listOmit), youtube_url derived when read. */
export type ArticleRecord = SchemaRecord<typeof articleSchema> & {
  attributes: { media?: ArticleMedia[] };
  created_at?: string;
};
