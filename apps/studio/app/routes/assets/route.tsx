import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { Form, Link, useFetcher, useLoaderData, useSearchParams } from '@remix-run/react';
import { AccessDeniedError, ApiError, type AssetSummary, type ContentFamily, NetworkError } from '@taskwell/api-sdk';
import { contentFamilies, formatCredits } from '@taskwell/domain';
import { Alert } from '@taskwell/ui/alert';
import { Button } from '@taskwell/ui/button';
import { LinkButton } from '@taskwell/ui/link-button';
import { ConfirmDialog, Modal } from '@taskwell/ui/modal';
import { SegmentedControl } from '@taskwell/ui/segmented-control';
import { TextInput } from '@taskwell/ui/text-input';
import { useCallback, useEffect, useState } from 'react';
import { z } from 'zod';
import { AutomationOrigin } from '../../components/automation-origin/index.ts';
import { PrivateRouteBoundary } from '../../components/private-route-boundary/index.ts';
import { privateRoute } from '../../components/sign-in-modal/index.ts';
import { useReaderDates } from '../../dates/use-reader-dates.ts';
import { isSessionEnded, keepPageAfterSessionEnded } from '../../session/sign-in-reason.ts';
import { loadOrEndSession, openRequest, requireSignedIn, sessionEndedReply } from '../../session/signed-in.server.ts';
import { useSignIn } from '../../sign-in/sign-in-context.tsx';
import { AssetPreview, assetHref } from './asset-preview.tsx';
import * as styles from './assets.css.ts';
import { useRunAutomation } from './use-run-automation.ts';

/** spec §2: My Assets is in the private group. */
export const handle = privateRoute;

/** Not reloaded under the sign-in modal. */
export const shouldRevalidate = keepPageAfterSessionEnded;

const listQuery = z.object({
  family: z.enum(['text', 'image', 'audio', 'document', 'other']).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
  cursor: z.string().min(1).max(512).optional().catch(undefined),
});

const assetAction = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('delete'), assetId: z.string().min(1).max(128) }),
  z.object({ intent: z.literal('rerun'), requestId: z.string().min(1).max(128) }),
]);

/** A page of the user's files, newest first, with the family, search and cursor of the URL. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const signedIn = await requireSignedIn(request, context);
  const query = listQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [page, tasks, ownTasks] = await loadOrEndSession(signedIn, (api) =>
    Promise.all([
      api.listAssets({ ...query, limit: 24 }, { signal: request.signal }),
      // Issue 25: Run again says the fee before it spends it; a catalogue that cannot be read
      // only leaves the fee unsaid. The user's own published tasks have fees too (issue 30).
      api.listTasks({ signal: request.signal }).catch(() => []),
      api.listMyTasks({ signal: request.signal }).catch(() => []),
    ]),
  );
  const fees: Record<string, number> = Object.fromEntries(
    [...tasks, ...ownTasks].map((task) => [task.id, task.powerFee]),
  );
  return { assets: page.items, nextCursor: page.nextCursor, query, fees };
}

/** What Delete answers (Run again goes to Tasks in Process). */
type AssetOutcome = { status: 'deleted'; assetId: string } | { status: 'refused'; message: string };

/** Delete (the file and its bytes) and Run again (the run that made a result, with its inputs). */
export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = assetAction.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success)
    return data<AssetOutcome>({ status: 'refused', message: 'That request was not understood.' }, 400);
  const opened = await openRequest(request, context);
  if (!opened.token) return sessionEndedReply(opened);
  try {
    if (parsed.data.intent === 'delete') {
      await opened.api.deleteAsset(parsed.data.assetId, { signal: request.signal });
      return data<AssetOutcome>({ status: 'deleted', assetId: parsed.data.assetId });
    }
    await opened.api.retryRun(parsed.data.requestId, { signal: request.signal });
    return redirect('/queue');
  } catch (error) {
    if (error instanceof AccessDeniedError) return sessionEndedReply(opened);
    if (error instanceof ApiError) return data<AssetOutcome>({ status: 'refused', message: error.message }, 409);
    if (error instanceof NetworkError) {
      return data<AssetOutcome>(
        { status: 'refused', message: 'Taskwell could not be reached. Please try again.' },
        502,
      );
    }
    throw error;
  }
}

const familyLabels: Record<ContentFamily | 'all', string> = {
  all: 'All',
  text: 'Text',
  image: 'Images',
  audio: 'Audio',
  document: 'Documents',
  other: 'Other',
};

