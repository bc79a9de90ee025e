import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useFetcher, useLoaderData } from '@remix-run/react';
import type { Automation } from '@taskwell/api-sdk';
import { Alert } from '@taskwell/ui/alert';
import { Button } from '@taskwell/ui/button';
import { LinkButton } from '@taskwell/ui/link-button';
import { useEffect, useMemo, useState } from 'react';
import { PrivateRouteBoundary } from '../../components/private-route-boundary/index.ts';
import { privateRoute } from '../../components/sign-in-modal/index.ts';
import { isSessionEnded, keepPageAfterSessionEnded } from '../../session/sign-in-reason.ts';
import { loadOrEndSession, requireSignedIn } from '../../session/signed-in.server.ts';
import { useSignIn } from '../../sign-in/sign-in-context.tsx';
import { apiUrl } from '../../site-config.server.ts';
import { createBrowserApi } from '../../task-run/browser-api.ts';
import { useHydrated } from '../../task-run/use-hydrated.ts';
import { allowanceText, upgradeText } from './allowance-text.ts';
import { automationAction } from './automation-action.server.ts';
import { AutomationForm } from './automation-form.tsx';
import type { AutomationOutcome } from './automation-outcome.ts';
import { AutomationRow, SecretLine } from './automation-row.tsx';
import * as styles from './automations.css.ts';
import { taskChoices } from './task-choices.ts';

/** Issue 46: Automations is in the private group. */
export const handle = privateRoute;

/** Not reloaded under the sign-in modal. */
export const shouldRevalidate = keepPageAfterSessionEnded;

/** The user's automations, what their plan allows, and the tasks they may automate. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const signedIn = await requireSignedIn(request, context);
  const init = { signal: request.signal };
  const [list, profile, catalogue, own, saved] = await loadOrEndSession(signedIn, (api) =>
    Promise.all([
      api.listAutomations(init),
      api.getProfile(init),
      api.listTasks(init),
      api.listMyTasks(init).catch(() => []),
      api.listSavedStoreListings(init).then(
        (reply) => reply.listings,
        () => [],
      ),
    ]),
  );
  return {
    automations: list.automations,
    allowance: list.allowance,
    email: profile.id,
    tasks: taskChoices(catalogue, own, saved),
    // A webhook's secret URL is the API's own address (it is called from outside the studio).
    hookBase: apiUrl,
    listedAt: String(Date.now()),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return automationAction(request, context);
}

type Editing = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; automation: Automation };

/** The time zones the browser knows, its own first; UTC alone on the server. */
function useTimeZones(): { timeZone: string; timeZones: string[] } {
  const hydrated = useHydrated();
  return useMemo(() => {
    if (!hydrated) return { timeZone: 'UTC', timeZones: ['UTC'] };
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    const all = Intl.supportedValuesOf('timeZone');
    return { timeZone, timeZones: all.includes('UTC') ? all : ['UTC', ...all] };
  }, [hydrated]);
}

