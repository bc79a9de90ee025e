import type { AssetSummary } from '@taskwell/api-sdk';
import { AudioPlayer } from '@taskwell/ui/audio-player';
import { useEffect, useState } from 'react';
import * as styles from './assets.css.ts';

/** Where an asset's bytes (or its text) are, through the studio's `/api/*` proxy. */
export function assetHref(assetId: string, how: 'view' | 'download' | 'text' = 'view'): string {
  const id = encodeURIComponent(assetId);
  if (how === 'text') return `/api/asset/text/${id}`;
  return `/api/asset/get/${id}${how === 'download' ? '?download=true' : ''}`;
}

const excerptLength = 280;

/** The first lines of a text file, read when the card shows. */
function TextExcerpt({ assetId }: { assetId: string }) {
  const [text, setText] = useState<string | undefined>();
  useEffect(() => {
    const abort = new AbortController();
    fetch(assetHref(assetId, 'text'), { signal: abort.signal })
      .then((reply) => (reply.ok ? reply.text() : ''))
      .then((body) => setText(body.slice(0, excerptLength)))
      .catch(() => undefined);
    return () => abort.abort();
  }, [assetId]);
  return <p className={styles.excerpt}>{text === undefined ? 'Loading…' : text || 'No preview.'}</p>;
}

/** A file's preview by its family: a text excerpt, an image thumbnail, an audio player. */
export function AssetPreview({ asset }: { asset: AssetSummary }) {
  switch (asset.family) {
    case 'image':
      return (
        <div className={styles.preview}>
          <img className={styles.image} src={assetHref(asset.assetId)} alt={asset.fileName} loading="lazy" />
        </div>
      );
    case 'audio':
      return <AudioPlayer src={assetHref(asset.assetId)} title={asset.fileName} />;
    case 'text':
      return (
        <div className={styles.preview}>
          <TextExcerpt assetId={asset.assetId} />
        </div>
      );
    case 'document':
    case 'other':
      return (
        <div className={styles.preview}>
          <span className={styles.muted}>{asset.family === 'document' ? 'PDF document' : asset.contentType}</span>
        </div>
      );
    default:
      return asset.family satisfies never;
  }
}