const sizeOf = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1048576).toFixed(1)} MB`;

/** The detail panel of one file: its facts, its lineage, Download, Run again and Delete. */
function AssetDetail({ asset, fee, onClose }: { asset: AssetSummary; fee: number | undefined; onClose: () => void }) {
  const fetcher = useFetcher<typeof action>();
  const { open } = useSignIn();
  const [confirming, setConfirming] = useState(false);
  const [rerunning, setRerunning] = useState(false);
  const dates = useReaderDates();
  const result = fetcher.data;
  const lineage = asset.lineage;
  const automation = useRunAutomation(lineage?.requestId);

  useEffect(() => {
    if (isSessionEnded(result)) open({ mode: 'login', reason: 'session-ended' });
    else if (result?.status === 'deleted') onClose();
  }, [result, open, onClose]);

  return (
    <Modal open onOpenChange={(next) => (next ? undefined : onClose())} title={asset.fileName} size="wide">
      <div className={styles.detail}>
        <AssetPreview asset={asset} />
        <dl className={styles.facts}>
          <dt>Type</dt>
          <dd>{asset.contentType}</dd>
          <dt>Size</dt>
          <dd>{sizeOf(asset.size)}</dd>
          <dt>Created</dt>
          <dd>{dates.dateTime(asset.createdAt)}</dd>
        </dl>
        {lineage ? (
          <section aria-label="Lineage">
            <p>
              Made by <Link to={`/queue/${lineage.requestId}`}>run {lineage.requestId.slice(0, 8)}</Link> of{' '}
              <strong>{lineage.taskName}</strong>
              {lineage.stepNumber ? ` at step ${lineage.stepNumber}` : ''}
              {lineage.outputName ? ` (${lineage.outputName})` : ''}
              {lineage.inputs.length > 0 ? ' from these inputs:' : '.'}
            </p>
            <AutomationOrigin automation={automation} />
            {lineage.aiService ? <p>Its AI steps ran on {lineage.aiService.label}, as the run chose.</p> : null}
            {lineage.inputs.length > 0 ? (
              <ul>
                {lineage.inputs.map((input) => (
                  <li key={input.name}>
                    <strong>{input.name}</strong>: {input.assetId ? 'a file' : input.value}
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ) : (
          <p className={styles.muted}>You uploaded this file.</p>
        )}
        {result && !isSessionEnded(result) && result.status === 'refused' ? (
          <Alert tone="critical">{result.message}</Alert>
        ) : null}
        <div className={styles.actions}>
          <LinkButton href={assetHref(asset.assetId, 'download')} download variant="outline">
            Download
          </LinkButton>
          {lineage ? (
            <Button variant="outline" onClick={() => setRerunning(true)} loading={fetcher.state !== 'idle'}>
              Run again with these inputs
            </Button>
          ) : null}
          <Button variant="outline" onClick={() => setConfirming(true)} loading={fetcher.state !== 'idle'}>
            Delete
          </Button>
        </div>
      </div>
      {lineage ? (
        <ConfirmDialog
          open={rerunning}
          onOpenChange={setRerunning}
          message={`Run ${lineage.taskName} again with these inputs? ${fee === undefined ? 'It is charged its fee.' : `It costs ${formatCredits(fee)}.`}`}
          onConfirm={() => fetcher.submit({ intent: 'rerun', requestId: lineage.requestId }, { method: 'post' })}
        />
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        message={`Delete ${asset.fileName}? The file is removed for good.`}
        onConfirm={() => fetcher.submit({ intent: 'delete', assetId: asset.assetId }, { method: 'post' })}
      />
    </Modal>
  );
}

export default function AssetsRoute() {
  const { assets, nextCursor, query, fees } = useLoaderData<typeof loader>();
  const [searchParams, setSearchParams] = useSearchParams();
  const [selected, setSelected] = useState<AssetSummary | undefined>();
  const close = useCallback(() => setSelected(undefined), []);
  const filtered = Boolean(query.family || query.q);
  const nextHref = () => {
    const next = new URLSearchParams(searchParams);
    if (nextCursor) next.set('cursor', nextCursor);
    return `/assets?${next.toString()}`;
  };

  return (
    <>
      <h1 className={styles.title}>My Assets</h1>
      <div className={styles.tools}>
        <div className={styles.families}>
          <SegmentedControl
            label="Type"
            options={(['all', ...contentFamilies] as const).map((value) => ({ value, label: familyLabels[value] }))}
            value={query.family ?? 'all'}
            onValueChange={(value) => {
              const next = new URLSearchParams(searchParams);
              next.delete('cursor');
              if (value === 'all') next.delete('family');
              else next.set('family', value);
              setSearchParams(next);
            }}
          />
        </div>
        <Form method="get" className={styles.search} role="search">
          {query.family ? <input type="hidden" name="family" value={query.family} /> : null}
          <TextInput label="Search by name" name="q" type="search" defaultValue={query.q ?? ''} maxLength={200} />
          <Button type="submit" variant="outline">
            Search
          </Button>
        </Form>
      </div>
      {assets.length === 0 ? (
        <Alert tone="info">
          {filtered ? (
            'No file matches. Try another type or name.'
          ) : (
            <>
              No files yet. The results of your runs and the files you upload in a task's form appear here; start one in{' '}
              <Link to="/tasks">My Tasks</Link>.
            </>
          )}
        </Alert>
      ) : (
        <ul className={styles.grid} aria-label="Your files">
          {assets.map((asset) => (
            <li key={asset.assetId} className={styles.card}>
              <AssetPreview asset={asset} />
              <div>
                <p className={styles.name}>{asset.fileName}</p>
                <p className={styles.muted}>
                  {asset.lineage ? `Result of ${asset.lineage.taskName}` : 'Uploaded'} · {sizeOf(asset.size)}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Details of ${asset.fileName}`}
                onClick={() => setSelected(asset)}
              >
                Details
              </Button>
            </li>
          ))}
        </ul>
      )}
      {nextCursor ? (
        <div className={styles.more}>
          <LinkButton href={nextHref()} variant="outline">
            More files
          </LinkButton>
        </div>
      ) : null}
      {selected ? (
        <AssetDetail
          asset={selected}
          fee={selected.lineage ? fees[selected.lineage.taskId] : undefined}
          onClose={close}
        />
      ) : null}
    </>
  );
}

export const meta: MetaFunction = () => [{ title: 'My Assets · Taskwell Studio' }];

export function ErrorBoundary() {
  return <PrivateRouteBoundary title="My Assets" />;
}
