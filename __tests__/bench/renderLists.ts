// The lists the render bench times, and the columns' text its plain-React floor draws for each (the product's
// column definitions, without antd: option labels in Turkish, numbers with the Turkish decimal comma). Shared by
// the bench (Node) and the floor page (bundled for the browser): nothing here may import Node modules.

export type ListName = 'members' | 'users' | 'foods';

export interface BenchList {
  name: ListName;
  /** The SPA route of the list screen. */
  path: string;
  /** The i18n files holding its option labels (`i18n/tr/<file>.json`, key `<name>.options`). */
  i18n: string;
}

export const BENCH_LISTS: BenchList[] = [
  { name: 'members', path: '/members', i18n: 'members' },
  { name: 'users', path: '/users', i18n: 'users' },
  { name: 'foods', path: '/foods', i18n: 'foods' },
];

/** What the bench hands the floor page: the same API URLs the product asked for, and how to read them. */
export interface FloorStart {
  list: ListName;
  token: string;
  /** Option labels by field and value (`status` → `active` → `Aktif`). */
  labels: Record<string, Record<string, string>>;
  smallUrl: string;
  bigUrl: string;
  smallCount: number;
  bigCount: number;
}

export interface FloorColumn {
  field: string;
  text: (row: Record<string, unknown>) => string;
}

const plain = (field: string): FloorColumn => ({
  field,
  text: (row) => (row[field] === null || row[field] === undefined ? '' : String(row[field])),
});

export function floorColumns(list: ListName, labels: FloorStart['labels']): FloorColumn[] {
  const option = (field: string): FloorColumn => ({
    field,
    text: (row) => labels[field]?.[String(row[field])] ?? String(row[field] ?? ''),
  });
  const decimal = new Intl.NumberFormat('tr-TR', { useGrouping: false, maximumFractionDigits: 20 });
  const amount = (field: string): FloorColumn => ({
    field,
    text: (row) =>
      row[field] === null || row[field] === undefined || row[field] === ''
        ? ''
        : decimal.format(Number(row[field])),
  });
  switch (list) {
    case 'members':
      return [plain('id'), plain('name'), plain('email'), plain('phone'), option('status')];
    case 'users':
      return [
        plain('id'),
        { field: 'name', text: (row) => `${String(row.name)} ${String(row.lastname)}` },
        plain('username'),
        plain('email'),
        plain('title'),
        option('type'),
        option('status'),
      ];
    case 'foods':
      return [
        plain('id'),
        {
          field: 'name_tr',
          text: (row) =>
            row.name_en && row.name_en !== row.name_tr
              ? `${String(row.name_tr)} ${String(row.name_en)}`
              : String(row.name_tr),
        },
        option('category'),
        amount('energy_kcal'),
        amount('protein_g'),
        amount('carbohydrate_g'),
        amount('fat_g'),
      ];
  }
}
