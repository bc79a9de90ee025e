import { Link, useFetcher } from '@remix-run/react';
import type { AiService } from '@taskwell/api-sdk';
import { Alert } from '@taskwell/ui/alert';
import { Badge } from '@taskwell/ui/badge';
import { Button } from '@taskwell/ui/button';
import { ConfirmDialog } from '@taskwell/ui/modal';
import { Select } from '@taskwell/ui/select';
import { TextInput } from '@taskwell/ui/text-input';
import { useEffect, useState } from 'react';
import { useFreshFields } from '../../forms/use-fresh-fields.ts';
import type { AiServiceField, AiServiceOutcome } from './ai-services-action.server.ts';
import * as styles from './setting.css.ts';

/** An organization the user owns: its services are shared with its members. */
export interface OwnedOrganization {
  organizationId: string;
  name: string;
}

const errorOf = (outcome: AiServiceOutcome | undefined, field: AiServiceField) =>
  outcome?.status === 'refused' && outcome.field === field ? outcome.message : undefined;
const generalError = (outcome: AiServiceOutcome | undefined) =>
  outcome?.status === 'refused' && outcome.field === undefined ? outcome.message : undefined;

/** The fields of a service: what the add form asks for, and the edit form shows filled in. */
function ServiceFields(props: {
  service?: AiService;
  outcome: AiServiceOutcome | undefined;
  /** Whether the field `name` takes the focus as it is put in the page. */
  autoFocus?: (name: string) => boolean;
}) {
  const { service, outcome, autoFocus = () => false } = props;
  return (
    <>
      <TextInput
        autoFocus={autoFocus('name')}
        label="Name"
        name="name"
        maxLength={80}
        required
        placeholder="Team Llama"
        defaultValue={service?.name}
        error={errorOf(outcome, 'name')}
      />
      <TextInput
        autoFocus={autoFocus('baseUrl')}
        label="Base URL"
        name="baseUrl"
        type="url"
        maxLength={500}
        required
        placeholder="https://api.openai.com/v1"
        description="The API's address, ending in /v1 for most providers (OpenAI, Mistral, Groq, OpenRouter, Ollama)."
        defaultValue={service?.baseUrl}
        error={errorOf(outcome, 'baseUrl')}
      />
      <TextInput
        autoFocus={autoFocus('model')}
        label="Model"
        name="model"
        maxLength={200}
        required
        placeholder="gpt-4o-mini"
        defaultValue={service?.model}
        error={errorOf(outcome, 'model')}
      />
      <TextInput
        autoFocus={autoFocus('apiKey')}
        label={service ? 'New API key' : 'API key'}
        name="apiKey"
        type="password"
        autoComplete="off"
        spellCheck={false}
        maxLength={2000}
        description={
          service
            ? service.hasKey
              ? 'A key is kept and never shown. Leave this empty to keep it, or paste a new one to replace it.'
              : 'No key is kept. Paste one if the provider asks for it.'
            : 'Kept encrypted and never shown again. Leave it empty for a local server that takes none.'
        }
        error={errorOf(outcome, 'apiKey')}
      />
    </>
  );
}

