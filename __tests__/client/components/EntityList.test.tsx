import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { EntityList, type EntityColumn } from '../../../src/client/components/EntityList';
import { VIRTUAL_ROW_HEIGHT } from '../../../src/client/components/EntityTable';
import { createEntitySlice } from '../../../src/client/store/createEntitySlice';
import { defineResource } from '../../../src/shared/resourceDef';
import { apiError, mockHttp } from '../api/mockHttp';
import { renderEntity } from './renderEntity';

interface Widget {
  id: number;
  name: string;
  email: string;
}

const people = (n: number, offset = 0): Widget[] =>
  Array.from({ length: n }, (_, i) => ({
    id: offset + i + 1,
    name: `Üye ${offset + i + 1}`,
    email: `u${offset + i + 1}@x.tr`,
  }));
const columns: EntityColumn<Widget>[] = [
  { field: 'id', sortable: true },
  { field: 'name', sortable: true },
  { field: 'email' },
];
const userEvent = userEventLib.setup({ delay: null });

const ALL = ['WIDGETS_SEARCH', 'WIDGETS_CREATE', 'WIDGETS_READ', 'WIDGETS_DELETE'];
const widgetRow = defineResource({
  name: 'widgets',
  path: 'widgets',
  family: 'WIDGETS',
  sortable: ['id', 'name'],
  search: { param: 'name', columns: ['name'] },
  searchForm: ['name'],
  screens: { add: '/member-add', edit: '/member-edit/:id' },
});

function setup({
  permissions = ALL,
  total = 2,
  rows = people(2),
}: { permissions?: string[]; total?: number; rows?: Widget[] } = {}) {
  const widgets = createEntitySlice<Widget>(widgetRow);
  const calls = mockHttp((c) =>
    c.method === 'delete'
      ? { status: 204 }
      : { status: 200, data: rows, headers: { 'x-total-count': String(total) } },
  );
  const view = renderEntity(<EntityList entity={widgets} columns={columns} />, {
    reducers: { widgets: widgets.reducer },
    permissions,
    path: '/widgets',
  });
  return { ...view, calls, widgets };
}

it('loads the first page with the default sort and shows the pagination label', async () => {
  const { calls } = setup({ total: 42, rows: people(3) });
  expect(await screen.findByText('1-25 arasında 42 kayıt')).toBeInTheDocument();
  expect(calls[0].url).toBe('widgets?start=0&count=25&sort=id&sort_by=DESC');
  expect(screen.getByText('Üye 3')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'İlk sayfa' })).toBeDisabled();
});

it('goes to the last page with the last-page button', async () => {
  const { calls } = setup({ total: 42, rows: people(3) });
  await screen.findByText('1-25 arasında 42 kayıt');
  await userEvent.click(screen.getByRole('button', { name: 'Son sayfa' }));
  await waitFor(() => expect(calls[1].url).toBe('widgets?start=25&count=25&sort=id&sort_by=DESC'));
  expect(await screen.findByText('26-42 arasında 42 kayıt')).toBeInTheDocument();
});

it('shows the empty state', async () => {
  setup({ total: 0, rows: [] });
  expect(await screen.findByText('Herhangi bir veri bulunamadı.')).toBeInTheDocument();
});

it('shows the search error in a red banner that clears on close', async () => {
  const widgets = createEntitySlice<Widget>(
    defineResource({
      name: 'widgets',
      path: 'widgets',
      family: 'WIDGETS',
      defaultSort: { sort: '', sort_by: 'ASC' },
    }),
  );
  mockHttp(() => ({ status: 500, data: apiError('x', 'Sunucu hatası') }));
  const { store } = renderEntity(<EntityList entity={widgets} columns={columns} />, {
    reducers: { widgets: widgets.reducer },
    permissions: ALL,
  });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Sunucu hatası');
  await userEvent.click(within(alert).getByRole('button'));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  expect(store.getState().widgets.errors.search).toBeNull();
});