export default function AutomationsRoute() {
  const { automations, allowance, email, tasks, hookBase, listedAt } = useLoaderData<typeof loader>();
  const { open } = useSignIn();
  const api = useMemo(
    () => createBrowserApi({ onSessionEnded: () => open({ mode: 'login', reason: 'session-ended' }) }),
    [open],
  );
  const fetcher = useFetcher<AutomationOutcome>();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [saved, setSaved] = useState<
    | {
        name: string;
        signingSecret?: string | undefined;
        deliverySecret?: string | undefined;
        webhookUrl: string | null;
      }
    | undefined
  >();
  const { timeZone, timeZones } = useTimeZones();
  const reply = fetcher.data;
  const busy = fetcher.state !== 'idle';
  const taskName = (taskId: string) => tasks.find((task) => task.taskId === taskId)?.label ?? taskId;

  useEffect(() => {
    if (isSessionEnded(reply)) open({ mode: 'login', reason: 'session-ended' });
  }, [reply, open]);
  // Saved: the form closes; a new webhook's address (and its signing secret, shown once) is shown.
  useEffect(() => {
    if (reply?.status !== 'saved' || fetcher.state !== 'idle') return;
    setEditing({ mode: 'closed' });
    setSaved({
      name: reply.automation.name,
      signingSecret: reply.secrets.signingSecret,
      deliverySecret: reply.secrets.deliverySecret,
      webhookUrl: reply.automation.webhookUrl,
    });
  }, [reply, fetcher.state]);

  const submit = (body: object) => fetcher.submit(body as never, { method: 'post', encType: 'application/json' });
  const rowReply = (id: string) =>
    reply && reply.status !== 'saved' && 'id' in reply && reply.id === id ? reply : undefined;
  const formReply =
    reply && (reply.status === 'saved' || (reply.status === 'refused' && ['create', 'update'].includes(reply.intent)))
      ? reply
      : undefined;
  const full = allowance.used >= allowance.limit;

  if (allowance.limit === 0) {
    return (
      <>
        <h1 className={styles.title}>Automations</h1>
        <Alert tone="info" title="Automation is not in your plan">
          {upgradeText(allowance)}
        </Alert>
        <LinkButton href="/pricing">See the plans</LinkButton>
      </>
    );
  }

  return (
    <>
      <div className={styles.header}>
        <h1 className={styles.title}>Automations</h1>
        {editing.mode === 'closed' ? (
          <Button onClick={() => setEditing({ mode: 'new' })} disabled={full}>
            New automation
          </Button>
        ) : null}
      </div>
      <p className={styles.intro}>
        Tasks that run on a schedule, when a webhook is called or after another task, and deliver their results where
        you work.
      </p>
      <p className={styles.limits}>{allowanceText(allowance)}</p>
      {full ? <Alert tone="info">{upgradeText(allowance)}</Alert> : null}
      {saved ? (
        <section className={styles.panel} aria-label="Saved">
          <Alert tone="positive">{saved.name} is saved.</Alert>
          {saved.webhookUrl ? (
            <SecretLine
              label="Webhook URL"
              value={new URL(saved.webhookUrl, hookBase).href}
              description="POST JSON here to start a run; its members fill the task's fields. Keep it secret."
            />
          ) : null}
          {saved.signingSecret ? (
            <SecretLine label="Signing secret" value={saved.signingSecret} description="Shown once: copy it now." />
          ) : null}
          {saved.deliverySecret ? (
            <SecretLine
              label="Delivery signing secret"
              value={saved.deliverySecret}
              description="Check the Taskwell-Signature header of each delivery with it. Shown once: copy it now."
            />
          ) : null}
        </section>
      ) : null}
      {editing.mode !== 'closed' ? (
        <AutomationForm
          key={editing.mode === 'edit' ? editing.automation.id : 'new'}
          automation={editing.mode === 'edit' ? editing.automation : undefined}
          tasks={tasks}
          allowance={allowance}
          email={email}
          timeZone={timeZone}
          timeZones={timeZones}
          webhookUrl={
            editing.mode === 'edit' && editing.automation.webhookUrl
              ? new URL(editing.automation.webhookUrl, hookBase).href
              : undefined
          }
          api={api}
          submit={(body) => {
            setSaved(undefined);
            submit(body);
          }}
          busy={busy}
          reply={formReply}
          onCancel={() => setEditing({ mode: 'closed' })}
        />
      ) : null}
      {automations.length === 0 ? (
        <p className={styles.intro}>
          You have no automations yet. Make one to run a task every week, when a webhook is called or after another
          task, and get its results by e-mail.
        </p>
      ) : (
        <ul className={styles.list} aria-label="Your automations">
          {automations.map((automation) => (
            <AutomationRow
              key={automation.id}
              automation={automation}
              taskName={taskName}
              hookBase={hookBase}
              api={api}
              submit={submit}
              busy={busy}
              reply={rowReply(automation.id)}
              onEdit={() => {
                setSaved(undefined);
                setEditing({ mode: 'edit', automation });
              }}
              version={listedAt}
            />
          ))}
        </ul>
      )}
    </>
  );
}

export const meta: MetaFunction = () => [{ title: 'Automations · Taskwell Studio' }];

export function ErrorBoundary() {
  return <PrivateRouteBoundary title="Automations" />;
}