/** The form that adds a service: the user's own, or one of their organizations' for its members. */
function AddServiceForm(props: { canKeep: boolean; organizations: readonly OwnedOrganization[] }) {
  const fetcher = useFetcher<AiServiceOutcome>();
  const owners = [
    ...(props.canKeep ? [{ value: 'me', label: 'Me (my runs and my tasks)' }] : []),
    ...props.organizations.map((organization) => ({
      value: organization.organizationId,
      label: `${organization.name} (its members)`,
    })),
  ];
  const [owner, setOwner] = useState(owners[0]?.value ?? 'me');
  const outcome = fetcher.data;
  const added = fetcher.state === 'idle' && outcome?.status === 'done' && outcome.intent === 'ai-create';
  // A service added: new, empty fields in the render that says so; the owner chosen stays.
  const fresh = useFreshFields(added ? outcome : undefined);
  if (owners.length === 0) return null;
  return (
    <fetcher.Form
      method="post"
      className={styles.publicForm}
      noValidate
      aria-label="Add an AI service"
      {...fresh.formFocus}
    >
      <input type="hidden" name="intent" value="ai-create" />
      <input type="hidden" name="owner" value={owner} />
      {owners.length > 1 ? <Select label="For" options={owners} value={owner} onValueChange={setOwner} /> : null}
      <ServiceFields key={fresh.key} outcome={outcome} autoFocus={fresh.autoFocus} />
      {generalError(outcome) ? <Alert tone="critical">{generalError(outcome)}</Alert> : null}
      {added ? <Alert tone="positive">{outcome.message}</Alert> : null}
      <div>
        <Button type="submit" loading={fetcher.state !== 'idle'}>
          Add AI service
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** One service: what it is, its connection test, and for those who may edit it, Edit and Delete. */
function ServiceRow({ service }: { service: AiService }) {
  const fetcher = useFetcher<AiServiceOutcome>();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const outcome = fetcher.data;
  const busy = fetcher.state !== 'idle';
  const saved = !busy && outcome?.status === 'done' && outcome.intent === 'ai-update';
  useEffect(() => {
    if (saved) setEditing(false);
  }, [saved]);
  const test = !busy && outcome?.status === 'tested' ? outcome.test : undefined;
  const testing = busy && fetcher.formData?.get('intent') === 'ai-test';
  return (
    <li className={styles.key}>
      <div className={styles.keyFacts}>
        <strong>
          {service.name}{' '}
          <Badge tone={service.organization ? 'neutral' : 'accent'}>{service.organization?.name ?? 'Yours'}</Badge>
        </strong>
        <span>Model {service.model}</span>
        {service.baseUrl ? <code className={styles.address}>{service.baseUrl}</code> : null}
        <span className={styles.muted}>
          {service.hasKey ? 'A key is kept (never shown)' : 'No key'}
          {service.organization && !service.editable ? ` · shared with you by ${service.organization.name}` : ''}
        </span>
        {test?.ok ? (
          <Alert tone="positive" title={`The model answered in ${test.ms} ms`}>
            <q>{test.reply}</q>
          </Alert>
        ) : null}
        {test && !test.ok ? (
          <Alert tone="critical" title="The connection test failed">
            {test.message}
          </Alert>
        ) : null}
        {saved ? <Alert tone="positive">{outcome.message}</Alert> : null}
        {!editing && generalError(outcome) ? <Alert tone="critical">{generalError(outcome)}</Alert> : null}
      </div>
      {service.editable ? (
        <div className={styles.keyActions}>
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="ai-test" />
            <input type="hidden" name="aiServiceId" value={service.aiServiceId} />
            <Button
              type="submit"
              variant="outline"
              loading={testing}
              aria-label={`Test the connection of ${service.name}`}
            >
              Test connection
            </Button>
          </fetcher.Form>
          <Button variant="subtle" onClick={() => setEditing((open) => !open)} aria-expanded={editing}>
            {editing ? 'Close' : `Edit`}
            <span className={styles.visuallyHidden}>{` ${service.name}`}</span>
          </Button>
          <Button variant="subtle" disabled={busy} onClick={() => setConfirming(true)}>
            Delete<span className={styles.visuallyHidden}>{` ${service.name}`}</span>
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            message={`${service.name} and its key will be deleted. Tasks whose steps run on it stop until they name another.`}
            onConfirm={() =>
              fetcher.submit({ intent: 'ai-delete', aiServiceId: service.aiServiceId }, { method: 'post' })
            }
          />
        </div>
      ) : null}
      {editing ? (
        <fetcher.Form method="post" className={styles.publicForm} noValidate aria-label={`Edit ${service.name}`}>
          <input type="hidden" name="intent" value="ai-update" />
          <input type="hidden" name="aiServiceId" value={service.aiServiceId} />
          <ServiceFields service={service} outcome={outcome} />
          {generalError(outcome) ? <Alert tone="critical">{generalError(outcome)}</Alert> : null}
          <div>
            <Button type="submit" loading={busy && fetcher.formData?.get('intent') === 'ai-update'}>
              Save
            </Button>
          </div>
        </fetcher.Form>
      ) : null}
    </li>
  );
}

/**
 * Settings' AI services (issue 40): OpenAI-compatible endpoints a Creator keeps for their own runs
 * and tasks, or an organization's owner for its members; each tested, edited (its key replaced,
 * never shown) and deleted here. Below Creator, the plan that has them is named.
 */
export function AiServicesSection(props: {
  services: readonly AiService[];
  canKeep: boolean;
  planMessage: string;
  organizations: readonly OwnedOrganization[];
}) {
  return (
    <section className={styles.section} aria-labelledby="ai-services-title">
      <h2 id="ai-services-title" className={styles.heading}>
        AI services
      </h2>
      <p>
        Run AI steps on a model of your own: any OpenAI-compatible chat endpoint, such as OpenAI, Azure OpenAI, Mistral,
        Groq, OpenRouter, or a local Ollama, LM Studio, llama.cpp or vLLM server. Your runs can choose it, and your
        tasks can run on it for every buyer: they never see its key, its address or your prompts. Its calls are paid to
        your provider, not in credits.
      </p>
      {!props.canKeep ? (
        <Alert tone="info">
          {props.planMessage} <Link to="/pricing">See the plans</Link>
        </Alert>
      ) : null}
      <AddServiceForm canKeep={props.canKeep} organizations={props.organizations} />
      {props.services.length === 0 ? (
        <p className={styles.muted}>No AI services yet.</p>
      ) : (
        <ul className={styles.keys} aria-label="Your AI services">
          {props.services.map((service) => (
            <ServiceRow key={service.aiServiceId} service={service} />
          ))}
        </ul>
      )}
    </section>
  );
}
