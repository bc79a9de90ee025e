import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import type { Persona, PersonaList } from '@taskwell/api-sdk';
import { personaLimitMessage, personaPointsOfView } from '@taskwell/domain';
import { Alert } from '@taskwell/ui/alert';
import { Badge } from '@taskwell/ui/badge';
import { Button } from '@taskwell/ui/button';
import { LinkButton } from '@taskwell/ui/link-button';
import { Textarea, TextInput } from '@taskwell/ui/text-input';
import { useEffect, useId, useState } from 'react';
import { PrivateRouteBoundary } from '../../components/private-route-boundary/index.ts';
import { privateRoute } from '../../components/sign-in-modal/index.ts';
import { isSessionEnded, keepPageAfterSessionEnded } from '../../session/sign-in-reason.ts';
import { loadOrEndSession, requireSignedIn } from '../../session/signed-in.server.ts';
import { useSignIn } from '../../sign-in/sign-in-context.tsx';
import { type PersonaOutcome, personaAction } from './persona-action.server.ts';
import * as styles from './personas.css.ts';

/** Issue 40: personas are in Settings, for signed-in users only. */
export const handle = privateRoute;

/** What was typed stays on the page when the session ended. */
export const shouldRevalidate = keepPageAfterSessionEnded;

/** The caller's personas with their plan's allowance, and the organization they own (whose personas they keep too). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const signedIn = await requireSignedIn(request, context);
  const init = { signal: request.signal };
  return loadOrEndSession(signedIn, async (api) => {
    const [list, { organizations }] = await Promise.all([api.listPersonas(init), api.listMyOrganizations(init)]);
    const owned = organizations.find((organization) => organization.role === 'owner');
    return { ...list, organization: owned ? { id: owned.organizationId, name: owned.name } : null };
  });
}

export const action = personaAction;

const pointOfViewLabels: Record<(typeof personaPointsOfView)[number], string> = {
  any: 'Any (the task decides)',
  'first-person': 'First person (I, we)',
  'second-person': 'Second person (you)',
  'third-person': 'Third person (they)',
};

/** How many personas the plan keeps, in words. */
function allowanceLine(allowance: PersonaList['allowance']): string {
  if (allowance.limit === null)
    return `Your ${allowance.plan} plan keeps any number of personas (${allowance.used} now).`;
  return `${allowance.used} of ${allowance.limit} ${allowance.limit === 1 ? 'persona' : 'personas'} on your ${allowance.plan} plan.`;
}