it('gates create, edit and delete by permission', async () => {
  setup({ permissions: ['WIDGETS_SEARCH'] });
  await screen.findByText('Üye 1');
  expect(screen.queryByRole('button', { name: /Yeni ekle/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Sil' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Düzenle' })).not.toBeInTheDocument();
});

it('deletes after the confirmation popover and marks the row deleted', async () => {
  const { calls } = setup();
  await screen.findByText('Üye 1');
  const row = screen.getByText('Üye 1').closest('tr') as HTMLElement;
  expect(within(row).getByRole('link', { name: 'Düzenle' })).toHaveAttribute('href', '/member-edit/1');
  await userEvent.click(within(row).getByRole('button', { name: 'Sil' }));
  expect(await screen.findByText('Bu kaydı silmek istediğinizden emin misiniz?')).toBeInTheDocument();
  const popover = screen
    .getByText('Bu kaydı silmek istediğinizden emin misiniz?')
    .closest('.ant-popover') as HTMLElement;
  expect(within(popover).getByRole('button', { name: 'Vazgeç' })).toBeInTheDocument();
  await userEvent.click(within(popover).getByRole('button', { name: 'Sil' }));
  await waitFor(() => expect(row).toHaveAttribute('aria-disabled', 'true'));
  expect(calls.at(-1)?.method).toBe('delete');
  expect(row).toHaveStyle({ textDecoration: 'line-through' });
  expect(within(row).getByRole('button', { name: 'Sil' })).toBeDisabled();
  expect(within(row).queryByRole('link', { name: 'Düzenle' })).not.toBeInTheDocument();
  expect(await screen.findByText('İşlem başarıyla gerçekleştirildi.')).toBeInTheDocument();
});

it('keeps the popover open with the server’s reason when a record in use is not deleted', async () => {
  const refusal = 'Bu kayıt kullanımda olduğu için silinemez: 6 kullanıcı bu kayda bağlı.';
  const widgets = createEntitySlice<Widget>(widgetRow);
  mockHttp((c) =>
    c.method === 'delete'
      ? { status: 409, data: apiError('in_use', refusal) }
      : { status: 200, data: people(2), headers: { 'x-total-count': '2' } },
  );
  renderEntity(<EntityList entity={widgets} columns={columns} />, {
    reducers: { widgets: widgets.reducer },
    permissions: ALL,
  });
  const row = (await screen.findByText('Üye 1')).closest('tr') as HTMLElement;
  await userEvent.click(within(row).getByRole('button', { name: 'Sil' }));
  const popover = (await screen.findByText('Bu kaydı silmek istediğinizden emin misiniz?')).closest(
    '.ant-popover',
  ) as HTMLElement;
  await userEvent.click(within(popover).getByRole('button', { name: 'Sil' }));
  expect(await within(popover).findByText(refusal)).toBeInTheDocument();
  expect(within(popover).getByRole('button', { name: 'Sil' })).toBeDisabled();
  expect(row).not.toHaveAttribute('aria-disabled', 'true');
});

it('searches with the criteria, resetting page and sort', async () => {
  const { calls, store, widgets } = setup({ total: 60, rows: people(3) });
  await screen.findByText('Üye 1');
  await act(async () => {
    await store.dispatch(widgets.thunks.search({ query: { page: 2 } }));
  });
  expect(calls.at(-1)?.url).toBe('widgets?start=50&count=25&sort=id&sort_by=DESC');
  await userEvent.type(screen.getByRole('textbox', { name: 'widgets.fields.name' }), 'ayşe');
  await userEvent.click(screen.getByRole('button', { name: /Ara/ }));
  await waitFor(() =>
    expect(calls.at(-1)?.url).toBe('widgets?start=0&count=25&sort=id&sort_by=DESC&name=ay%C5%9Fe'),
  );
});

