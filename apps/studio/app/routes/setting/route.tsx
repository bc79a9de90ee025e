import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import {
  Form,
  Link,
  type ShouldRevalidateFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from '@remix-run/react';
import { AccessDeniedError, ApiError, type CreatedApiKey, NetworkError } from '@taskwell/api-sdk';
import { canKeepPrivateAi, privateAiPlanMessage } from '@taskwell/domain';
import { Alert } from '@taskwell/ui/alert';
import { Button } from '@taskwell/ui/button';
import { CopyButton } from '@taskwell/ui/copy-button';
import { TextInput } from '@taskwell/ui/text-input';
import { useEffect } from 'react';
import { PrivateRouteBoundary } from '../../components/private-route-boundary/index.ts';
import { privateRoute } from '../../components/sign-in-modal/index.ts';
import { useFreshFields } from '../../forms/use-fresh-fields.ts';
import { isSessionEnded, keepPageAfterSessionEnded } from '../../session/sign-in-reason.ts';
import { loadOrEndSession, openRequest, requireSignedIn, sessionEndedReply } from '../../session/signed-in.server.ts';
import { useSignIn } from '../../sign-in/sign-in-context.tsx';
import { apiUrl, marketingUrl } from '../../site-config.server.ts';
import { AiServicesSection } from './ai-services.tsx';
import { aiServicesAction } from './ai-services-action.server.ts';
import {
  dailyCapFields,
  firstPublicKeyIssue,
  type PublicKeyField,
  publicKeyFields,
  revokeFields,
  secretKeyFields,
} from './key-fields.ts';
import { KeyRow } from './key-row.tsx';
import { PublicKeyForm } from './public-key-form.tsx';
import * as styles from './setting.css.ts';

/** spec §2: settings are for signed-in users only. */
export const handle = privateRoute;

/**
 * A name being typed stays on the page when the session ended; a connection test changes nothing
 * the page shows, so it reads nothing again.
 */
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  args.formData?.get('intent') === 'ai-test' ? false : keepPageAfterSessionEnded(args);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const signedIn = await requireSignedIn(request, context);
  const init = { signal: request.signal };
  const [{ keys }, tasks, { services }, profile, { organizations }] = await loadOrEndSession(signedIn, (api) =>
    Promise.all([
      api.listApiKeys(init),
      api.listTasks(init),
      api.listAiServices(init),
      api.getProfile(init),
      api.listMyOrganizations(init),
    ]),
  );
  // The API's address as the account's code reaches it, for the examples (README: `pnpm start`'s).
  return {
    keys,
    tasks: tasks.map(({ id, name }) => ({ id, name })),
    aiServices: services,
    canKeepPrivateAi: canKeepPrivateAi(profile.plan),
    ownedOrganizations: organizations
      .filter((organization) => organization.role === 'owner')
      .map(({ organizationId, name }) => ({ organizationId, name })),
    apiUrl: apiUrl.replace(/\/+$/, ''),
    siteUrl: marketingUrl.replace(/\/+$/, ''),
  };
}

/** What the settings action answers. */
type SettingOutcome =
  | { status: 'created'; key: CreatedApiKey }
  | { status: 'revoked'; name: string }
  | { status: 'cap-set'; name: string; dailyCreditCap: number }
  | { status: 'invalid-cap'; keyId: string; error: string }
  | { status: 'invalid'; error: string }
  | { status: 'invalid-public'; field: PublicKeyField; error: string }
  | { status: 'failed'; error: string };

