import { Link, useRouteLoaderData } from '@remix-run/react';
import type { Result, ResultItem } from '@taskwell/api-sdk';
import { outputFormatDetails, outputFormats, outputFormatsOfPlan, planForOutputFormat } from '@taskwell/domain';
import { contentFamily } from '@taskwell/task-engine';
import { AudioPlayer } from '@taskwell/ui/audio-player';
import { DownloadFormats } from '@taskwell/ui/download-formats';
import { ImageView } from '@taskwell/ui/image-view';
import { ResultCard } from '@taskwell/ui/result-card';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { type ReaderDates, useReaderDates } from '../../dates/use-reader-dates.ts';
import type { loader as rootLoader } from '../../root.tsx';
import { type BrowserApi, saveFile } from '../../task-run/browser-api.ts';
import { CheckedText, isCheckedContentType, type ReviewFindings } from '../text-check/index.ts';
import * as styles from './run-modal.css.ts';

/** Props of {@link ResultItemView}. */
export interface ResultItemViewProps {
  /** The result the item belongs to (its name and content type). */
  result: Result;
  /** The item: its source and asset id, and the feedback given on it. */
  item: ResultItem;
  /** "1 of 2" when the result has several items. */
  position?: string | undefined;
  /** Where the item's bytes are read from. */
  api: BrowserApi;
  /** The run the item is a result of: a text result is then downloaded in the plan's formats (issue 40). */
  requestId?: string | undefined;
}

const extensions: Record<string, string> = {
  'text/markdown': 'md',
  'text/plain': 'txt',
  'text/csv': 'csv',
  'application/json': 'json',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'audio/wav': 'wav',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
};

/** A same-site link of a result (a citation's document, issue 28): a navigation within the studio. */
function studioLink({ href, children }: { href: string; children: ReactNode }) {
  return <Link to={href}>{children}</Link>;
}

/** A file name for a result whose reply named none: the result's name and its type's extension. */
function fallbackName(result: Result): string {
  const type = result.parameter.metadata['Content-Type'].split(';')[0]?.trim().toLowerCase() ?? '';
  const base =
    result.parameter.name
      .trim()
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'result';
  return `${base.toLowerCase()}.${extensions[type] ?? 'bin'}`;
}

/** When a result was made, in the house format (none when the result does not say). */
function createdLabel(created: string | undefined, dates: ReaderDates): string | undefined {
  const time = Date.parse(created ?? '');
  if (Number.isNaN(time)) return undefined;
  return dates.dateTime(time);
}

/**
 * The text of a text result (spec §4 content viewer): the text the run carried when it is small
 * (issue 25: "Loading content…" showed after COMPLETED), else read once through the API.
 */
function useAssetText(api: BrowserApi, assetId: string, enabled: boolean, carried: string | undefined) {
  const [text, setText] = useState<{ status: 'loading' | 'ready' | 'error'; markdown?: string }>(
    carried === undefined ? { status: 'loading' } : { status: 'ready', markdown: carried },
  );
  useEffect(() => {
    if (!enabled || carried !== undefined) return;
    const reading = new AbortController();
    setText({ status: 'loading' });
    api.client.getAssetText(assetId, { signal: reading.signal }).then(
      (markdown) => setText({ status: 'ready', markdown }),
      () => {
        if (!reading.signal.aborted) setText({ status: 'error' });
      },
    );
    return () => reading.abort();
  }, [api, assetId, enabled, carried]);
  return carried === undefined ? text : { status: 'ready' as const, markdown: carried };
}

/** Issue 40: the tokens an AI step used, as its provider counted them. */
export function tokensLine(usage: { promptTokens: number; completionTokens: number }): string {
  const count = (value: number) => value.toLocaleString('en-US');
  return `Tokens used: ${count(usage.promptTokens)} sent, ${count(usage.completionTokens)} written`;
}

/**
 * One result item (spec §2): rendered by its content family (formatted text, an image, audio),
 * with Copy, Download (the real file under the server's name) and feedback.
 */
