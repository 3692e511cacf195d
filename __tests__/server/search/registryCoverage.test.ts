// The recipe step for a new entity: every table the registry searches or `like`-filters has its
// folded columns and substring index (one `addSearchColumns` line in its migration). Without it the rule still
// holds, by a scan; this test names the table so the line is not forgotten.
import { searchLayout } from '../../../src/server/db/search/layout';
import { RESOURCES } from '../../../src/shared/resources';
import { foldColumn } from '../../../src/shared/search/fold';
import { describeEachDatabase } from '../helpers/testApp';

const searched = new Map<string, Set<string>>();
for (const def of Object.values(RESOURCES)) {
  const columns = [
    ...(def.search?.columns ?? []),
    ...Object.entries(def.filters)
      .filter(([, f]) => f.kind === 'like')
      .map(([param]) => param),
  ];
  if (columns.length === 0) continue;
  const set = searched.get(def.entity) ?? new Set<string>();
  for (const c of columns) set.add(c);
  searched.set(def.entity, set);
}

describeEachDatabase('search index coverage', (t) => {
  it.each([...searched].map(([table, columns]) => [table, [...columns]] as const))(
    '%s has a folded column (and on SQLite its FTS index) for %j',
    async (table, columns) => {
      const layout = await searchLayout(t().app.db, table);
      expect(columns.filter((c) => !layout.columns.has(foldColumn(c)))).toEqual([]);
      if (!layout.pg) expect(layout.fts).toBe(true);
    },
  );
});
