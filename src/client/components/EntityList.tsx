// The generic list screen (spec part 1 §2 "Shared list screen behaviour"): its table (EntityTable) fed by
// useEntityListController, labels derived from the resource, actions gated by permission.
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Grid, Result, Space } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { permissionOf, type ParentParams } from '../../shared/resourceDef';
import { formatNumber } from '../lib/localeNumber';
import type { Entity, Scope, Stored } from '../store/createEntitySlice';
import { Can, useCan } from './Can';
import { DeleteConfirm } from './DeleteConfirm';
import { screenPath, type EntityBinding } from './entityBinding';
import type { CsvCell } from './csv';
import {
  EntityTable,
  placeholderRows,
  placeholders,
  SKELETON_ACTIONS,
  SKELETON_CELL,
  virtualCellContent,
  virtualCellProps,
} from './EntityTable';
import { ListPagination } from './ListPagination';
import { ListSearchForm, type SearchField } from './ListSearchForm';
import { ResourceContext, resourceInfo, useResourceTranslation } from './ResourceContext';
import { useEntityListController } from './useEntityListController';

export interface EntityColumn<T extends Entity> {
  /** Record key; the header is `<resource>.fields.<field>`. */
  field: string;
  sortable?: boolean;
  width?: number | string;
  render?: (record: Stored<T>) => ReactNode;
  /** CSV cell; defaults to the raw field value. */
  csv?: (record: T) => CsvCell;
  /** Left-to-right data (phone, e-mail, date, id, price): keeps its own order inside right-to-left pages. */
  ltr?: boolean;
  /** Header i18n key instead of `<resource>.fields.<field>` (e.g. a column that joins two fields). */
  titleKey?: string;
}

/**
 * Family, labels, sortable columns, the search form's fields, the add and edit paths and which actions exist
 * all come from the slice's registry row; a screen adds only its columns and what the row cannot know.
 */
export interface EntityListProps<T extends Entity> {
  entity: EntityBinding<T>;
  columns: EntityColumn<T>[];
  /** Parents of a sub-resource list (`{ member_id: 7 }`). */
  parent?: ParentParams;
  /** Inputs of search-form fields other than text or the filter's options (e.g. a city select). */
  searchInputs?: Record<string, ReactNode>;
  /** Extra row actions (gate them with <Can>). */
  rowActions?: (record: Stored<T>) => ReactNode;
  /** Only the rows this accepts offer the delete (the server refuses the others: a check-in past its day). */
  deletable?: (record: Stored<T>) => boolean;
  /** After a row was deleted (re-read what the delete changed elsewhere). */
  onDeleted?: (record: Stored<T>) => void;
  exportable?: boolean;
  title?: ReactNode;
  /** More header buttons before export and add (a sub-list's back button, an add path the row cannot fill). */
  extra?: ReactNode;
  /** Why the list may be empty beyond the filters (the caller reaches only some records). */
  emptyHint?: ReactNode;
}

/** How long a list waits for a page before its placeholders replace the page shown. */
export const PLACEHOLDERS_AFTER_MS = 300;
/**
 * Pages above this many rows render through antd's virtual table: only the rows in view are in the DOM, so a
 * page of 200 paints like a page of 25. Smaller pages keep the plain table (rows all in the DOM,
 * natural page scrolling and tabbing).
 */
export const VIRTUAL_ABOVE = 50;
/**
 * The width a column without one gets in the virtual table (it needs numbers). On a phone (the table scrolls
 * sideways) room for its text; on a wide screen the least it gets: antd's virtual table shares the room its place
 * has beyond the columns' widths among the columns without one, so the table fills its place and is wider (its
 * sticky actions column standing over columns) only when even these are too wide for it.
 */
const VIRTUAL_COLUMN_WIDTH = { phone: 180, wide: 96 };
/** The virtual table's actions column (the plain table gives it the room of its buttons). */
const ACTIONS_WIDTH = 150;
const fieldValue = (record: object, field: string): unknown => (record as Record<string, unknown>)[field];
const asCell = (value: unknown): CsvCell =>
  value === null || value === undefined || ['string', 'number', 'boolean'].includes(typeof value)
    ? (value as CsvCell)
    : JSON.stringify(value);

