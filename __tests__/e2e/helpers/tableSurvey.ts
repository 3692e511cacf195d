// The sticky-column survey: on the screen shown, every table's header cells of columns that are not
// fixed, hit-tested by the browser itself (document.elementFromPoint) at the cell's visible centre — first as the
// screen opened (a data column in view must not lie under a fixed column), then after scrolling the table's body
// so the column sits clear of the fixed columns (every column can be brought into view and read). Plain tables
// scroll by scrollLeft, antd's virtual table (pages above 50 rows) by wheel events. Also: the list pagers' items on
// one line, a user of the language with every permission, a list shown with pages of 100 rows.
import type { Page } from 'playwright-core';
import { adminToken, api, openInApp } from './browser';
import { networkQuiet, settle } from './settle';
import { staffUser } from './staff';

export type Language = 'tr' | 'ar';
/** A desktop's and a phone's width. */
export const WIDTHS = [1440, 390];

const admins = new Map<Language, Promise<{ username: string; password: string }>>();
/** A user holding every permission, their profile in `language` (made once per test file). */
export function languageAdmin(language: Language): Promise<{ username: string; password: string }> {
  let user = admins.get(language);
  if (!user) {
    user = (async () => {
      const catalogue = await api<{ permissions: string[] }[]>(
        'GET',
        'permissions',
        undefined,
        await adminToken(),
      );
      return staffUser(
        catalogue.body.flatMap((group) => group.permissions),
        { language },
      );
    })();
    admins.set(language, user);
  }
  return user;
}

/**
 * The list pagers on the screen whose items (first and last page buttons, antd's page items, the size changer)
 * do not all share one line: one line per such pager.
 */
export function pagerLines(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main .entity-list-pagination')].flatMap((pager, i) => {
      const items = [...pager.querySelectorAll('.ant-btn, .ant-pagination > li')].filter(
        (el) => el.getClientRects().length > 0,
      );
      const middles = items.map((el) => {
        const r = el.getBoundingClientRect();
        return Math.round(r.top + r.height / 2);
      });
      const lines = [...middles].sort((a, b) => a - b).filter((m, n, all) => n === 0 || m - all[n - 1]! > 4);
      return Math.max(...middles) - Math.min(...middles) > 4
        ? [`pager ${i + 1}: its ${items.length} items on ${lines.length} lines (${middles.join(', ')})`]
        : [];
    }),
  );
}

export interface TableSurvey {
  /** Tables on the screen, with the rows of each (placeholder rows excluded). */
  tables: { rows: number; columns: number; fixed: number }[];
  /** One line per header cell that the point at its visible centre does not reach. */
  covered: string[];
}

/**
 * Opens `path` inside the app and waits for its tables: the previous screen's (marked by the survey) gone, no
 * table loading, and with `rows` a row in the first — still so once the network has been quiet a while (a screen
 * may ask for its data only after its chunk has drawn it: the moves library shows its catalogue, then loads).
 */
export async function openForSurvey(page: Page, path: string, rows: boolean): Promise<void> {
  await openInApp(page, path);
  await settle(page);
  const ready = (withRows: boolean) =>
    !document.querySelector(
      'main [data-surveyed], main .ant-spin-blur, main [aria-busy="true"], main .ant-skeleton-active',
    ) &&
    (!withRows ||
      document.querySelector(
        'main .ant-table-tbody > tr.ant-table-row, main .ant-table-tbody-virtual .ant-table-row',
      ) !== null);
  do {
    await page.waitForFunction(ready, rows);
    await networkQuiet(page, 200);
  } while (!(await page.evaluate(ready, rows)));
}

/**
 * Shows pages of `size` rows in the screen's first list (its pager's size changer), as a user picks them: above 50
 * rows antd's virtual table draws them.
 */
export async function showPagesOf(page: Page, size: number): Promise<void> {
  const pager = page.locator('main .entity-list-pagination').first();
  await pager.locator('.ant-pagination-options .ant-select').click();
  await page
    .locator('.ant-select-dropdown .ant-select-item-option')
    .filter({ hasText: String(size) })
    .click();
  await page.waitForFunction(
    (rows) =>
      document.querySelector(`main [data-page-rows="${rows}"] .ant-table-tbody-virtual .ant-table-row`),
    size,
  );
}

