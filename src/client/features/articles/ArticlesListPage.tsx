// /articles: id, title, type, language, status, newest first; a title search and type/lang/status filters.
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ARTICLE_LANGS, ARTICLE_TYPES } from '../../../shared/schemas/articles';
import { RECORD_STATUSES } from '../../../shared/schemas/fields';
import { EntityList, type EntityColumn } from '../../components/EntityList';
import { usePageTitle } from '../../shell/usePageTitle';
import { articlesSlice } from './articlesSlice';
import type { Article } from './types';

function OptionText({ field, value }: { field: string; value: string }) {
  const { t } = useTranslation();
  return <>{t(`articles.options.${field}.${value}`)}</>;
}

const columns: EntityColumn<Article>[] = [
  { field: 'id', sortable: true, width: 90, ltr: true },
  { field: 'title', sortable: true },
  { field: 'type', sortable: true, render: (a) => <OptionText field="type" value={a.type} /> },
  { field: 'lang', sortable: true, render: (a) => <OptionText field="lang" value={a.lang} /> },
  {
    field: 'status',
    sortable: true,
    render: (a) => (
      <Tag color={a.status === 'active' ? 'green' : 'default'}>
        <OptionText field="status" value={a.status} />
      </Tag>
    ),
  },
];

export default function ArticlesListPage() {
  usePageTitle('articles.title');
  return (
    <EntityList<Article>
      entity={articlesSlice}
      family="ARTICLES"
      columns={columns}
      searchFields={[
        { name: 'title' },
        { name: 'type', options: ARTICLE_TYPES },
        { name: 'lang', options: ARTICLE_LANGS },
        { name: 'status', options: RECORD_STATUSES },
      ]}
      createPath="/article-add"
      editPath={(a) => `/article-edit/${a.id}`}
    />
  );
}