/**
 * The list screen of one registry row: search form, sortable paged table, CSV export, add/edit/delete actions,
 * each shown only with its `<family>_*` permission (without `_SEARCH` a no-permission card, and no request).
 * Labels are `<row's i18n>.fields.<field>`; the screen passes its columns and anything the row cannot know.
 *
 * @example
 * const columns: EntityColumn<PtType>[] = [
 *   { field: 'id', width: 80, ltr: true },
 *   { field: 'personal_training_type_name' },
 *   { field: 'display_price', render: (r) => <PriceText value={r.display_price} /> },
 * ];
 * <EntityList<PtType> entity={entities.personalTrainingsTypes} columns={columns} />
 *
 * // A sub-resource's list, under its parent:
 * <EntityList<FoodPortion> entity={entities.foodPortions} columns={columns} parent={{ food_id: 7 }} />
 */
export function EntityList<T extends Entity>(props: EntityListProps<T>) {
  const info = useMemo(() => resourceInfo(props.entity.def), [props.entity.def]);
  const canSearch = useCan(permissionOf(props.entity.def, 'search'));
  return (
    <ResourceContext.Provider value={info}>
      {canSearch ? <EntityListView {...props} /> : <ForbiddenCard title={props.title} />}
    </ResourceContext.Provider>
  );
}

/** Without `<family>_SEARCH` the list is only the no-permission state: no search form, CSV or request. */
export function ForbiddenCard({ title }: { title?: ReactNode }) {
  const { t, resource } = useResourceTranslation();
  return (
    <Card
      title={<span className="entity-card-title">{title ?? t(`${resource}.title`)}</span>}
      className="entity-card"
    >
      <Result status="403" title={t('generic.errors.forbidden')} subTitle={t('components.forbidden')} />
    </Card>
  );
}

/** A cell that keeps left-to-right text (e.g. '(505) 111 22 33') in its own order inside a right-to-left page. */
export function LtrText({ children }: { children: ReactNode }) {
  return children === null || children === undefined || children === '' ? null : (
    <bdi dir="ltr">{children}</bdi>
  );
}

