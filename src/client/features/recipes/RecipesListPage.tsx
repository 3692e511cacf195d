// /recipes: id, title, type, language, status, difficulty, cooking time and calories, newest first; the row's
// title search and type/lang/status filters.
import { EntityList, LtrText, type EntityColumn } from '../../components/EntityList';
import { OptionLabel, StatusTag } from '../../components/StatusTag';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import type { Recipe } from './types';

const columns: EntityColumn<Recipe>[] = [
  { field: 'id', width: 80, ltr: true },
  { field: 'title' },
  { field: 'type', render: (r) => <OptionLabel field="type" value={r.type} /> },
  { field: 'lang', render: (r) => <OptionLabel field="lang" value={r.lang} /> },
  { field: 'status', render: (r) => <StatusTag status={r.status} /> },
  { field: 'difficulty', render: (r) => <OptionLabel field="difficulty" value={r.difficulty} /> },
  { field: 'cooking_time', width: 120, ltr: true },
  { field: 'calorie', width: 110, ltr: true, render: (r) => <LtrText>{r.calorie}</LtrText> },
];

export default function RecipesListPage() {
  usePageTitle('recipes.title');
  return <EntityList<Recipe> entity={entities.recipes} columns={columns} />;
}
