import type { Client } from 'openapi-fetch';
import { assetUrl } from './asset-url.ts';
import type { CreatorEarnings, OutputFormat } from './generated/entities.ts';
import type { paths } from './generated/schema.ts';
import { fetchOptions, queryOf, type RequestOptions, type Send } from './operation-call.ts';

/** A file's name in a multipart upload: the one given, the File's own, or a default. */
const fileName = (file: Blob, given: string | undefined, otherwise: string) =>
  given ?? (file instanceof File ? file.name : otherwise);

/**
 * The client's methods that move files (listed in generator/hand-written-operations.ts): uploads
 * sent as multipart forms, bytes and text read as such, and the URLs of assets for `<img>`,
 * `<audio>` and links. The contract describes a file part as a string of bytes; the serializer
 * sends the Blob.
 */
export function fileOperations(raw: Client<paths>, send: Send, baseUrl: string) {
  const origin = baseUrl.replace(/\/+$/, '');
  return {
    /** `POST /api/asset/create`: uploads a file (multipart: the file and its JSON metadata). */
    createAsset: (upload: { file: Blob; fileName?: string | undefined; contentType: string }, init?: RequestOptions) =>
      send('createAsset', () =>
        raw.POST('/api/asset/create', {
          body: { file: '', metadata: { 'Content-Type': upload.contentType } },
          bodySerializer: () => {
            const form = new FormData();
            form.set('file', upload.file, fileName(upload.file, upload.fileName, 'file'));
            // A plain field: every multipart parser reads it as text, which the server parses as JSON.
            form.set('metadata', JSON.stringify({ 'Content-Type': upload.contentType }));
            return form;
          },
          ...fetchOptions(init),
        }),
      ),
    /** `GET /api/asset/get/{assetId}`: the asset's bytes (optionally one byte range). */
    getAsset: (assetId: string, query: { download?: boolean; range?: string } = {}, init?: RequestOptions) =>
      send('getAsset', () =>
        raw.GET('/api/asset/get/{assetId}', {
          params: {
            path: { assetId },
            ...(query.download ? { query: { download: true } } : {}),
            ...(query.range ? { header: { Range: query.range } } : {}),
          },
          parseAs: 'blob',
          ...fetchOptions(init),
        }),
      ),
    /** `GET /api/asset/text/{assetId}`: a text asset's text (the content viewer's `src`). */
    getAssetText: (assetId: string, init?: RequestOptions) =>
      send('getAssetText', () =>
        raw.GET('/api/asset/text/{assetId}', { params: { path: { assetId } }, parseAs: 'text', ...fetchOptions(init) }),
      ),
    /** The URL of an asset for `<img>`, `<audio>` and links; pass a token from `createAssetToken`. */
    assetUrl: (assetId: string, token?: string, download?: boolean) => assetUrl({ baseUrl, assetId, token, download }),

    /** `GET /api/tasks/{taskId}/sample/{assetId}`: the bytes of one sample result item. */
    getTaskSampleAsset: (taskId: string, assetId: string, init?: RequestOptions) =>
      send('getTaskSampleAsset', () =>
        raw.GET('/api/tasks/{taskId}/sample/{assetId}', {
          params: { path: { taskId, assetId } },
          parseAs: 'blob',
          ...fetchOptions(init),
        }),
      ),
    /** The URL of a sample result item, for `<img>` and `<audio>` (sample items are public). */
    taskSampleAssetUrl: (taskId: string, assetId: string) =>
      `${origin}/api/tasks/${encodeURIComponent(taskId)}/sample/${encodeURIComponent(assetId)}`,
    /** `GET /api/store/listings/{listingId}/sample/{assetId}`: the bytes of one sample result item. */
    getStoreListingSampleAsset: (listingId: string, assetId: string, init?: RequestOptions) =>
      send('getStoreListingSampleAsset', () =>
        raw.GET('/api/store/listings/{listingId}/sample/{assetId}', {
          params: { path: { listingId, assetId } },
          parseAs: 'blob',
          ...fetchOptions(init),
        }),
      ),

    /** `GET /api/creator/earnings`: the caller's store earnings per listing and day. */
    getCreatorEarnings: (query: { from?: string; to?: string } = {}, init?: RequestOptions) =>
      send('getCreatorEarnings', () =>
        raw.GET('/api/creator/earnings', { params: { query: queryOf(query) }, ...fetchOptions(init) }),
      ) as Promise<CreatorEarnings>,
    /** `GET /api/creator/earnings?format=csv`: the same earnings as CSV text with a header row. */
    getCreatorEarningsCsv: (query: { from?: string; to?: string } = {}, init?: RequestOptions) =>
      send('getCreatorEarnings', () =>
        raw.GET('/api/creator/earnings', {
          params: { query: { ...queryOf(query), format: 'csv' } },
          parseAs: 'text',
          ...fetchOptions(init),
        }),
      ) as Promise<string>,
    /** `GET /api/creator/payouts/statements/{month}`: the month's statement per task, as a CSV or PDF file. */
    getPayoutStatement: (month: string, format: 'csv' | 'pdf' = 'csv', init?: RequestOptions) =>
      send('getPayoutStatement', () =>
        raw.GET('/api/creator/payouts/statements/{month}', {
          params: { path: { month }, query: { format } },
          parseAs: 'blob',
          ...fetchOptions(init),
        }),
      ),
    /** `GET /api/runs/{requestId}/results/{assetId}/document`: a text result as a document of one format (by plan). */
    downloadRunResult: (requestId: string, assetId: string, format: OutputFormat = 'markdown', init?: RequestOptions) =>
      send('downloadRunResult', () =>
        raw.GET('/api/runs/{requestId}/results/{assetId}/document', {
          params: { path: { requestId, assetId }, query: { format } },
          parseAs: 'blob',
          ...fetchOptions(init),
        }),
      ),

    /** `GET /api/organizations/{organizationId}/logo`: the logo's bytes (members). */
    getOrganizationLogo: (organizationId: string, init?: RequestOptions) =>
      send('getOrganizationLogo', () =>
        raw.GET('/api/organizations/{organizationId}/logo', {
          params: { path: { organizationId } },
          parseAs: 'blob',
          ...fetchOptions(init),
        }),
      ),
    /** `PUT /api/organizations/{organizationId}/logo`: a new logo, PNG, JPEG or WebP up to 512 KB (owner). */
    uploadOrganizationLogo: (
      organizationId: string,
      upload: { file: Blob; fileName?: string | undefined },
      init?: RequestOptions,
    ) =>
      send('uploadOrganizationLogo', () =>
        raw.PUT('/api/organizations/{organizationId}/logo', {
          params: { path: { organizationId } },
          body: { file: '' },
          bodySerializer: () => {
            const form = new FormData();
            form.set('file', upload.file, fileName(upload.file, upload.fileName, 'logo'));
            return form;
          },
          ...fetchOptions(init),
        }),
      ),

    /** `POST /api/knowledge/documents`: a text, markdown or PDF file, queued for indexing. */
    uploadKnowledgeDocument: (
      upload: { collectionId: string; file: Blob; fileName?: string | undefined },
      init?: RequestOptions,
    ) =>
      send('uploadKnowledgeDocument', () =>
        raw.POST('/api/knowledge/documents', {
          body: { collectionId: upload.collectionId, file: '' },
          bodySerializer: () => {
            const form = new FormData();
            form.set('collectionId', upload.collectionId);
            form.set('file', upload.file, fileName(upload.file, upload.fileName, 'document'));
            return form;
          },
          ...fetchOptions(init),
        }),
      ),
  };
}
