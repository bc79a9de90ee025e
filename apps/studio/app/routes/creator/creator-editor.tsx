import { Link } from '@remix-run/react';
import type { CreatorTaskListing, CreatorTaskVersion, StoreListingCheck } from '@taskwell/api-sdk';
import { formatCredits } from '@taskwell/domain';
import { stepsOf, type TaskDefinition, toTask } from '@taskwell/task-engine';
import { Alert, Loader } from '@taskwell/ui/alert';
import { Button } from '@taskwell/ui/button';
import { Redo2, Undo2 } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useSignIn } from '../../sign-in/sign-in-context.tsx';
import { createBrowserApi } from '../../task-run/browser-api.ts';
import { CardEditor } from './card-editor.tsx';
import { type CreatorBackend, createCreatorBackend, refusalOf } from './creator-backend.ts';
import { DraftProvider } from './draft-context.tsx';
import { applyEdit, type DraftEdit } from './draft-edits.ts';
import { download, draftFileSchemaVersion, readDraftFile } from './draft-file.ts';
import { draftHistoryReducer, startHistory } from './draft-history.ts';
import { checkDraft } from './draft-problems.ts';
import { unsavedCopy } from './draft-store.ts';
import * as styles from './editor.css.ts';
import { FieldsEditor } from './fields-editor.tsx';
import { brokenInputsNotice, inputsBrokenBy } from './flow-moves.ts';
import { FlowSection } from './flow-section.tsx';
import { FormPreview } from './form-preview.tsx';
import { ProblemSummary } from './problem-summary.tsx';
import { PublishDialog } from './publish-dialog.tsx';
import { SellAction } from './sell-dialog.tsx';
import { TestCasesPanel } from './test-cases-panel.tsx';
import { useCostFloor } from './use-cost-floor.ts';
import { saveStateText, useDraftAutosave } from './use-draft-autosave.ts';
import { useHistoryKeys } from './use-history-keys.ts';
import { VersionsPanel } from './versions-panel.tsx';

// The run view of a test run loads when one starts (as the catalogue's does).
const RunModal = lazy(() => import('../../components/run-modal/run-modal.tsx'));

/** Props of {@link CreatorEditor}. */
export interface CreatorEditorProps {
  /** The signed-in account: its unsaved copies in this browser are kept under it. */
  accountId: string;
  /** The task (`creatorTaskId`). */
  creatorTaskId: string;
  /** The task's draft as the server has it. */
  initial: TaskDefinition;
  /** The API's calls for the task; by default over the studio's `/api/*` proxy. */
  backend?: CreatorBackend | undefined;
  /** The task's listing as the list of tasks says it: null when never listed; unknown when left out. */
  listing?: CreatorTaskListing | null | undefined;
}

/**
 * Creator Studio's editor (issue 30): the card, the form with its live preview, the questions a
 * run may pause for, the flow as a tree and as a picture; the engine's check as the user edits,
 * with Publish off while any problem remains; undo and redo; autosave; export and import.
 */
