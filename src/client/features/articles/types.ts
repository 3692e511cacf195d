// The articles area's records (one type each, shared with the server).
export type {
  ArticleLang,
  ArticleMedia,
  ArticleRecord as Article,
  ArticleType,
} from '../../../shared/schemas/articles';
