// The registry rows of the articles area (assembled in index.ts; the row shape is resourceDef.ts).
import { defineResource, recordType } from '../resourceDef';
import { ARTICLE_LANGS, ARTICLE_TYPES, type ArticleRecord, articleSchema } from '../schemas/articles';
import { status } from './common';

export const articlesRows = {
  articles: defineResource({
    name: 'articles',
    record: recordType<ArticleRecord>(),
    computed: ['youtube_url'],
    path: 'articles',
    family: 'ARTICLES',
    sortable: ['id', 'title', 'type', 'lang', 'status', 'created_at'],
    filters: {
      id: 'eq',
      type: { kind: 'eq', options: ARTICLE_TYPES },
      lang: { kind: 'eq', options: ARTICLE_LANGS },
      status,
    },
    search: { param: 'title', columns: ['title', 'summary'] },
    searchForm: ['title', 'type', 'lang', 'status'],
    schema: articleSchema,
    richText: ['content'],
    json: ['attributes'],
    // The list shows neither; a page of 1,000 full articles would be megabytes.
    listOmit: ['content'],
    mediaOwner: 'article',
    screens: { list: '/articles', add: '/article-add', edit: '/article-edit/:id' },
  }),
} as const;
