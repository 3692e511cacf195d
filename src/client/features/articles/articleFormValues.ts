// Article form values (spec part 1 §3, §5): the fields the shared schema checks; attributes stay on the
// server, which turns youtube_url into attributes.media { type: 'youtube', url }.
import type { Body } from '../../api/resourceClient';
import type { Article } from './types';

export interface ArticleFormValues {
  title: string;
  type: string;
  lang: string;
  status: string;
  content: string;
  summary: string;
  youtube_url: string;
}

export const newArticleValues: ArticleFormValues = {
  title: '',
  type: '',
  lang: '',
  status: '',
  content: '',
  summary: '',
  youtube_url: '',
};

export function articleToValues(article: Article): ArticleFormValues {
  return {
    title: article.title,
    type: article.type,
    lang: article.lang,
    status: article.status,
    content: article.content ?? '',
    summary: article.summary ?? '',
    youtube_url:
      article.youtube_url ?? article.attributes?.media?.find((m) => m.type === 'youtube')?.url ?? '',
  };
}

export const articleToBody = (values: ArticleFormValues): Body => ({ ...values });