function EntityListView<T extends Entity>({
  entity,
  columns,
  parent,
  searchInputs,
  rowActions,
  deletable,
  onDeleted,
  exportable = true,
  title,
  extra,
  emptyHint,
}: EntityListProps<T>) {
  const { t, resource, fieldLabel } = useResourceTranslation();
  const lang = useTranslation().i18n.language;
  const { def, keyOf } = entity;
  const list = useEntityListController({ entity, parent });
  const { query, loading, remove } = list;
  // The add screen may belong to another row of the same table (a member's reports open /report-add with the
  // member chosen), so the button follows the row's add screen, not its own create route.
  const createPath = screenPath(def.screens.add, list.parent);
  const editTemplate = def.screens.edit;
  const editPath = useMemo(
    () =>
      editTemplate
        ? (record: Stored<T>) => screenPath(editTemplate, list.parent, keyOf(record)) as string
        : undefined,
    [editTemplate, list.parent, keyOf],
  );
  const searchFields: SearchField[] = def.searchForm.map((name) => ({
    name,
    options: def.filters[name]?.options,
    input: searchInputs?.[name],
  }));
  // Below 768 px a sticky actions column would cover the headers and names it scrolls over: it scrolls along.
  // From 768 px the table fits its place, its cells wrapping (EntityTable): the sticky column stands over no column
  // shown as the list opens, unless even wrapped the columns are wider than the screen.
  const wide = Grid.useBreakpoint().md !== false;
  const canRead = useCan(permissionOf(def, 'read'));
  const canDelete = useCan(permissionOf(def, 'delete')) && def.actions.includes('delete');
  const hasActions = Boolean((editPath && canRead) || canDelete || rowActions);
  // While a page loads, the page shown stays (with its size) until the answer replaces it, and placeholders
  // take its place only when the answer is slow: a quick page change draws the table once, not twice. An empty
  // list shows its placeholders at once (never the empty state for a moment).
  const [settledCount, setSettledCount] = useState(query.count);
  if (!loading && settledCount !== query.count) setSettledCount(query.count);
  const [slow, setSlow] = useState(false);
  if (!loading && slow) setSlow(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setSlow(true), PLACEHOLDERS_AFTER_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  const keepPage = loading && !slow && list.records.length > 0;
  const showPlaceholders = loading && !keepPage;
  const tableCount = keepPage ? settledCount : query.count;
  const virtual = tableCount > VIRTUAL_ABOVE;

  // Cells are drawn by render functions that change only with the screen's columns, the language and the
  // table kind: antd keeps a cell whose record and render function are the same objects, so a new page, a
  // sort or a status change draws only the rows that changed. Placeholder rows draw skeletons through the same
  // functions.
  const cellRenderers = useMemo(
    () =>
      columns.map((column) => (_value: unknown, record: Stored<T>) => {
        if (placeholders.has(record)) return SKELETON_CELL;
        const value = fieldValue(record, column.field);
        // A number as the language writes it (70,5 in Turkish), without group separators (ids stay 1234).
        const cell = column.render
          ? column.render(record)
          : typeof value === 'number'
            ? formatNumber(value, lang)
            : (value as ReactNode);
        const shown = column.ltr ? <LtrText>{cell}</LtrText> : cell;
        if (!virtual) return shown;
        // A virtual row holds two lines: text cut there is whole in the cell's tooltip.
        const whole = typeof cell === 'string' || typeof cell === 'number' ? String(cell) : undefined;
        return (
          <div style={virtualCellContent} title={whole}>
            {shown}
          </div>
        );
      }),
    [columns, lang, virtual],
  );

  const renderActions = useMemo(() => {
    if (!hasActions) return undefined;
    const editLabel = t('components.actions.edit');
    const deleteLabel = t('components.actions.delete');
    return (_value: unknown, record: Stored<T>) => {
      if (placeholders.has(record)) return SKELETON_ACTIONS;
      const actions = (
        <Space size={4}>
          {/* A native title, not an antd Tooltip: one trigger less per row keeps 200-row pages fast. */}
          {editPath &&
            canRead &&
            (record.deleted ? (
              <Button type="text" icon={<EditOutlined />} disabled aria-label={editLabel} />
            ) : (
              <Link to={editPath(record)} aria-label={editLabel} title={editLabel}>
                <Button type="text" icon={<EditOutlined />} tabIndex={-1} />
              </Link>
            ))}
          {canDelete && (deletable?.(record) ?? true) && (
            <DeleteConfirm
              disabled={record.deleted}
              onConfirm={async () => {
                const result = await remove(keyOf(record));
                if (result.meta.requestStatus === 'rejected') return result.payload;
                onDeleted?.(record);
                return undefined;
              }}
            >
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                disabled={record.deleted}
                aria-label={deleteLabel}
              />
            </DeleteConfirm>
          )}
          {!record.deleted && rowActions?.(record)}
        </Space>
      );
      return virtual ? <div style={virtualCellContent}>{actions}</div> : actions;
    };
  }, [hasActions, t, editPath, canRead, canDelete, deletable, onDeleted, remove, keyOf, rowActions, virtual]);

  const tableColumns: ColumnsType<Stored<T>> = useMemo(() => {
    const sortable = (column: EntityColumn<T>) => column.sortable ?? def.sortable.includes(column.field);
    const data: ColumnsType<Stored<T>> = columns.map((column, i) => ({
      key: column.field,
      dataIndex: column.field,
      title: column.titleKey ? t(column.titleKey) : fieldLabel(column.field),
      width: column.width,
      sorter: sortable(column),
      sortOrder:
        sortable(column) && query.sort === column.field
          ? query.sort_by === 'ASC'
            ? 'ascend'
            : 'descend'
          : null,
      render: cellRenderers[i],
      onCell: virtual ? virtualCellProps : undefined,
    }));
    if (!renderActions) return data;
    data.push({
      key: '__actions',
      title: t('components.list.actions'),
      align: 'end',
      // Stays in view at the row's end edge however wide the table scrolls (antd mirrors it in RTL), on screens
      // wide enough for it not to hide the content.
      fixed: wide ? 'end' : undefined,
      // Without a width the virtual table would give it a data column's share.
      width: virtual ? ACTIONS_WIDTH : undefined,
      render: renderActions,
      onCell: virtual ? virtualCellProps : undefined,
    });
    return data;
  }, [columns, cellRenderers, renderActions, fieldLabel, t, def, query.sort, query.sort_by, wide, virtual]);

  const rows = useMemo(
    () => (showPlaceholders ? (placeholderRows(def.key, tableCount) as Stored<T>[]) : list.records),
    [showPlaceholders, tableCount, list.records, def.key],
  );

  // The virtual table needs a numeric width: the columns' own widths, a default for the others.
  const scrollWidth = useMemo(
    () =>
      tableColumns.reduce(
        (sum, column) =>
          sum +
          (typeof column.width === 'number' ? column.width : VIRTUAL_COLUMN_WIDTH[wide ? 'wide' : 'phone']),
        0,
      ),
    [tableColumns, wide],
  );

  const { changeSort } = list;
  const onTableChange = useCallback(
    (_p: unknown, _f: unknown, sorter: SorterResult<Stored<T>> | SorterResult<Stored<T>>[]) => {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      const field = one?.order ? String(one.columnKey ?? one.field) : undefined;
      if (field === query.sort && (one?.order === 'ascend' ? 'ASC' : 'DESC') === query.sort_by) return;
      changeSort(field, one?.order === 'ascend' ? 'ASC' : one?.order === 'descend' ? 'DESC' : undefined);
    },
    [changeSort, query.sort, query.sort_by],
  );

  const exportColumns = () =>
    columns.map((c) => ({
      title: fieldLabel(c.field),
      value: c.csv ?? ((record: T) => asCell(fieldValue(record, c.field))),
    }));

  const errorBanner = (scope: Scope) =>
    list.errors[scope] && (
      <Alert
        key={scope}
        type="error"
        showIcon
        title={list.errors[scope]}
        closable={{ onClose: () => list.clearError(scope) }}
        style={{ marginBottom: 16 }}
      />
    );

  return (
    <Card
      className="entity-card"
      title={<span className="entity-card-title">{title ?? t(`${resource}.title`)}</span>}
      extra={
        <Space wrap>
          {extra}
          {exportable && (
            <Button
              icon={<DownloadOutlined />}
              loading={list.exporting}
              disabled={list.total === 0}
              onClick={() => void list.exportCsv(exportColumns())}
            >
              {t('components.actions.export_csv')}
            </Button>
          )}
          {createPath && (
            <Can permission={permissionOf(def, 'create')}>
              <Link to={createPath}>
                <Button type="primary" icon={<PlusOutlined />} tabIndex={-1}>
                  {t('components.actions.add')}
                </Button>
              </Link>
            </Can>
          )}
        </Space>
      }
    >
      {searchFields && searchFields.length > 0 && (
        <div style={{ marginBottom: 16 }}>
          <ListSearchForm
            fields={searchFields}
            criteria={query.criteria}
            disabled={loading}
            onSearch={list.setCriteria}
          />
        </div>
      )}
      {errorBanner('search')}
      {errorBanner('delete')}
      {/* data-page-rows: the rows of the page shown (the render bench waits for it; a virtual table has only
          the rows in view in the DOM). aria-busy: the page shown is being replaced (assistive technology waits). */}
      <div data-page-rows={loading ? undefined : rows.length} aria-busy={loading}>
        <EntityTable<Stored<T>>
          keyOf={keyOf}
          columns={tableColumns}
          rows={rows}
          virtual={virtual}
          fit={wide}
          scrollWidth={scrollWidth}
          onChange={onTableChange}
          emptyHint={emptyHint}
        />
      </div>
      <div style={{ marginTop: 16 }}>
        <ListPagination
          page={query.page}
          count={query.count}
          total={list.total}
          disabled={loading}
          onChange={list.changePage}
        />
      </div>
    </Card>
  );
}
