// /articles: id, title, type, language, status, newest first; the row's title search and type/lang/status filters.
import { EntityList, type EntityColumn } from '../../components/EntityList';
import { OptionLabel, StatusTag } from '../../components/StatusTag';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import type { Article } from './types';

const columns: EntityColumn<Article>[] = [
  { field: 'id', width: 90, ltr: true },
  { field: 'title' },
  { field: 'type', render: (a) => <OptionLabel field="type" value={a.type} /> },
  { field: 'lang', render: (a) => <OptionLabel field="lang" value={a.lang} /> },
  { field: 'status', render: (a) => <StatusTag status={a.status} /> },
];

export default function ArticlesListPage() {
  usePageTitle('articles.title');
  return <EntityList<Article> entity={entities.articles} columns={columns} />;
}
