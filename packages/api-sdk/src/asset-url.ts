/** Options of {@link assetUrl}. */
export interface AssetUrlOptions {
  /** The API origin the client uses: absolute (`https://api.taskwell.dev`) or same-origin (`''`). */
  baseUrl: string;
  /** The asset's id. */
  assetId: string;
  /** A short-lived token for this one asset (from `createAssetToken`); never the session token. */
  token?: string | undefined;
  /** Ask the browser to save the file instead of showing it. */
  download?: boolean | undefined;
}

/** The URL of `GET /api/asset/get/{assetId}`, for `<img>`, `<audio>` and download links. */
export function assetUrl({ baseUrl, assetId, token, download }: AssetUrlOptions): string {
  const query = new URLSearchParams();
  if (token) query.set('token', token);
  if (download) query.set('download', 'true');
  const search = query.size > 0 ? `?${query}` : '';
  return `${baseUrl.replace(/\/+$/, '')}/api/asset/get/${encodeURIComponent(assetId)}${search}`;
}
