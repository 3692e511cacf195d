// Binary answers (a diet list's PDF): fetched as a Blob, then saved (or opened in a new tab), never kept in
// the store. A failed binary answer still carries the JSON error envelope: it is read out of the Blob so the
// user sees the translated message, not 'Beklenmeyen bir hata oluştu.'.
import axios, { type Method } from 'axios';
import { expectStatus, http } from './http';

export interface DownloadRequest {
  method: Method;
  url: string;
  data?: unknown;
  success: number;
  /** Used when the answer names no file. */
  fallbackName: string;
  /** Open in a new tab (a PDF to look at) instead of saving; falls back to saving when a pop-up is blocked. */
  open?: boolean;
}

/** What the store may keep of a download: never the bytes. */
export interface DownloadResult {
  fileName: string;
  type: string;
  size: number;
}

/** `attachment; filename="x.pdf"` → x.pdf */
export function fileNameOf(disposition: unknown, fallback: string): string {
  if (typeof disposition !== 'string') return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1] : fallback;
}

/** A Blob's text through FileReader, which every browser (and jsdom) has. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

/** Replaces a Blob error body with its parsed JSON, so chooseErrorMessage finds the envelope. */
async function withReadableBody(error: unknown): Promise<unknown> {
  if (!axios.isAxiosError(error) || !error.response || !(error.response.data instanceof Blob)) return error;
  try {
    error.response.data = JSON.parse(await readText(error.response.data));
  } catch {
    error.response.data = null;
  }
  return error;
}

/** Hands a Blob to the browser: opened in a new tab when asked (and not blocked), otherwise saved as a file. */
export function saveBlob(blob: Blob, fileName: string, open = false): void {
  const url = URL.createObjectURL(blob);
  // Not window.open(…, 'noopener'): with it the browser answers null even when the tab opened, and the file
  // was saved as well. The tab is the SPA's own blob, cut from this window all the same.
  const opened = open ? window.open(url, '_blank') : null;
  if (opened) opened.opener = null;
  else {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
  }
  // The tab or the download has what it needs once it started.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export async function downloadFile(request: DownloadRequest): Promise<DownloadResult> {
  try {
    const response = expectStatus(
      await http.request<Blob>({
        method: request.method,
        url: request.url,
        data: request.data,
        responseType: 'blob',
      }),
      request.success,
    );
    const blob = response.data instanceof Blob ? response.data : new Blob([response.data as BlobPart]);
    const fileName = fileNameOf(response.headers['content-disposition'], request.fallbackName);
    saveBlob(blob, fileName, request.open ?? false);
    return { fileName, type: blob.type || String(response.headers['content-type'] ?? ''), size: blob.size };
  } catch (error) {
    throw await withReadableBody(error);
  }
}
