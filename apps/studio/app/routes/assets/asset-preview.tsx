import type { AssetSummary } from '@taskwell/api-sdk';
import { AudioPlayer } from '@taskwell/ui/audio-player';
import { MarkdownView } from '@taskwell/ui/markdown-view';
import { useEffect, useState } from 'react';
import * as styles from './assets.css.ts';

/** Where an asset's bytes (or its text) are, through the studio's `/api/*` proxy. */
export function assetHref(assetId: string, how: 'view' | 'download' | 'text' = 'view'): string {
  const id = encodeURIComponent(assetId);
  if (how === 'text') return `/api/asset/text/${id}`;
  return `/api/asset/get/${id}${how === 'download' ? '?download=true' : ''}`;
}

/** How much of a text file a card shows: a few short paragraphs; the card clips what overflows. */
const excerptLength = 600;

/** The first lines of a text, cut at a line's end so that no Markdown mark is left open. */
function firstLines(text: string): string {
  if (text.length <= excerptLength) return text;
  const cut = text.lastIndexOf('\n', excerptLength);
  return text.slice(0, cut > 0 ? cut : excerptLength);
}

/** The first lines of a text file, read when the card shows; Markdown rendered (issue 25: it showed raw). */
function TextExcerpt({ assetId, markdown }: { assetId: string; markdown: boolean }) {
  const [text, setText] = useState<string | undefined>();
  useEffect(() => {
    const abort = new AbortController();
    fetch(assetHref(assetId, 'text'), { signal: abort.signal })
      .then((reply) => (reply.ok ? reply.text() : ''))
      .then((body) => setText(firstLines(body.trim())))
      .catch(() => undefined);
    return () => abort.abort();
  }, [assetId]);
  if (text === undefined || text === '') {
    return <p className={styles.excerpt}>{text === undefined ? 'Loading…' : 'No preview.'}</p>;
  }
  return (
    <div className={styles.excerpt}>
      {markdown ? <MarkdownView markdown={text} compact /> : <p className={styles.plainText}>{text}</p>}
    </div>
  );
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
          <TextExcerpt assetId={asset.assetId} markdown={asset.contentType.startsWith('text/markdown')} />
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
