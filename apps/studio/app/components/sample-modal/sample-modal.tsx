import { ApiError, type Result, type ResultItem, type Task, type TaskSample } from '@taskwell/api-sdk';
import { contentFamily, orderResults } from '@taskwell/task-engine';
import { Alert, Loader } from '@taskwell/ui/alert';
import { AudioPlayer } from '@taskwell/ui/audio-player';
import { Button } from '@taskwell/ui/button';
import { ImageView } from '@taskwell/ui/image-view';
import { MarkdownView } from '@taskwell/ui/markdown-view';
import { Modal } from '@taskwell/ui/modal';
import { ResultCard } from '@taskwell/ui/result-card';
import { useEffect, useMemo, useState } from 'react';
import { useSignIn } from '../../sign-in/sign-in-context.tsx';
import { type BrowserApi, createBrowserApi } from '../../task-run/browser-api.ts';
import * as styles from './sample-modal.css.ts';

/** Where a sample comes from: the catalogue's task by default, or an AI Store listing. */
export interface SampleSource {
  /** The sample's results (a 404 means there is none yet). */
  load(signal: AbortSignal): Promise<TaskSample>;
  /** The address of one item's bytes, for `<img>` and `<audio>`. */
  assetUrl(assetId: string): string;
  /** One item's bytes (a text item is read and rendered). */
  readAsset(assetId: string, signal: AbortSignal): Promise<Blob>;
}

/** Props of {@link SampleModal}. */
export interface SampleModalProps {
  /** The task whose sample results are shown. */
  task: Task;
  /** Called when the user closes it. */
  onClose: () => void;
  /** Where the sample comes from; the task's own sample (`getTaskSample`) when not given. */
  source?: SampleSource | undefined;
}

/** The sample of a catalogue task: `getTaskSample` and `getTaskSampleAsset`. */
function taskSampleSource(api: BrowserApi, taskId: string): SampleSource {
  return {
    load: (signal) => api.client.getTaskSample(taskId, { signal }),
    assetUrl: (assetId) => api.client.taskSampleAssetUrl(taskId, assetId),
    readAsset: (assetId, signal) => api.client.getTaskSampleAsset(taskId, assetId, { signal }),
  };
}

type SampleState =
  | { status: 'loading' }
  | { status: 'ready'; results: Result[] }
  | { status: 'none' }
  | { status: 'failed'; message: string };

/** A sample item's text, read through the public sample operation. */
function SampleText({ source, assetId }: { source: SampleSource; assetId: string }) {
  const [text, setText] = useState<{ status: 'loading' | 'ready' | 'error'; markdown?: string }>({
    status: 'loading',
  });
  useEffect(() => {
    const reading = new AbortController();
    source.readAsset(assetId, reading.signal).then(
      async (blob) => setText({ status: 'ready', markdown: await blob.text() }),
      () => {
        if (!reading.signal.aborted) setText({ status: 'error' });
      },
    );
    return () => reading.abort();
  }, [source, assetId]);
  return <MarkdownView markdown={text.markdown} status={text.status} />;
}

function SampleItem({ source, result, item }: { source: SampleSource; result: Result; item: ResultItem }) {
  const address = source.assetUrl(item.data);
  switch (contentFamily(result.parameter.metadata['Content-Type'])) {
    case 'image':
      return <ImageView src={address} alt={result.parameter.name} />;
    case 'audio':
      // spec §2: play/pause, seek, playback rate (1 by default), the source with underscores as spaces.
      return <AudioPlayer src={address} title={item.source} />;
    case 'text':
      return <SampleText source={source} assetId={item.data} />;
    default:
      return null;
  }
}

/**
 * The Sample modal of spec §2, '{task name} Sample Results': what the task made from its own
 * sample inputs (made once by the server, docs/decisions/025), rendered by content family.
 */
export default function SampleModal({ task, onClose, source: given }: SampleModalProps) {
  const { open } = useSignIn();
  const api = useMemo(
    () => createBrowserApi({ onSessionEnded: () => open({ mode: 'login', reason: 'session-ended' }) }),
    [open],
  );
  const source = useMemo(() => given ?? taskSampleSource(api, task.id), [given, api, task.id]);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SampleState>({ status: 'loading' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt asks for the sample again
  useEffect(() => {
    const reading = new AbortController();
    setState({ status: 'loading' });
    source.load(reading.signal).then(
      (sample) => setState({ status: 'ready', results: orderResults(sample.results) }),
      (error: unknown) => {
        if (reading.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) setState({ status: 'none' });
        else setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => reading.abort();
  }, [source, attempt]);

  return (
    <Modal
      open
      size="wide"
      title={`${task.name} Sample Results`}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <div className={styles.body}>
        {state.status === 'loading' ? (
          <>
            <Loader label="Loading the sample results" showLabel />
            <p className={styles.note}>
              The first time, the task runs once on its sample inputs to make them; this can take a few seconds.
            </p>
          </>
        ) : null}
        {state.status === 'none' ? <Alert title="No sample yet">This task has no sample results yet.</Alert> : null}
        {state.status === 'failed' ? (
          <Alert tone="critical" title="The sample results could not be loaded">
            <p>{state.message}</p>
            <div className={styles.actions}>
              <Button size="sm" variant="outline" onClick={() => setAttempt((count) => count + 1)}>
                Try again
              </Button>
            </div>
          </Alert>
        ) : null}
        {state.status === 'ready'
          ? state.results.map((result) =>
              result.parameter.value.map((item) => (
                <ResultCard
                  key={`${result.parameter.name}-${item.data}`}
                  title={result.parameter.name}
                  source={item.source}
                >
                  <SampleItem source={source} result={result} item={item} />
                </ResultCard>
              )),
            )
          : null}
      </div>
    </Modal>
  );
}
