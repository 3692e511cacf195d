// The render bench's floor: a plain React table (no antd, no store, no virtual list) of the page a product list
// shows, bundled by the bench with esbuild and served beside the product on its own origin. It asks the API for
// the same URL the product asked for and draws every row with the same columns' text, so its time from the
// trigger to the rows painted is what React and the browser alone need for that page.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { floorColumns, type FloorStart } from './renderLists';

declare global {
  interface Window {
    /** Called by the bench once the page is loaded. */
    startFloor: (start: FloorStart) => Promise<void>;
  }
}

type Row = Record<string, unknown>;

async function fetchRows(start: FloorStart, url: string): Promise<Row[]> {
  const res = await fetch(url, {
    headers: { authorization: `Bearer ${start.token}`, 'accept-language': 'tr' },
  });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as Row[];
}

function FloorTable({ start, first }: { start: FloorStart; first: Row[] }) {
  const [rows, setRows] = useState(first);
  const columns = floorColumns(start.list, start.labels);
  const show = (url: string) => void fetchRows(start, url).then(setRows);
  return (
    <main>
      <button type="button" id="floor-big" onClick={() => show(start.bigUrl)}>
        {start.bigCount}
      </button>
      <button type="button" id="floor-small" onClick={() => show(start.smallUrl)}>
        {start.smallCount}
      </button>
      <div data-page-rows={rows.length}>
        <table>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.field}>{c.field}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={String(row.id)}>
                {columns.map((c) => (
                  <td key={c.field}>{c.text(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </main>
  );
}

window.startFloor = async (start) => {
  const first = await fetchRows(start, start.smallUrl);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <FloorTable start={start} first={first} />,
  );
};