/** The fields of a persona, for a new one or one being changed. */
function PersonaFields({ persona, refusal }: { persona?: Persona | undefined; refusal?: string | undefined }) {
  const pointId = useId();
  return (
    <>
      <div className={styles.row}>
        <TextInput label="Name" name="name" required maxLength={80} defaultValue={persona?.name ?? ''} />
        <div className={styles.field}>
          <label htmlFor={pointId} className={styles.label}>
            Point of view
          </label>
          <select
            id={pointId}
            name="pointOfView"
            className={styles.select}
            defaultValue={persona?.pointOfView ?? 'any'}
          >
            {personaPointsOfView.map((view) => (
              <option key={view} value={view}>
                {pointOfViewLabels[view]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={styles.row}>
        <TextInput
          label="Voice"
          name="voice"
          maxLength={500}
          description="How it sounds: warm, plain, confident…"
          defaultValue={persona?.voice ?? ''}
        />
        <TextInput
          label="Audience"
          name="audience"
          maxLength={500}
          description="Whom it writes for."
          defaultValue={persona?.audience ?? ''}
        />
      </div>
      <div className={styles.row}>
        <Textarea
          label="Words to use"
          name="wordsToUse"
          minRows={2}
          description="One per line, or separated by commas."
          defaultValue={persona?.wordsToUse.join('\n') ?? ''}
        />
        <Textarea
          label="Words to avoid"
          name="wordsToAvoid"
          minRows={2}
          description="The bias check flags them in results written in this persona."
          defaultValue={persona?.wordsToAvoid.join('\n') ?? ''}
        />
      </div>
      <Textarea
        label="Other instructions"
        name="instructions"
        minRows={3}
        maxLength={4000}
        defaultValue={persona?.instructions ?? ''}
        error={refusal}
      />
    </>
  );
}

/** One persona: what it says, and (when the caller may) a form to change it and a delete. */
function PersonaCard({ persona, outcome }: { persona: Persona; outcome: PersonaOutcome | undefined }) {
  const [editing, setEditing] = useState(false);
  const refused = outcome?.status === 'refused' && outcome.personaId === persona.id ? outcome.message : undefined;
  useEffect(() => {
    if (outcome?.status === 'done' && outcome.intent === 'update') setEditing(false);
  }, [outcome]);
  return (
    <li className={styles.card} aria-label={persona.name}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{persona.name}</h3>
        {persona.organization ? <Badge tone="neutral">{`Shared by ${persona.organization.name}`}</Badge> : null}
        {persona.mine ? (
          <div className={styles.actions}>
            <Button size="sm" variant="outline" onClick={() => setEditing((open) => !open)} aria-expanded={editing}>
              {editing ? 'Close' : `Edit ${persona.name}`}
            </Button>
            <Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="personaId" value={persona.id} />
              <input type="hidden" name="name" value={persona.name} />
              <Button size="sm" variant="subtle" type="submit">{`Delete ${persona.name}`}</Button>
            </Form>
          </div>
        ) : null}
      </div>
      <div className={styles.facts}>
        {persona.voice ? <div>{`Voice: ${persona.voice}`}</div> : null}
        {persona.audience ? <div>{`Audience: ${persona.audience}`}</div> : null}
        <div>{`Point of view: ${pointOfViewLabels[persona.pointOfView]}`}</div>
        {persona.wordsToAvoid.length > 0 ? <div>{`Avoids: ${persona.wordsToAvoid.join(', ')}`}</div> : null}
      </div>
      {refused && !editing ? <Alert tone="critical">{refused}</Alert> : null}
      {editing ? (
        <Form method="post" className={styles.form}>
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="personaId" value={persona.id} />
          <PersonaFields persona={persona} refusal={refused} />
          <div>
            <Button type="submit">{`Save ${persona.name}`}</Button>
          </div>
        </Form>
      ) : null}
    </li>
  );
}

export default function PersonasRoute() {
  const { personas, allowance, organization } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { open } = useSignIn();
  const [formKey, setFormKey] = useState(0);
  const sessionEnded = isSessionEnded(result);
  const outcome = result && !sessionEnded ? (result as PersonaOutcome) : undefined;
  useEffect(() => {
    if (sessionEnded) open({ mode: 'login', reason: 'session-ended' });
  }, [sessionEnded, open]);
  // A persona made: a new, empty form in the same render as the message that says so. Done in an
  // effect after it, the filled form stayed on screen beside the message for a moment, and what
  // was typed into it then was cleared.
  const [keyedOutcome, setKeyedOutcome] = useState(outcome);
  if (outcome !== keyedOutcome) {
    setKeyedOutcome(outcome);
    if (outcome?.status === 'done' && outcome.intent === 'create') setFormKey((key) => key + 1);
  }
  const full = allowance.limit !== null && allowance.used >= allowance.limit;
  const creating = outcome?.status === 'refused' && outcome.intent === 'create' ? outcome.message : undefined;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Personas</h1>
      <p className={styles.intro}>
        A persona is a voice your tasks write in: who speaks, to whom, and the words to use and avoid. Choose one when
        you run a task, or give one to an AI step in the <Link to="/creator">Creator Studio</Link>.{' '}
        <Link to="/setting">Back to Settings</Link>
      </p>
      <p role="status">{allowanceLine(allowance)}</p>
      {outcome?.status === 'done' ? <Alert tone="positive">{outcome.message}</Alert> : null}
      {personas.length === 0 ? (
        <p className={styles.intro}>No personas yet. Make your first one below.</p>
      ) : (
        <ul className={styles.list} aria-label="Your personas">
          {personas.map((persona) => (
            <PersonaCard key={persona.id} persona={persona} outcome={outcome} />
          ))}
        </ul>
      )}
      <section aria-labelledby="new-persona" className={styles.card}>
        <h2 id="new-persona" className={styles.cardTitle}>
          New persona
        </h2>
        {full && !organization ? (
          <Alert tone="info">
            {personaLimitMessage(allowance.plan)}{' '}
            {allowance.morePlan ? (
              <LinkButton href="/pricing" size="sm">{`See ${allowance.morePlan}`}</LinkButton>
            ) : null}
          </Alert>
        ) : (
          <Form method="post" className={styles.form} key={formKey}>
            <input type="hidden" name="intent" value="create" />
            {organization ? (
              <div className={styles.field}>
                <label className={styles.label} htmlFor="persona-owner">
                  Kept by
                </label>
                <select
                  id="persona-owner"
                  name="organizationId"
                  className={styles.select}
                  defaultValue={full ? organization.id : ''}
                >
                  {full ? null : <option value="">You</option>}
                  <option value={organization.id}>{`${organization.name} (shared with its members)`}</option>
                </select>
              </div>
            ) : null}
            <PersonaFields refusal={creating} />
            <div>
              <Button type="submit" disabled={navigation.state === 'submitting'}>
                Make the persona
              </Button>
            </div>
          </Form>
        )}
      </section>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: 'Personas · Taskwell Studio' }];

export function ErrorBoundary() {
  return <PrivateRouteBoundary title="Personas" />;
}