it('sorts on the server when a sortable header is clicked', async () => {
  const { calls } = setup();
  await screen.findByText('Üye 1');
  await userEvent.click(screen.getByRole('columnheader', { name: /widgets\.fields\.name/ }));
  await waitFor(() => expect(calls.at(-1)?.url).toBe('widgets?start=0&count=25&sort=name&sort_by=ASC'));
});

it('exports every page of the current search as CSV', async () => {
  const all = people(230);
  const calls = mockHttp((c) => {
    const params = new URLSearchParams(String(c.url).split('?')[1]);
    const start = Number(params.get('start'));
    return {
      status: 200,
      data: all.slice(start, start + Number(params.get('count'))),
      headers: { 'x-total-count': '230' },
    };
  });
  // Five rows on screen keep the render cheap; the export still reads 200 per call.
  const widgets = createEntitySlice<Widget>(widgetRow, { defaultCount: 5 });
  const blobs: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:x';
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  renderEntity(<EntityList entity={widgets} columns={columns} />, {
    reducers: { widgets: widgets.reducer },
    permissions: ALL,
  });
  await screen.findByText('1-5 arasında 230 kayıt');
  await userEvent.click(screen.getByRole('button', { name: /CSV/ }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect(calls.slice(1).map((c) => c.url)).toEqual([
    'widgets?start=0&count=200&sort=id&sort_by=DESC',
    'widgets?start=200&count=200&sort=id&sort_by=DESC',
  ]);
  // jsdom's Blob has no text(); FileReader reads it.
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blobs[0]);
  });
  expect(blobs[0].type).toBe('text/csv;charset=utf-8');
  const lines = text.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines).toHaveLength(231);
  expect(lines[0]).toBe('widgets.fields.id,widgets.fields.name,widgets.fields.email');
  expect(lines[230]).toBe('230,Üye 230,u230@x.tr');
  click.mockRestore();
});

