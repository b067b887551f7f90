import { ApiError, NO_SERVER_WORDS } from './client';

/** The file name in a Content-Disposition header (RFC 6266 `filename*` first), or null. */
export function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  return name || null;
}

export interface FetchedFile {
  blob: Blob;
  name: string;
}

/** GETs a file with the session's credentials; a failure carries the server's error text. */
export async function fetchFile(
  path: string,
  fallbackName: string,
  signal?: AbortSignal,
): Promise<FetchedFile> {
  let res: Response;
  try {
    res = await fetch(path, { credentials: 'include', signal });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'Network error. Please check your connection and try again.');
  }
  if (!res.ok) {
    let text = '';
    try {
      const body: unknown = await res.json();
      const obj = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
      text = typeof obj.error === 'string' ? obj.error : typeof obj.message === 'string' ? obj.message : '';
    } catch {
      // not JSON: the caller's fallback applies
    }
    throw new ApiError(res.status, text || NO_SERVER_WORDS);
  }
  const blob = await res.blob();
  return { blob, name: fileNameFrom(res.headers.get('content-disposition')) ?? fallbackName };
}

/** Hands a fetched file to the browser as a download under its own name. */
export function saveFile({ blob, name }: FetchedFile): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Give the browser time to start reading the blob before it is released.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
