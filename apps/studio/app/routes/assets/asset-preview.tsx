import type { AssetSummary } from '@taskwell/api-sdk';
import { AudioPlayer } from '@taskwell/ui/audio-player';
import { MarkdownView } from '@taskwell/ui/markdown-view';
import { useEffect, useState } from 'react';
import {
  CheckBadge,
  CheckedText,
  isCheckedContentType,
  loadTextCheckThroughProxy,
  useTextCheck,
} from '../../components/text-check/index.ts';
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
function TextExcerpt({ assetId, markdown, checked }: { assetId: string; markdown: boolean; checked: boolean }) {
  const [excerpt, setExcerpt] = useState<{ text: string; offset: number } | undefined>();
  useEffect(() => {
    const abort = new AbortController();
    fetch(assetHref(assetId, 'text'), { signal: abort.signal })
      .then((reply) => (reply.ok ? reply.text() : ''))
      // Where the excerpt starts in the file: a check's findings point into the whole text.
      .then((body) => setExcerpt({ text: firstLines(body.trim()), offset: body.length - body.trimStart().length }))
      .catch(() => undefined);
    return () => abort.abort();
  }, [assetId]);
  const text = excerpt?.text;
  if (text === undefined || text === '') {
    return <p className={styles.excerpt}>{text === undefined ? 'Loading…' : 'No preview.'}</p>;
  }
  if (checked && markdown) {
    return (
      <div className={styles.excerpt}>
        <CheckedText
          assetId={assetId}
          load={loadTextCheckThroughProxy}
          markdown={text}
          offset={excerpt?.offset ?? 0}
          compact
        />
      </div>
    );
  }
  return (
    <div className={styles.excerpt}>
      {checked ? <PlainCheckBadge assetId={assetId} /> : null}
      {markdown ? <MarkdownView markdown={text} compact /> : <p className={styles.plainText}>{text}</p>}
    </div>
  );
}

/** The check's badge above a plain text excerpt (its words are shown as written). */
function PlainCheckBadge({ assetId }: { assetId: string }) {
  return (
    <div>
      <CheckBadge check={useTextCheck(assetId, undefined, loadTextCheckThroughProxy)} />
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
          <TextExcerpt
            assetId={asset.assetId}
            markdown={asset.contentType.startsWith('text/markdown')}
            checked={isCheckedContentType(asset.contentType)}
          />
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