export function ResultItemView({ result, item, position, api, requestId }: ResultItemViewProps) {
  const family = contentFamily(result.parameter.metadata['Content-Type']);
  const text = useAssetText(api, item.data, family === 'text', item.text);
  const title = position ? `${result.parameter.name} (${position})` : result.parameter.name;
  const dates = useReaderDates();
  const loadCheck = useCallback(
    (assetId: string, signal: AbortSignal) => api.client.getTextCheck(assetId, { signal }),
    [api],
  );
  const review = useMemo<ReviewFindings>(
    () => ({
      dismiss: (assetId, input) => api.client.dismissTextCheckFinding(assetId, input),
      restore: (assetId, place) => api.client.restoreTextCheckFinding(assetId, place),
    }),
    [api],
  );

  const download = async () => {
    const file = await api.readAsset(item.data, { download: true });
    saveFile(file.blob, file.fileName ?? fallbackName(result));
  };
  // Issue 40: the formats of the viewer's plan, and those it lacks with the plan that has them.
  const plan = useRouteLoaderData<typeof rootLoader>('root')?.viewer?.plan;
  const formats = useMemo(() => {
    const mine = outputFormatsOfPlan(plan);
    return outputFormats.map((format) => ({
      id: format,
      label: outputFormatDetails[format].label,
      available: mine.includes(format),
      plan: planForOutputFormat(format).name,
    }));
  }, [plan]);
  const downloadAs = async (format: string) => {
    if (!requestId) return;
    const blob = await api.client.downloadRunResult(requestId, item.data, format as (typeof outputFormats)[number]);
    const base = fallbackName(result).replace(/\.[a-z0-9]+$/, '');
    saveFile(blob, `${base}.${outputFormatDetails[format as (typeof outputFormats)[number]].extension}`);
  };

  const feedback = {
    value: {
      id: item.feedback?.id,
      rating: item.feedback?.rating,
      comment: item.feedback?.comment,
    },
    onSave: async (given: {
      id?: string | undefined;
      rating?: 'up' | 'down' | undefined;
      comment?: string | undefined;
    }) => {
      const saved = await api.client.saveFeedback(item.data, {
        ...(given.id ? { id: given.id } : {}),
        ...(given.rating ? { rating: given.rating } : {}),
        ...(given.comment ? { comment: given.comment } : {}),
      });
      return { feedbackId: saved.feedbackId };
    },
  };

  const shared = {
    title,
    source: item.source,
    created: createdLabel(result.parameter.metadata.created, dates),
    onDownload: download,
    feedback,
  };

  switch (family) {
    case 'image':
      return (
        <ResultCard
          {...shared}
          // Chromium puts PNG on the clipboard; other images are copied as their address.
          {...(result.parameter.metadata['Content-Type'].startsWith('image/png')
            ? { copyBlob: async () => (await api.readAsset(item.data)).blob }
            : { copyText: async () => new URL(api.assetUrl(item.data), window.location.href).href })}
        >
          <ImageView src={api.assetUrl(item.data)} alt={title} />
        </ResultCard>
      );
    case 'audio':
      return (
        <ResultCard {...shared} copyText={async () => new URL(api.assetUrl(item.data), window.location.href).href}>
          <AudioPlayer src={api.assetUrl(item.data)} title={item.source} />
        </ResultCard>
      );
    case 'text':
      return (
        <ResultCard
          {...shared}
          copyText={async () => {
            if (text.status !== 'ready') throw new Error('The text has not loaded.');
            return text.markdown ?? '';
          }}
        >
          <CheckedText
            assetId={item.data}
            check={item.check}
            // Only a text the API checks is asked for its check (a JSON answer has none).
            load={isCheckedContentType(result.parameter.metadata['Content-Type']) ? loadCheck : undefined}
            review={review}
            markdown={text.markdown}
            status={text.status}
            internalLink={studioLink}
          />
          {item.usage ? <p className={styles.hint}>{tokensLine(item.usage)}</p> : null}
          {requestId ? (
            <DownloadFormats formats={formats} onDownload={downloadAs} upgradeHref="/pricing" subject={title} />
          ) : null}
        </ResultCard>
      );
    default:
      return family satisfies never;
  }
}