it('without <FAMILY>_SEARCH shows only the no-permission state: no search form, CSV button or request', async () => {
  const { calls } = setup({ permissions: ['WIDGETS_CREATE', 'WIDGETS_READ'] });
  expect(await screen.findByText('Bu işlem için yetkiniz yok.')).toBeInTheDocument();
  expect(screen.getByText('Bu sayfayı görme yetkiniz yok.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /CSV/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Ara/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

it('keeps `ltr` columns left to right inside right-to-left pages and pins the row actions to the end edge', async () => {
  const widgets = createEntitySlice<Widget>(widgetRow);
  mockHttp(() => ({
    status: 200,
    data: [{ id: 7, name: 'Ayşe', email: 'ayse@x.tr' }],
    headers: { 'x-total-count': '1' },
  }));
  const ltrColumns: EntityColumn<Widget>[] = [
    { field: 'id', ltr: true },
    { field: 'name' },
    { field: 'email', ltr: true, titleKey: 'users.fields.full_name' },
  ];
  renderEntity(<EntityList entity={widgets} columns={ltrColumns} />, {
    reducers: { widgets: widgets.reducer },
    permissions: ALL,
  });
  const email = await screen.findByText('ayse@x.tr');
  expect(email.tagName).toBe('BDI');
  expect(email).toHaveAttribute('dir', 'ltr');
  expect(screen.getByText('7')).toHaveAttribute('dir', 'ltr');
  expect(screen.getByText('Ayşe').tagName).not.toBe('BDI');
  expect(screen.getByRole('columnheader', { name: 'Ad Soyad' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'İşlemler' }).className).toMatch(/ant-table-cell-fix/);
});

it('lets the row actions scroll along on a phone instead of covering the headers and names', async () => {
  const width = window.innerWidth;
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
  try {
    const widgets = createEntitySlice<Widget>(widgetRow);
    mockHttp(() => ({ status: 200, data: [{ id: 7, name: 'Ayşe' }], headers: { 'x-total-count': '1' } }));
    renderEntity(<EntityList entity={widgets} columns={[{ field: 'name' }]} />, {
      reducers: { widgets: widgets.reducer },
      permissions: ALL,
    });
    await screen.findByText('Ayşe');
    expect(screen.getByRole('columnheader', { name: 'İşlemler' }).className).not.toMatch(
      /ant-table-cell-fix/,
    );
  } finally {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  }
});

it('fits the table to its place on a wide screen (cells wrap), and keeps one-line cells on a phone', async () => {
  // Wide: as wide as its place, wider only when its wrapped columns are (the sticky actions column then stands
  // over no column shown as the list opens). A phone: as wide as its one-line cells, scrolling sideways.
  const tableStyle = async (innerWidth: number) => {
    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: innerWidth });
    try {
      const widgets = createEntitySlice<Widget>(widgetRow);
      mockHttp(() => ({ status: 200, data: [{ id: 7, name: 'Ayşe' }], headers: { 'x-total-count': '1' } }));
      const { unmount } = renderEntity(<EntityList entity={widgets} columns={[{ field: 'name' }]} />, {
        reducers: { widgets: widgets.reducer },
        permissions: ALL,
      });
      const table = (await screen.findByText('Ayşe')).closest('table') as HTMLTableElement;
      const { width: tableWidth, minWidth, tableLayout } = table.style;
      unmount();
      return { width: tableWidth, minWidth, tableLayout };
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    }
  };
  expect(await tableStyle(1440)).toEqual({ width: 'auto', minWidth: '100%', tableLayout: 'auto' });
  expect(await tableStyle(390)).toEqual({ width: 'max-content', minWidth: '100%', tableLayout: 'auto' });
});

it('renders a page above 50 rows through the virtual table, keeping actions, sort and the deleted mark', async () => {
  const { store, widgets, calls } = setup({ total: 300, rows: people(100) });
  await screen.findByText('Üye 1');
  expect(document.querySelector('.ant-table-tbody-virtual')).toBeNull();
  await act(async () => {
    await store.dispatch(widgets.thunks.search({ parent: {}, query: { count: 100 } }) as never);
  });
  expect(calls.at(-1)?.url).toBe('widgets?start=0&count=100&sort=id&sort_by=DESC');
  await waitFor(() => expect(document.querySelector('[data-page-rows="100"]')).not.toBeNull());
  expect(document.querySelector('.ant-table-tbody-virtual')).not.toBeNull();
  // Only the rows in view are in the DOM; the first ones carry their actions.
  const rendered = document.querySelectorAll('.ant-table-tbody-virtual .ant-table-row').length;
  expect(rendered).toBeGreaterThan(0);
  expect(rendered).toBeLessThan(100);
  // One fixed row height, told to the virtual list: its first window is the right one.
  const cells = document.querySelectorAll<HTMLElement>(
    '.ant-table-tbody-virtual .ant-table-row .ant-table-cell',
  );
  expect([...cells].every((cell) => cell.style.height === `${VIRTUAL_ROW_HEIGHT}px`)).toBe(true);
  // A cell holds two lines; its whole text is in its tooltip.
  expect(screen.getByText('Üye 1').closest('[title]')).toHaveAttribute('title', 'Üye 1');
  const first = screen.getByText('Üye 1').closest('.ant-table-row') as HTMLElement;
  expect(within(first).getByRole('link', { name: 'Düzenle' })).toHaveAttribute('href', '/member-edit/1');
  await userEvent.click(within(first).getByRole('button', { name: 'Sil' }));
  const popover = (await screen.findByText('Bu kaydı silmek istediğinizden emin misiniz?')).closest(
    '.ant-popover',
  ) as HTMLElement;
  await userEvent.click(within(popover).getByRole('button', { name: 'Sil' }));
  await waitFor(() =>
    expect(screen.getByText('Üye 1').closest('.ant-table-row')).toHaveAttribute('aria-disabled', 'true'),
  );
  expect(screen.getByText('Üye 1').closest('.ant-table-row')).toHaveStyle({ textDecoration: 'line-through' });
  const nameHeader = document.querySelectorAll('.ant-table-thead th.ant-table-column-has-sorters')[1];
  await userEvent.click(nameHeader as HTMLElement);
  await waitFor(() => expect(calls.at(-1)?.url).toContain('count=100&sort=name&sort_by=ASC'));
});

it("shows numbers with the language's decimal separator and no grouping (Turkish 70,5; ids stay 1234)", async () => {
  const widgets = createEntitySlice<Widget & { weight: number }>(widgetRow);
  mockHttp(() => ({
    status: 200,
    data: [{ id: 1234, name: 'Üye', email: 'u@x.tr', weight: 70.5 }],
    headers: { 'x-total-count': '1' },
  }));
  renderEntity(<EntityList entity={widgets} columns={[{ field: 'id' }, { field: 'weight' }]} />, {
    reducers: { widgets: widgets.reducer },
    permissions: ALL,
    path: '/widgets',
  });
  const row = (await screen.findByText('70,5')).closest('tr') as HTMLElement;
  expect(within(row).getByText('1234')).toBeInTheDocument();
});

it('draws a cell again only when its record changes, not on the list’s other state', async () => {
  const drawn: number[] = [];
  const counted: EntityColumn<Widget>[] = [
    ...columns,
    {
      field: 'status',
      render: (w) => {
        drawn.push(w.id);
        return `s${w.id}`;
      },
    },
  ];
  const widgets = createEntitySlice<Widget>(widgetRow);
  mockHttp(() => ({ status: 200, data: people(3), headers: { 'x-total-count': '3' } }));
  const { store } = renderEntity(<EntityList entity={widgets} columns={counted} />, {
    reducers: { widgets: widgets.reducer },
    permissions: ALL,
  });
  await screen.findByText('s3');
  drawn.length = 0;
  // An error banner and its closing, the export state: the rows stay as they are.
  await act(async () => {
    store.dispatch(widgets.actions.clearError('search'));
  });
  await userEvent.click(screen.getByRole('button', { name: /CSV/ }));
  await screen.findByText('s3');
  expect(drawn).toEqual([]);
});

it('keeps the page shown while the next one loads, and shows placeholders only when the answer is slow', async () => {
  const widgets = createEntitySlice<Widget>(widgetRow);
  let answer: (rows: Widget[]) => void = () => undefined;
  let first = true;
  mockHttp(() => {
    if (first) {
      first = false;
      return { status: 200, data: people(3), headers: { 'x-total-count': '42' } };
    }
    return new Promise((resolve) => {
      answer = (rows) => resolve({ status: 200, data: rows, headers: { 'x-total-count': '42' } });
    });
  });
  renderEntity(<EntityList entity={widgets} columns={columns} />, {
    reducers: { widgets: widgets.reducer },
    permissions: ALL,
  });
  await screen.findByText('Üye 3');
  await userEvent.click(screen.getByRole('button', { name: 'Son sayfa' }));
  // The request is out; the rows shown stay, then give way to placeholders.
  expect(screen.getByText('Üye 3')).toBeInTheDocument();
  expect(document.querySelector('.ant-skeleton')).toBeNull();
  expect(document.querySelector('[aria-busy="true"]')).not.toBeNull(); // assistive technology hears it is loading
  await waitFor(() => expect(document.querySelector('.ant-skeleton')).not.toBeNull());
  expect(screen.queryByText('Üye 3')).not.toBeInTheDocument();
  await act(async () => answer(people(2, 40)));
  expect(await screen.findByText('Üye 42')).toBeInTheDocument();
  expect(document.querySelector('.ant-skeleton')).toBeNull();
  expect(document.querySelector('[aria-busy="true"]')).toBeNull();
});
