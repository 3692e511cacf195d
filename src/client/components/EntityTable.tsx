// The list's table alone (EntityList draws it): antd's Table with props that stay the same objects while the
// page does, the virtual table's fixed rows above VIRTUAL_ABOVE, and the placeholder rows shown while a page loads.
import { memo, useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Flex, Skeleton, Table, Typography, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

const PLACEHOLDER_ROWS = 5;
/** Height of the virtual table's scrolling body. */
export const VIRTUAL_HEIGHT = 600;
/**
 * Every row of the virtual table is this tall (a plain row with its 32 px action buttons: 16 + 32 + 16 + 1),
 * its cells centred and up to two lines; longer text is cut at the cell's end. The virtual list is told the
 * height, so its first window is the right one: no row is measured taller and the window drawn again.
 * Inline styles, not a stylesheet: a list chunk's CSS would be one more file to load with every list route.
 */
export const VIRTUAL_ROW_HEIGHT = 65;
const virtualCell = {
  style: {
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    height: VIRTUAL_ROW_HEIGHT,
    paddingBlock: 0,
    overflow: 'hidden',
  },
} as const;
export const virtualCellProps = () => virtualCell;
export const virtualCellContent = {
  flex: '1 1 auto',
  minWidth: 0,
  maxHeight: 44,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
} as const;
const deletedStyle = { textDecoration: 'line-through', opacity: 0.55 } as const;

/** The rows shown while a page loads: the cells draw skeletons for them, so the columns stay the same objects. */
export const placeholders = new WeakSet<object>();
export const placeholderRows = (key: string, count: number) =>
  Array.from({ length: Math.min(count, PLACEHOLDER_ROWS) }, (_, i) => {
    const row = { [key]: `__loading_${i}` };
    placeholders.add(row);
    return row;
  });
export const SKELETON_CELL = <Skeleton.Input active size="small" block />;
export const SKELETON_ACTIONS = <Skeleton.Button active size="small" />;
const noRowProps = {};
const virtualScroll = (x: number) => ({ x, y: VIRTUAL_HEIGHT });
/**
 * On a wide screen the plain table is as wide as its place, its cells wrapping their text as a table's do, and
 * wider (scrolling sideways) only when its columns cannot be narrower: the list's sticky actions column then stands
 * over no column the screen shows as it opens. With `max-content` no cell wrapped, the table was wider than a
 * 1440 px member file and the sticky column stood over its last columns. `true` makes rc-table's own
 * width `auto` (min-width 100%); its layout must then be asked to stay `auto` (rc-table fixes it when a column is
 * fixed). On a phone (no sticky column) the cells keep their text on one line and the table scrolls sideways:
 * squeezed to the screen, a name would break after every word.
 */
const fitScroll = { x: true } as const;
const contentScroll = { x: 'max-content' } as const;
/**
 * antd computes its virtual list's row height from the theme (55 px) and hands its own props on after it:
 * the list's fixed height given as a prop wins. Not in antd's types.
 */
const virtualRowHeight = { listItemHeight: VIRTUAL_ROW_HEIGHT } as object;

interface EntityTableProps<R extends object> {
  keyOf: (record: R) => string | number;
  columns: ColumnsType<R>;
  rows: R[];
  virtual: boolean;
  /** A plain table as wide as its place, its text wrapping (wide screens), or as wide as its one-line cells. */
  fit: boolean;
  scrollWidth: number;
  onChange: NonNullable<TableProps<R>['onChange']>;
  emptyHint?: ReactNode;
}

/**
 * The table alone, with props that stay the same objects while the page does: the list's other state (the
 * search form, the export button, an error banner, the pagination while a page loads) never draws it again.
 */
/**
 * A table wider than its place scrolls sideways: its scrolling box then takes the keyboard's focus (arrow keys
 * scroll it; WCAG 2.1.1, axe's scrollable-region-focusable), and gives it up when everything fits.
 */
function useScrollableFocus() {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = frame.current?.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
    if (!box || typeof ResizeObserver === 'undefined') return undefined;
    const mark = () => {
      if (box.scrollWidth > box.clientWidth + 1) box.tabIndex = 0;
      else box.removeAttribute('tabindex');
    };
    mark();
    const observer = new ResizeObserver(mark);
    observer.observe(box);
    const table = box.querySelector('table');
    if (table) observer.observe(table);
    return () => observer.disconnect();
  });
  return frame;
}

export const EntityTable = memo(function EntityTable<R extends { deleted?: boolean }>({
  keyOf,
  columns,
  rows,
  virtual,
  fit,
  scrollWidth,
  onChange,
  emptyHint,
}: EntityTableProps<R>) {
  const { t } = useTranslation();
  const rowKey = useCallback((record: R) => String(keyOf(record)), [keyOf]);
  const onRow = useCallback(
    (record: R) =>
      record.deleted
        ? { style: deletedStyle, 'aria-disabled': true, title: t('components.list.deleted') }
        : noRowProps,
    [t],
  );
  const scroll = useMemo(
    () => (virtual ? virtualScroll(scrollWidth) : fit ? fitScroll : contentScroll),
    [virtual, fit, scrollWidth],
  );
  const locale = useMemo(
    () => ({
      emptyText: (
        <Flex vertical align="center" gap={8} style={{ padding: 24 }}>
          <WarningOutlined style={{ fontSize: 32, color: '#faad14' }} />
          {/* antd greys a table's placeholder below 4.5:1; the theme's secondary text keeps it. */}
          <Typography.Text type="secondary">{t('generic.no_data')}</Typography.Text>
          {emptyHint && (
            <Typography.Text type="secondary" className="entity-list-empty-hint">
              {emptyHint}
            </Typography.Text>
          )}
        </Flex>
      ),
    }),
    [t, emptyHint],
  );
  const frame = useScrollableFocus();
  return (
    <div ref={frame}>
      <Table<R>
        rowKey={rowKey}
        columns={columns}
        dataSource={rows}
        pagination={false}
        onChange={onChange}
        virtual={virtual}
        scroll={scroll}
        tableLayout={virtual ? undefined : 'auto'}
        onRow={onRow}
        locale={locale}
        {...(virtual ? virtualRowHeight : undefined)}
      />
    </div>
  );
}) as <R extends { deleted?: boolean }>(props: EntityTableProps<R>) => ReactNode;