/**
 * Makes or revokes a key through the API (decision 065). The new key travels to the browser in
 * this one reply and is never kept by the studio: the API shows it once.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = Object.fromEntries(await request.formData());
  const opened = await openRequest(request, context);
  // Issue 40: the AI services' rows post here through their own fetchers.
  if (String(form.intent ?? '').startsWith('ai-')) return aiServicesAction(request, form, opened);
  if (!opened.token) return sessionEndedReply(opened);
  try {
    if (form.intent === 'revoke') {
      const parsed = revokeFields.safeParse(form);
      if (!parsed.success)
        return data<SettingOutcome>({ status: 'invalid', error: 'That key is not one of yours.' }, { status: 400 });
      await opened.api.revokeApiKey(parsed.data.keyId, { signal: request.signal });
      return data<SettingOutcome>({ status: 'revoked', name: String(form.name ?? 'The key') });
    }
    if (form.intent === 'set-cap') {
      const parsed = dailyCapFields.safeParse(form);
      if (!parsed.success) {
        const error = parsed.error.issues[0]?.message ?? 'Check the daily cap.';
        return data<SettingOutcome>({ status: 'invalid-cap', keyId: String(form.keyId ?? ''), error }, { status: 400 });
      }
      const { keyId, dailyCreditCap } = parsed.data;
      const key = await opened.api.setApiKeyDailyCap(keyId, { dailyCreditCap }, { signal: request.signal });
      return data<SettingOutcome>({ status: 'cap-set', name: key.name, dailyCreditCap });
    }
    if (form.intent === 'create-public') {
      const parsed = publicKeyFields.safeParse(form);
      if (!parsed.success) {
        const { field, message } = firstPublicKeyIssue(parsed.error);
        return data<SettingOutcome>({ status: 'invalid-public', field, error: message }, { status: 400 });
      }
      const { name, taskId, origins, dailyCreditCap } = parsed.data;
      const key = await opened.api.createApiKey(
        { name, kind: 'public', taskId, origins, dailyCreditCap },
        { signal: request.signal },
      );
      return data<SettingOutcome>({ status: 'created', key });
    }
    const parsed = secretKeyFields.safeParse(form);
    if (!parsed.success) {
      return data<SettingOutcome>(
        { status: 'invalid', error: parsed.error.issues[0]?.message ?? 'Check the name.' },
        { status: 400 },
      );
    }
    const key = await opened.api.createApiKey({ name: parsed.data.name }, { signal: request.signal });
    return data<SettingOutcome>({ status: 'created', key });
  } catch (error) {
    if (error instanceof AccessDeniedError) return sessionEndedReply(opened);
    if (error instanceof ApiError && error.status < 500) {
      const outcome: SettingOutcome =
        form.intent === 'create-public'
          ? { status: 'invalid-public', field: 'taskId', error: error.message }
          : form.intent === 'set-cap'
            ? { status: 'invalid-cap', keyId: String(form.keyId ?? ''), error: error.message }
            : { status: 'invalid', error: error.message };
      return data<SettingOutcome>(outcome, { status: 400 });
    }
    if (error instanceof NetworkError || error instanceof ApiError) {
      return data<SettingOutcome>(
        { status: 'failed', error: 'The keys could not be changed right now. Please try again.' },
        { status: 502 },
      );
    }
    throw error;
  }
}

export default function SettingRoute() {
  const loaded = useLoaderData<typeof loader>();
  const { keys, tasks, apiUrl: api, siteUrl, aiServices, ownedOrganizations } = loaded;
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { open } = useSignIn();
  const busy = navigation.state !== 'idle' && navigation.formAction === '/setting';
  const creating = busy && navigation.formData?.get('intent') === 'create';
  const creatingPublic = busy && navigation.formData?.get('intent') === 'create-public';
  const sessionEnded = isSessionEnded(result);
  const outcome = result && !isSessionEnded(result) ? result : undefined;

  useEffect(() => {
    if (sessionEnded) open({ mode: 'login', reason: 'session-ended' });
  }, [sessionEnded, open]);
  const createdSecret = outcome?.status === 'created' && outcome.key.kind === 'secret' ? outcome.key : undefined;
  const createdPublic = outcome?.status === 'created' && outcome.key.kind === 'public' ? outcome.key : undefined;
  // A key made: a new, empty name field in the render that receives it.
  const freshName = useFreshFields(createdSecret);

  const example = [
    `curl -s -X POST "${api}/api/execute/task" \\`,
    '  -H "API-Key: $TASKWELL_API_KEY" -H "Content-Type: application/json" \\',
    `  -d '{"taskId":"summarise-text","character":{"name":"EMPTY","content":""},"parameters":{`,
    `    "text":{"metadata":{"Content-Type":"text/plain"},"value":"Our office opens in May. It has room for forty people. The team moves in on a Monday."},`,
    `    "length":{"metadata":{"Content-Type":"text/plain"},"value":"short"}}}'`,
    '# {"body":"{\\"status\\":\\"IN_PROGRESS\\",\\"requestId\\":\\"…\\"}"}',
    `curl -s "${api}/api/request/results/<requestId>" -H "API-Key: $TASKWELL_API_KEY"`,
    `curl -s "${api}/api/asset/text/<data of a result>" -H "API-Key: $TASKWELL_API_KEY"`,
  ].join('\n');

  return (
    <>
      <h1 className={styles.title}>Settings</h1>
      {/* Issue 40: personas have a page of their own. */}
      <p>
        <Link to="/setting/personas">Personas</Link>: the voices your tasks write in, and the words they use and avoid.
      </p>
      <section className={styles.section} aria-labelledby="api-keys-title">
        <h2 id="api-keys-title" className={styles.heading}>
          API keys
        </h2>
        <p>
          An API key lets your own code run tasks as you: your plan, your credits, your runs in Tasks in Process. It is
          shown once, when you create it; keep it secret, and revoke it when it is no longer used.
        </p>
        <Form method="post" className={styles.createForm} noValidate {...freshName.formFocus}>
          <input type="hidden" name="intent" value="create" />
          <div className={styles.nameField}>
            <TextInput
              key={freshName.keyOf('name')}
              autoFocus={freshName.autoFocus('name')}
              label="Key name"
              name="name"
              maxLength={80}
              required
              placeholder="Nightly report"
              error={outcome?.status === 'invalid' ? outcome.error : undefined}
            />
          </div>
          <Button type="submit" loading={creating}>
            Create key
          </Button>
        </Form>
        {createdSecret && !busy ? (
          <Alert tone="positive" title={`Your new key "${createdSecret.name}"`}>
            <p>Copy it now: it will not be shown again.</p>
            <figure className={styles.figure} aria-labelledby="new-key-caption">
              <figcaption id="new-key-caption" className={styles.muted}>
                New API key
              </figcaption>
              <code className={styles.secret}>{createdSecret.key}</code>
            </figure>
            <CopyButton text={createdSecret.key} label="Copy key" />
          </Alert>
        ) : null}
        {outcome?.status === 'revoked' && !busy ? (
          <Alert tone="positive">{`${outcome.name} is revoked: requests with it are refused from now on.`}</Alert>
        ) : null}
        {outcome?.status === 'cap-set' && !busy ? (
          <Alert tone="positive">{`${outcome.name} now spends at most ${outcome.dailyCreditCap} credits a day.`}</Alert>
        ) : null}
        {outcome?.status === 'failed' && !busy ? <Alert tone="critical">{outcome.error}</Alert> : null}
        {sessionEnded ? (
          <Alert tone="critical">
            Your session ended before the change was made. Sign in again, then try once more.
          </Alert>
        ) : null}
        {keys.length === 0 ? (
          <p className={styles.muted}>No keys yet.</p>
        ) : (
          <ul className={styles.keys} aria-label="Your keys">
            {keys.map((apiKey) => (
              <KeyRow
                key={apiKey.id}
                apiKey={apiKey}
                busy={busy}
                capError={outcome?.status === 'invalid-cap' && outcome.keyId === apiKey.id ? outcome.error : undefined}
              />
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="public-keys-title">
        <h2 id="public-keys-title" className={styles.heading}>
          Public keys for widgets
        </h2>
        <p>
          A public key puts a task on your own site, such as the Digital Advisor answering your visitors' questions. It
          is publishable: it runs only the task you choose, only from the sites you list, and each run is paid from your
          credits, up to the daily cap you set: past it, the key is refused until the next day (UTC). Each key above
          shows what it spent; change its cap there, or revoke it to stop it.
        </p>
        <PublicKeyForm
          tasks={tasks}
          invalid={outcome?.status === 'invalid-public' ? { field: outcome.field, message: outcome.error } : undefined}
          created={createdPublic}
          creating={creatingPublic}
          busy={busy}
          apiUrl={api}
          siteUrl={siteUrl}
        />
      </section>
      <AiServicesSection
        services={aiServices}
        canKeep={loaded.canKeepPrivateAi}
        planMessage={privateAiPlanMessage}
        organizations={ownedOrganizations}
      />
      <section className={styles.section} aria-labelledby="run-from-code-title">
        <h2 id="run-from-code-title" className={styles.heading}>
          Run a task from your code
        </h2>
        <p>
          Send the key in the <code>API-Key</code> header to start a task, then read its status and results (or follow
          them as server-sent events at <code>/api/request/events/&lt;requestId&gt;</code>). Each run costs the task's
          fee from your balance; a run that fails is refunded. A key makes at most 100 requests a minute.
        </p>
        <figure className={styles.figure} aria-labelledby="example-caption">
          <figcaption id="example-caption" className={styles.muted}>
            Example with curl
          </figcaption>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard (WCAG 2.1.1) */}
          <pre className={styles.example} tabIndex={0}>
            {example}
          </pre>
        </figure>
      </section>
    </>
  );
}

export const meta: MetaFunction = () => [{ title: 'Settings · Taskwell Studio' }];

export function ErrorBoundary() {
  return <PrivateRouteBoundary title="Settings" />;
}