export default function CreatorEditor({
  accountId,
  creatorTaskId,
  initial: openedWith,
  backend: given,
  listing,
}: CreatorEditorProps) {
  // The draft as the page opened it: the route's data read again (after a test run's start, say)
  // must not reset the editor and its history.
  const [initial] = useState(openedWith);
  const signIn = useSignIn();
  const openSignIn = signIn.open;
  const backend = useMemo(() => {
    if (given) return given;
    const api = createBrowserApi({ onSessionEnded: () => openSignIn({ mode: 'login', reason: 'session-ended' }) });
    return createCreatorBackend({ client: api.client, creatorTaskId, initial });
  }, [given, creatorTaskId, initial, openSignIn]);
  const draftStore = backend.store;
  const draftKey = `${accountId}/${backend.creatorTaskId}`;
  const [busy, setBusy] = useState<'publish' | 'export' | 'import' | 'test' | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [published, setPublished] = useState(0);
  const [testing, setTesting] = useState<{ requestId: string | null } | null>(null);
  // The publish step: the store's check of the draft as it was when Publish was pressed.
  const [publishStep, setPublishStep] = useState<(() => Promise<StoreListingCheck>) | null>(null);
  const [history, dispatch] = useReducer(draftHistoryReducer, undefined, () => startHistory(initial));
  const [loaded, setLoaded] = useState<TaskDefinition | null>(null);
  const [notice, setNotice] = useState<{ tone: 'critical' | 'positive'; text: string } | null>(null);
  const importInput = useRef<HTMLInputElement>(null);
  const draft = history.present;

  // The unsaved copy in this browser is newer than any saved draft: a reload loses nothing.
  useEffect(() => {
    let live = true;
    const unsaved = unsavedCopy.read(draftKey);
    draftStore.load().then(
      (saved) => {
        if (!live) return;
        const start = saved ?? initial;
        dispatch({ type: 'load', definition: unsaved ?? start });
        // An unsaved copy differs from what was loaded, so it is saved at once.
        setLoaded(start);
      },
      () => {
        if (!live) return;
        // Saving over a draft that could not be read would lose it: no autosave until a reload reads it.
        if (unsaved) dispatch({ type: 'load', definition: unsaved });
        setNotice({
          tone: 'critical',
          text: 'Your saved draft could not be loaded, so changes are not saved now. Reload the page to try again.',
        });
      },
    );
    return () => {
      live = false;
    };
  }, [draftKey, draftStore, initial]);

  // Issue 40: the lowest fee the server allows, read once and then with each save's reply.
  const { costFloor, saved } = useCostFloor(backend.floorOf, loaded);
  const saveState = useDraftAutosave({ draft, loaded, store: draftStore, draftKey, onSaved: saved });
  const problems = useMemo(() => checkDraft(draft), [draft]);
  const latest = useRef(draft);
  latest.current = draft;
  // What the last move made wrong, or what undo or redo just did: shown, and read out.
  const [flowNotice, setFlowNotice] = useState('');
  const [historyNotice, setHistoryNotice] = useState('');
  const edit = useCallback((change: DraftEdit) => {
    // Issue 39: a move that makes an input wrong says so (it never clears the input).
    const broken =
      change.type === 'move-node' ? inputsBrokenBy(latest.current.flow, applyEdit(latest.current, change).flow) : [];
    setFlowNotice(brokenInputsNotice(broken) ?? '');
    setHistoryNotice('');
    dispatch({ type: 'edit', edit: change, at: Date.now() });
  }, []);
  const editing = useMemo(() => ({ draft, problems, edit, costFloor }), [draft, problems, edit, costFloor]);
  const travel = useCallback((action: 'undo' | 'redo') => {
    setFlowNotice('');
    setHistoryNotice(action === 'undo' ? 'Undone.' : 'Redone.');
    dispatch({ type: action });
  }, []);
  useHistoryKeys(travel);

  /** Runs an action that needs the draft on screen saved first (publish, export, a test run). */
  const afterSaving = async (action: NonNullable<typeof busy>, run: () => Promise<void>) => {
    setBusy(action);
    setNotice(null);
    try {
      await draftStore.save(draft);
      await run();
    } catch (error) {
      setNotice({ tone: 'critical', text: refusalOf(error) });
    } finally {
      setBusy(null);
    }
  };

  const publish = () =>
    afterSaving('publish', async () => {
      const version = await backend.publish();
      setPublished((count) => count + 1);
      setNotice({ tone: 'positive', text: `Published version ${version.version}. It runs from My Tasks.` });
    });

  const openPublishStep = () => {
    const checkListing = backend.checkListing;
    if (!checkListing) return void publish();
    const shown = draft;
    setPublishStep(() => async () => {
      await draftStore.save(shown);
      return checkListing();
    });
  };

  const startTestRun = () => afterSaving('test', async () => setTesting({ requestId: null }));

  const exportFile = () =>
    afterSaving('export', async () => {
      const file = await backend.exportFile();
      download(`${draft.name.trim() || 'task'}.taskwell.json`, JSON.stringify(file, null, 2));
    });

  const importFile = async (file: File) => {
    // Read here first: a newer format or a broken file is refused with its reason before anything is sent.
    const read = readDraftFile(await file.text());
    if (!read.ok) {
      setNotice({ tone: 'critical', text: read.message });
      return;
    }
    setBusy('import');
    try {
      const imported = await backend.importFile({ schemaVersion: draftFileSchemaVersion, definition: read.definition });
      edit({ type: 'replace', definition: imported });
      setNotice({ tone: 'positive', text: `Imported ${file.name} into the draft. Undo takes it back.` });
    } catch (error) {
      setNotice({ tone: 'critical', text: refusalOf(error) });
    } finally {
      setBusy(null);
    }
  };

  const restore = async (version: CreatorTaskVersion) => {
    setRestoring(version.version);
    try {
      const restored = await backend.restore(version.version);
      edit({ type: 'replace', definition: restored });
      setNotice({ tone: 'positive', text: `Version ${version.version} is the draft again. Undo takes it back.` });
    } catch (error) {
      setNotice({ tone: 'critical', text: refusalOf(error) });
    } finally {
      setRestoring(null);
    }
  };

  const closeTestRun = useCallback(() => setTesting(null), []);
  const onTestRunChange = useCallback((requestId: string) => setTesting({ requestId }), []);
  const testTask = useMemo(() => toTask(draft), [draft]);

  if (loaded === null && notice === null) {
    return (
      <div className={styles.editor}>
        <h1 className={styles.sectionTitle} style={{ fontSize: '1.5rem' }}>
          Creator Studio
        </h1>
        <Loader label="Opening your draft" showLabel />
      </div>
    );
  }

  return (
    <DraftProvider value={editing}>
      <div className={styles.editor}>
        <div className={styles.itemHead}>
          <h1 className={styles.sectionTitle} style={{ fontSize: '1.5rem' }}>
            Creator Studio
          </h1>
          <Link to="/creator" className={styles.itemActions}>
            All your tasks
          </Link>
        </div>
        <section className={styles.toolbar} aria-label="Draft">
          <Button
            size="sm"
            variant="subtle"
            disabled={history.past.length === 0}
            aria-keyshortcuts="Control+Z Meta+Z"
            onClick={() => travel('undo')}
          >
            <Undo2 aria-hidden size={16} /> Undo
          </Button>
          <Button
            size="sm"
            variant="subtle"
            disabled={history.future.length === 0}
            aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
            onClick={() => travel('redo')}
          >
            <Redo2 aria-hidden size={16} /> Redo
          </Button>
          <p className={styles.saveState} role="status">
            {saveStateText(saveState)}
          </p>
          <p className={styles.saveState} role="status" aria-label="Undo and redo">
            {historyNotice}
          </p>
          <span className={styles.toolbarEnd}>
            <Button size="sm" variant="outline" loading={busy === 'export'} onClick={() => void exportFile()}>
              Export
            </Button>
            <Button
              size="sm"
              variant="outline"
              loading={busy === 'import'}
              onClick={() => importInput.current?.click()}
            >
              Import
            </Button>
            <input
              ref={importInput}
              type="file"
              accept="application/json,.json"
              aria-label="Import a task file"
              hidden
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void importFile(file);
              }}
            />
            <Button
              size="sm"
              variant="outline"
              disabled={problems.length > 0}
              loading={busy === 'test'}
              aria-describedby={problems.length > 0 ? 'problems-title' : undefined}
              onClick={() => void startTestRun()}
            >
              Test run
            </Button>
            <Button
              size="sm"
              disabled={problems.length > 0}
              loading={busy === 'publish'}
              aria-describedby={problems.length > 0 ? 'problems-title' : undefined}
              onClick={openPublishStep}
            >
              Publish
            </Button>
          </span>
        </section>
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        <ProblemSummary problems={problems} draft={draft} />
        <CardEditor />
        <section className={styles.section} aria-labelledby="form-title">
          <h2 id="form-title" className={styles.sectionTitle}>
            Form
          </h2>
          <div className={styles.split}>
            <FieldsEditor list="parameters" />
            <FormPreview parameters={draft.parameters} heading={draft.heading} name={draft.name} />
          </div>
        </section>
        <section className={styles.section} aria-labelledby="questions-title">
          <h2 id="questions-title" className={styles.sectionTitle}>
            Questions a run pauses for
          </h2>
          <p className={styles.hint}>A step that takes a question's answer pauses the run until the runner gives it.</p>
          <FieldsEditor list="asks" />
        </section>
        <FlowSection notice={flowNotice} />
        {backend.testCases ? (
          <TestCasesPanel
            client={backend.testCases}
            creatorTaskId={backend.creatorTaskId}
            parameters={draft.parameters.filter((parameter) => parameter.ui)}
            asks={draft.asks ?? []}
            steps={stepsOf(draft.flow)}
            fee={draft.powerFee}
            saveDraft={async () => {
              await draftStore.save(draft);
            }}
          />
        ) : null}
        <VersionsPanel
          listVersions={backend.listVersions}
          refreshKey={published}
          onRestore={(version) => void restore(version)}
          restoring={restoring}
          sell={
            <>
              {backend.sell ? (
                <SellAction
                  client={backend.sell}
                  creatorTaskId={backend.creatorTaskId}
                  listing={listing}
                  priceFloor={costFloor}
                />
              ) : null}
              <a href="/creator/earnings">Earnings and feedback</a>
            </>
          }
        />
      </div>
      {publishStep ? (
        <PublishDialog
          check={publishStep}
          onClose={() => setPublishStep(null)}
          onPublish={() => {
            setPublishStep(null);
            void publish();
          }}
          onTestRun={() => {
            setPublishStep(null);
            void startTestRun();
          }}
        />
      ) : null}
      {testing ? (
        <Suspense fallback={null}>
          <RunModal
            task={testTask}
            accountId={undefined}
            requestId={testing.requestId}
            onRunChange={onTestRunChange}
            onClose={closeTestRun}
            execute={backend.testRun}
            startNotice={`A test run of the draft costs ${formatCredits(draft.powerFee)}, charged to your own balance.`}
          />
        </Suspense>
      ) : null}
    </DraftProvider>
  );
}
