import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { AccessDeniedError, ApiError, type CreatorTaskSummary, NetworkError } from '@taskwell/api-sdk';
import { parseTaskDefinition, type TaskDefinition } from '@taskwell/task-engine';
import { Loader } from '@taskwell/ui/alert';
import { lazy, Suspense, useMemo } from 'react';
import { z } from 'zod';
import { PrivateRouteBoundary } from '../../components/private-route-boundary/index.ts';
import { privateRoute } from '../../components/sign-in-modal/index.ts';
import { keepPageAfterSessionEnded } from '../../session/sign-in-reason.ts';
import { loadOrEndSession, openRequest, requireSignedIn, sessionEndedReply } from '../../session/signed-in.server.ts';
import { useHydrated } from '../../task-run/use-hydrated.ts';
import { type AiServiceChoice, AiStepChoicesProvider, type PersonaChoice } from './ai-step-context.tsx';
import * as styles from './creator.css.ts';
import { creatorAccessOf } from './creator-access.ts';
import { CreatorIntro } from './creator-intro.tsx';
import { TaskPicker } from './task-picker.tsx';

// The editor (the flow tree, drag and drop, the form preview, the engine's check) loads only for
// a plan that can build tasks, after the page is interactive: it stays off `/creator`'s first load.
const CreatorEditor = lazy(() => import('./creator-editor.tsx'));

/** spec §2: Creator Studio is in the private group. */
export const handle = privateRoute;

/** Not reloaded under the sign-in modal. */
export const shouldRevalidate = keepPageAfterSessionEnded;

const creatorAction = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('create'), name: z.string().trim().min(1).max(80) }),
  // An exported file's text, read in the browser (the contract's TaskExport).
  // The name typed for the new task, when one was: it is the task's, not the file's (issue 39).
  z.object({
    intent: z.literal('import'),
    file: z.string().min(2).max(2_000_000),
    name: z.string().trim().max(80).optional(),
  }),
]);

/** What the page shows: the plan's gate, the user's tasks, and the draft of the one chosen (`?task=`). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const signedIn = await requireSignedIn(request, context);
  const taskId = new URL(request.url).searchParams.get('task');
  return loadOrEndSession(signedIn, async (api) => {
    const profile = await api.getProfile({ signal: request.signal });
    const access = creatorAccessOf({ plan: profile.plan });
    const base = { plan: profile.plan, accountId: profile.id, access };
    if (access.kind === 'upgrade') return { ...base, tasks: [] as CreatorTaskSummary[], draft: null, missing: false };
    const { tasks } = await api.listCreatorTasks({ signal: request.signal });
    if (!taskId) return { ...base, tasks, draft: null, missing: false };
    try {
      // Issue 40: an AI step may write in one of the creator's personas (or their organization's).
      // Its service may be one of the private AI services the creator keeps (Settings).
      const [found, personaList, serviceList] = await Promise.all([
        api.getCreatorDraft(taskId, { signal: request.signal }),
        api.listPersonas({ signal: request.signal }).catch((error: unknown) => {
          if (error instanceof AccessDeniedError) throw error;
          return { personas: [] };
        }),
        api.listAiServices({ signal: request.signal }).catch((error: unknown) => {
          if (error instanceof AccessDeniedError) throw error;
          return { services: [] };
        }),
      ]);
      const aiServices: AiServiceChoice[] = serviceList.services
        .filter((service) => service.editable)
        .map((service) => ({ id: service.aiServiceId, name: service.name, organization: service.organization?.name }));
      const personas: PersonaChoice[] = personaList.personas.map((persona) => ({
        id: persona.id,
        name: persona.name,
        organization: persona.organization?.name,
      }));
      const parsed = parseTaskDefinition(found.definition);
      const definition: TaskDefinition | null = parsed.ok ? parsed.definition : null;
      return {
        ...base,
        tasks,
        draft: definition ? { creatorTaskId: found.creatorTaskId, definition } : null,
        missing: !definition,
        personas,
        aiServices,
      };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return { ...base, tasks, draft: null, missing: true };
      throw error;
    }
  });
}

/** An exported file whose definition takes the name typed for the new task, when one was typed. */
function withName(file: unknown, name: string | undefined): unknown {
  if (!name || typeof file !== 'object' || file === null) return file;
  const { definition } = file as { definition?: unknown };
  if (typeof definition !== 'object' || definition === null || Array.isArray(definition)) return file;
  return { ...file, definition: { ...definition, name } };
}

