import { type ApiClient, type AssetCreated, createApiClient } from '@taskwell/api-sdk';
import { sessionEndedHeader } from '../session/sign-in-reason.ts';

// The API as browser code reaches it: through the studio's same-origin `/api/*` proxy, which adds
// the bearer from the cookie session (docs/decisions/020). No token is ever in the browser, so
// images, audio, text and downloads are plain `/api/...` addresses too.

/** An upload the API refused or that never arrived. */
export class UploadError extends Error {
  override readonly name = 'UploadError';
  /** The HTTP status; 0 when the upload did not reach the server. */
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** A file read from the API. */
export interface AssetFile {
  /** Its bytes, typed with the content type the server gave. */
  blob: Blob;
  /** The name the server gives it (Content-Disposition), when it gave one. */
  fileName: string | undefined;
}

/** What the run view, the sample view and the recent runs need from the API. */
export interface BrowserApi {
  /** The typed client on the studio's origin. */
  client: ApiClient;
  /** Uploads an input file (`createAsset`), reporting progress from 0 to 100. */
  upload(options: {
    file: Blob;
    fileName: string;
    contentType: string;
    onProgress?: (percent: number) => void;
    signal?: AbortSignal;
  }): Promise<AssetCreated>;
  /** Reads an asset for a download or the clipboard. */
  readAsset(assetId: string, options?: { download?: boolean }): Promise<AssetFile>;
  /** The address of an asset, for `<img>` and `<audio>`. */
  assetUrl(assetId: string): string;
}

/** The file name of a Content-Disposition header (RFC 6266: `filename*` wins over `filename`). */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() || undefined;
}

/** Reads the contract's error body of a refused reply, for its sentence. */
function messageOf(text: string, status: number): string {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // Not the contract's body (a proxy in between): say what happened in general.
  }
  return `The request failed with status ${status}.`;
}

/**
 * The browser's API on the studio's origin. `onSessionEnded` is called when the proxy says the
 * API refused the session (`X-Taskwell-Session: ended`), so the page can ask to sign in again.
 */
export function createBrowserApi({ onSessionEnded }: { onSessionEnded: () => void }): BrowserApi {
  const watch = (response: Response) => {
    if (response.headers.get(sessionEndedHeader) === 'ended') onSessionEnded();
    return response;
  };
  const client = createApiClient({
    baseUrl: '',
    fetch: async (request) => watch(await globalThis.fetch(request)),
  });

  return {
    client,

    // XMLHttpRequest, not fetch: only it reports upload progress (the PDF's progress bar, spec §5).
    upload({ file, fileName, contentType, onProgress, signal }) {
      return new Promise((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        const form = new FormData();
        form.set('file', file, fileName);
        form.set('metadata', JSON.stringify({ 'Content-Type': contentType }));
        xhr.open('POST', '/api/asset/create');
        xhr.responseType = 'text';
        xhr.upload.addEventListener('progress', (event) => {
          if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
        });
        xhr.addEventListener('load', () => {
          if (xhr.getResponseHeader(sessionEndedHeader) === 'ended') onSessionEnded();
          if (xhr.status < 200 || xhr.status > 299) {
            reject(new UploadError(xhr.status, messageOf(xhr.responseText, xhr.status)));
            return;
          }
          try {
            const created = JSON.parse(xhr.responseText) as Partial<AssetCreated>;
            if (typeof created.assetId !== 'string' || typeof created.fileName !== 'string') throw new Error();
            onProgress?.(100);
            resolve({ assetId: created.assetId, fileName: created.fileName });
          } catch {
            reject(new UploadError(xhr.status, 'The upload was stored, but its reply could not be read.'));
          }
        });
        xhr.addEventListener('error', () => reject(new UploadError(0, 'The upload did not reach the server.')));
        xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')));
        signal?.addEventListener('abort', () => xhr.abort(), { once: true });
        xhr.send(form);
      });
    },

    async readAsset(assetId, options = {}) {
      const address = `/api/asset/get/${encodeURIComponent(assetId)}${options.download ? '?download=true' : ''}`;
      const response = watch(await fetch(address));
      if (!response.ok) throw new Error(messageOf(await response.text(), response.status));
      return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
    },

    assetUrl: (assetId) => client.assetUrl(assetId),
  };
}

/** Saves a file the way a download link does, under the given name. */
export function saveFile(blob: Blob, fileName: string): void {
  const address = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = address;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the address can go after that.
  setTimeout(() => URL.revokeObjectURL(address), 30_000);
}
