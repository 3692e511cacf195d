// What the PDF worker thread runs (plugin.ts starts it): each call names the render, a module's export, by path,
// and the render's input. One warm thread thus serves every kind of PDF (a diet list, a receipt) without the
// machinery importing a module; each module is loaded on its first call and stays loaded (require's cache).

export interface PdfTask {
  /** The render's module: an absolute path, without its extension (a .ts source or the compiled .js). */
  modulePath: string;
  exportName: string;
  input: unknown;
}

type Render = (input: unknown) => Promise<Uint8Array>;

export async function runPdfTask({ modulePath, exportName, input }: PdfTask): Promise<Uint8Array> {
  const render = (require(modulePath) as Record<string, unknown>)[exportName];
  if (typeof render !== 'function') throw new Error(`${modulePath} exports no render ${exportName}`);
  return (render as Render)(input);
}