/** What New task and Import answer when the API refuses them. */
export type CreatorOutcome = { status: 'refused'; message: string };

/** New task (a starter draft) and Import (a file as a new task's draft); both open the new draft. */
export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = creatorAction.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data<CreatorOutcome>({ status: 'refused', message: 'That request was not understood.' }, 400);
  }
  const opened = await openRequest(request, context);
  if (!opened.token) return sessionEndedReply(opened);
  try {
    if (parsed.data.intent === 'create') {
      const created = await opened.api.createCreatorDraft({ name: parsed.data.name }, { signal: request.signal });
      return redirect(`/creator?task=${encodeURIComponent(created.creatorTaskId)}`);
    }
    let file: unknown;
    try {
      file = JSON.parse(parsed.data.file);
    } catch {
      return data<CreatorOutcome>(
        { status: 'refused', message: 'This file is not a Taskwell task: it is not JSON.' },
        400,
      );
    }
    const named = withName(file, parsed.data.name);
    const created = await opened.api.importCreatorTask(named as Parameters<typeof opened.api.importCreatorTask>[0], {
      signal: request.signal,
    });
    return redirect(`/creator?task=${encodeURIComponent(created.creatorTaskId)}`);
  } catch (error) {
    if (error instanceof AccessDeniedError) return sessionEndedReply(opened);
    if (error instanceof ApiError) {
      const listed = (error.body?.details ?? []).map((detail) => detail.message).join(' ');
      return data<CreatorOutcome>(
        { status: 'refused', message: listed ? `${error.message} ${listed}` : error.message },
        422,
      );
    }
    if (error instanceof NetworkError) {
      return data<CreatorOutcome>(
        { status: 'refused', message: 'Taskwell could not be reached. Please try again.' },
        502,
      );
    }
    throw error;
  }
}

function Opening() {
  return (
    <div className={styles.opening}>
      <Loader label="Opening Creator Studio" showLabel />
    </div>
  );
}

export default function CreatorRoute() {
  const loaded = useLoaderData<typeof loader>();
  const { plan, accountId, access, tasks, draft, missing } = loaded;
  const personas = 'personas' in loaded ? loaded.personas : undefined;
  const aiServices = 'aiServices' in loaded ? loaded.aiServices : undefined;
  const choices = useMemo(() => ({ personas: personas ?? [], aiServices: aiServices ?? [] }), [personas, aiServices]);
  const hydrated = useHydrated();
  if (access.kind === 'upgrade') return <CreatorIntro currentPlan={plan} planName={access.planName} />;
  if (!draft) return <TaskPicker tasks={tasks} missing={missing} />;
  return hydrated ? (
    <Suspense fallback={<Opening />}>
      <AiStepChoicesProvider value={choices}>
        <CreatorEditor
          key={draft.creatorTaskId}
          accountId={accountId}
          creatorTaskId={draft.creatorTaskId}
          initial={draft.definition}
          listing={tasks.find((task) => task.creatorTaskId === draft.creatorTaskId)?.listing}
        />
      </AiStepChoicesProvider>
    </Suspense>
  ) : (
    <Opening />
  );
}

export const meta: MetaFunction = () => [{ title: 'Creator Studio · Taskwell Studio' }];

export function ErrorBoundary() {
  return <PrivateRouteBoundary title="Creator Studio" />;
}
