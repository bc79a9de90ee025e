import { join } from 'node:path';
import type { BlobStorage } from './blob-storage.ts';
import { FolderBlobs } from './folder-blobs.ts';
import { S3Blobs, type S3Settings } from './s3-blobs.ts';

/** Where file assets are kept (`ASSET_STORE`): the data folder, or an S3-compatible bucket. */
export type AssetStoreSettings = { kind: 'folder' } | { kind: 's3'; s3: S3Settings };

function flag(value: string | undefined, name: string): boolean {
  if (value === undefined || value.trim() === '') return false;
  if (['1', 'true', 'yes'].includes(value.trim().toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(value.trim().toLowerCase())) return false;
  throw new Error(`${name} must be true or false`);
}

/**
 * `ASSET_STORE` and the `S3_*` settings (README): unset or `folder`, files stay under `DATA_DIR`;
 * `s3` needs `S3_BUCKET`, and the two key settings together or neither (the SDK's own chain then).
 */
export function readAssetStoreSettings(env: NodeJS.ProcessEnv): AssetStoreSettings {
  const kind = (env.ASSET_STORE ?? '').trim().toLowerCase();
  if (kind === '' || kind === 'folder') return { kind: 'folder' };
  if (kind !== 's3') throw new Error(`ASSET_STORE must be folder or s3, not "${env.ASSET_STORE}"`);
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new Error('ASSET_STORE=s3 needs S3_BUCKET: the bucket the files are kept in');
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: give both or neither');
  }
  return {
    kind: 's3',
    s3: {
      bucket,
      region: env.S3_REGION?.trim() || 'us-east-1',
      forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, 'S3_FORCE_PATH_STYLE'),
      ...(env.S3_ENDPOINT?.trim() ? { endpoint: env.S3_ENDPOINT.trim() } : {}),
      ...(accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : {}),
    },
  };
}

/** The blob store of the settings: the folder `${dataDir}/assets` by default. */
export function openBlobStorage(settings: AssetStoreSettings | undefined, dataDir: string): BlobStorage {
  if (settings?.kind === 's3') return new S3Blobs(settings.s3);
  return new FolderBlobs(join(dataDir, 'assets'));
}