/** Surveys every table in `main`; the screen must have settled (openForSurvey). */
export function surveyTables(page: Page): Promise<TableSurvey> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const isFixed = (cell: Element) =>
      /(^|\s)ant-table-cell-fix(-start|-end|-left|-right)?(\s|$)/.test(cell.className);
    const text = (el: Element) => (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    const describe = (el: Element | null) => {
      if (!el) return 'nothing';
      const cell = el.closest('th, td');
      if (cell) return `${isFixed(cell) ? 'the fixed ' : ''}${cell.tagName.toLowerCase()} "${text(cell)}"`;
      return `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}`;
    };
    const tables: { rows: number; columns: number; fixed: number }[] = [];
    const covered: string[] = [];
    const wrappers = [...document.querySelectorAll('main .ant-table-wrapper')].filter(
      (w) => w.getClientRects().length > 0,
    );
    for (const [t, wrapper] of wrappers.entries()) {
      // A plain table scrolls in its content box (header and body together), one with a fixed header in its body;
      // the virtual table (pages above 50 rows) moves its rows and its header on wheel events, no scrollLeft.
      const scroller =
        wrapper.querySelector<HTMLElement>('.ant-table-content') ??
        wrapper.querySelector<HTMLElement>('.ant-table-body');
      const virtual = wrapper.querySelector<HTMLElement>('.ant-table-tbody-virtual-holder');
      const box = scroller ?? wrapper.querySelector<HTMLElement>('.ant-table-header');
      const headerRow = wrapper.querySelector('thead > tr:last-child');
      if (!box || !headerRow) continue;
      const cells = [...headerRow.children].filter(
        (c) => c.tagName === 'TH' && !c.classList.contains('ant-table-cell-scrollbar'),
      );
      const fixed = cells.filter(isFixed);
      const data = cells.filter((c) => !isFixed(c) && c.getBoundingClientRect().width > 0);
      tables.push({
        rows: wrapper.querySelectorAll(
          'tbody > tr.ant-table-row:not([aria-hidden]), .ant-table-tbody-virtual .ant-table-row',
        ).length,
        columns: data.length,
        fixed: fixed.length,
      });
      const start = scroller?.scrollLeft ?? 0;
      headerRow.scrollIntoView({ block: 'center' });
      if (scroller) scroller.scrollLeft = start; // the page scrolled to the table, the table as it opened
      await frame();

      /** The horizontal span of `cell` in view: inside the table's scrolling box and the window. */
      const visibleSpan = (cell: Element): [number, number] => {
        const view = box.getBoundingClientRect();
        const r = cell.getBoundingClientRect();
        return [Math.max(r.left, view.left, 0), Math.min(r.right, view.right, window.innerWidth)];
      };
      const hits = (cell: Element, moment: string): void => {
        const [from, to] = visibleSpan(cell);
        const r = cell.getBoundingClientRect();
        const y = r.top + r.height / 2;
        if (to - from < 1) {
          covered.push(`table ${t + 1}, "${text(cell)}" ${moment}: not in view`);
          return;
        }
        const hit = document.elementFromPoint((from + to) / 2, y);
        if (!hit || !cell.contains(hit)) {
          covered.push(`table ${t + 1}, "${text(cell)}" ${moment}: ${describe(hit)} is there`);
        }
      };
      /** How far `cell`'s centre is from the middle of the room the fixed columns leave (px, + to the right). */
      const offCentre = (cell: Element): number => {
        const view = box.getBoundingClientRect();
        const mid = (view.left + view.right) / 2;
        let left = Math.max(view.left, 0);
        let right = Math.min(view.right, window.innerWidth);
        for (const f of fixed) {
          const r = f.getBoundingClientRect();
          if ((r.left + r.right) / 2 < mid) left = Math.max(left, r.right);
          else right = Math.min(right, r.left);
        }
        const r = cell.getBoundingClientRect();
        return (r.left + r.right) / 2 - (left + right) / 2;
      };
      /** Scrolls the table sideways until `cell` is centred there, or as far as it goes. */
      let wheelSign = 1;
      const centre = async (cell: Element): Promise<void> => {
        for (let step = 0; step < 6; step++) {
          const before = offCentre(cell);
          if (Math.abs(before) < 1) return;
          // scrollLeft grows to the right in both directions (negative from 0 in right-to-left).
          if (scroller) scroller.scrollLeft += before;
          else
            virtual?.dispatchEvent(
              new WheelEvent('wheel', { deltaX: before * wheelSign, bubbles: true, cancelable: true }),
            );
          await frame();
          const after = offCentre(cell);
          if (Math.abs(after - before) < 1) return; // as far as it scrolls
          if (Math.abs(after) > Math.abs(before)) wheelSign = -wheelSign; // the wheel ran the other way
        }
      };

      // As the screen opened: a column in view (any part of it) is not under a fixed column.
      for (const cell of data) {
        const [from, to] = visibleSpan(cell);
        if (to - from >= 1) hits(cell, 'as the screen opened');
      }
      // Each column brought into view: centred between the fixed columns, as far as the table scrolls.
      const inner = scroller ?? wrapper.querySelector<HTMLElement>('.ant-table-tbody-virtual-holder-inner');
      if (inner && inner.scrollWidth > box.clientWidth + 1) {
        for (const cell of data) {
          await centre(cell);
          hits(cell, 'scrolled into view');
        }
        if (data[0]) await centre(data[0]);
        if (scroller) scroller.scrollLeft = start;
        await frame();
      }
      wrapper.setAttribute('data-surveyed', '');
    }
    return { tables, covered };
  });
}
