import { Form, Link, useNavigation } from '@remix-run/react';
import type { Organization, OrganizationInvitation, OrganizationMember, ReceivedInvitation } from '@taskwell/api-sdk';
import { checkUpload, formatBytes, logoUploadRule, readHead } from '@taskwell/domain';
import { Alert } from '@taskwell/ui/alert';
import { Button } from '@taskwell/ui/button';
import { TextInput } from '@taskwell/ui/text-input';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useReaderDates } from '../../dates/use-reader-dates.ts';
import * as styles from './organization.css.ts';
import type { FieldErrors, OrganizationOutcome } from './organization-action.server.ts';

/** The outcome of one intent, shown next to its own form. */
export function OutcomeAlert({ outcome, intent }: { outcome: OrganizationOutcome | undefined; intent: string[] }) {
  if (!outcome || !intent.includes(outcome.intent)) return null;
  return <Alert tone={outcome.status === 'done' ? 'positive' : 'critical'}>{outcome.message}</Alert>;
}

function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
}

/** Name and accent colour, for creating and for rebranding. */
export function BrandForm(props: {
  intent: 'create' | 'brand';
  organization?: Organization;
  fieldErrors: FieldErrors;
  submitLabel: string;
}) {
  const [colour, setColour] = useState(props.organization?.accentColour ?? '#1a73e8');
  const busy = useBusy(props.intent);
  const pick = (event: ChangeEvent<HTMLInputElement>) => setColour(event.target.value);
  return (
    <Form method="post" className={styles.form} noValidate>
      <input type="hidden" name="intent" value={props.intent} />
      {props.organization ? (
        <input type="hidden" name="organizationId" value={props.organization.organizationId} />
      ) : null}
      <TextInput
        label="Organization name"
        name="name"
        defaultValue={props.organization?.name ?? ''}
        maxLength={100}
        required
        error={props.fieldErrors.name}
      />
      <div className={styles.colourRow}>
        <TextInput
          label="Accent colour"
          name="accentColour"
          value={colour}
          onChange={pick}
          description="A hex colour such as #1a73e8."
          error={props.fieldErrors.accentColour}
        />
        <input
          type="color"
          aria-label="Pick the accent colour"
          className={styles.swatch}
          value={/^#[0-9a-f]{6}$/i.test(colour) ? colour.toLowerCase() : '#000000'}
          onChange={pick}
        />
      </div>
      <div>
        <Button type="submit" loading={busy}>
          {props.submitLabel}
        </Button>
      </div>
    </Form>
  );
}

/**
 * What is wrong with a chosen logo before it is sent, or undefined: the domain's logo rule, the one
 * the API applies, told by the file's first bytes rather than its name or declared type.
 */
export async function logoProblem(file: File): Promise<string | undefined> {
  const head = await readHead(file);
  const checked = checkUpload([{ name: file.name, type: file.type, size: file.size, head }], logoUploadRule);
  if (checked.ok) return undefined;
  if (file.size > logoUploadRule.maxBytes)
    return `The logo must be ${formatBytes(logoUploadRule.maxBytes)} or smaller; this one is ${Math.ceil(file.size / 1024)} KB.`;
  return 'The logo must be a PNG, JPEG or WebP image.';
}

/** The logo upload with a preview of the chosen file; wrong types and sizes are refused before sending. */
export function LogoForm({ organizationId, serverError }: { organizationId: string; serverError?: string }) {
  const [problem, setProblem] = useState<string>();
  const [preview, setPreview] = useState<string>();
  const busy = useBusy('logo');
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  // The file chosen last: a check of one chosen before it that ends later is not shown.
  const chosen = useRef<File | undefined>(undefined);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    chosen.current = file;
    setPreview(undefined);
    if (!file) return setProblem(undefined);
    const found = await logoProblem(file);
    if (chosen.current !== file) return;
    setProblem(found);
    if (!found && typeof URL.createObjectURL === 'function') setPreview(URL.createObjectURL(file));
  };
  return (
    <Form method="post" encType="multipart/form-data" className={styles.form}>
      <input type="hidden" name="intent" value="logo" />
      <input type="hidden" name="organizationId" value={organizationId} />
      <label htmlFor="organization-logo">Logo (PNG, JPEG or WebP, up to 512 KB)</label>
      <input
        id="organization-logo"
        type="file"
        name="file"
        accept={logoUploadRule.accept.join(',')}
        onChange={choose}
        aria-describedby="organization-logo-problem"
      />
      <div id="organization-logo-problem" aria-live="polite">
        {(problem ?? serverError) ? <Alert tone="critical">{problem ?? serverError}</Alert> : null}
      </div>
      {preview ? <img src={preview} alt="Preview of the new logo" className={styles.preview} /> : null}
      <div>
        <Button type="submit" loading={busy} disabled={Boolean(problem)}>
          Upload logo
        </Button>
      </div>
    </Form>
  );
}

/** A row's button that asks once more before it acts. */
function ConfirmButton(props: { label: string; confirm: string; fields: Record<string, string> }) {
  const [asking, setAsking] = useState(false);
  const busy = useBusy(props.fields.intent ?? '');
  if (!asking) {
    return (
      <Button type="button" size="sm" variant="outline" onClick={() => setAsking(true)}>
        {props.label}
      </Button>
    );
  }
  return (
    <Form method="post" className={styles.actions} onSubmit={() => setAsking(false)}>
      <span>{props.confirm}</span>
      {Object.entries(props.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" size="sm" loading={busy}>
        Yes, {props.label.toLowerCase()}
      </Button>
      <Button type="button" size="sm" variant="outline" onClick={() => setAsking(false)}>
        Cancel
      </Button>
    </Form>
  );
}

/** The members; the owner sees roles and may remove anyone but themselves, a member may leave. */
export function MemberList(props: { organization: Organization; members: OrganizationMember[]; me: string }) {
  const owner = props.organization.role === 'owner';
  const organizationId = props.organization.organizationId;
  return (
    <ul className={styles.list} aria-label="Members">
      {props.members.map((member) => (
        <li key={member.email} className={styles.row}>
          <span>
            {member.email}
            {member.email === props.me ? ' (you)' : ''}
            {member.role ? ` · ${member.role === 'owner' ? 'Owner' : 'Member'}` : ''}
          </span>
          {owner && member.role !== 'owner' ? (
            <ConfirmButton
              label="Remove"
              confirm={`Remove ${member.email}?`}
              fields={{ intent: 'remove', organizationId, email: member.email }}
            />
          ) : null}
          {!owner && member.email === props.me ? (
            <ConfirmButton
              label="Leave"
              confirm={`Leave ${props.organization.name}?`}
              fields={{ intent: 'leave', organizationId, email: member.email }}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The owner's pending invitations, each with Revoke. */
export function InvitationList({ invitations }: { invitations: OrganizationInvitation[] }) {
  const dates = useReaderDates();
  if (invitations.length === 0) return <p>No pending invitations.</p>;
  return (
    <ul className={styles.list} aria-label="Pending invitations">
      {invitations.map((invitation) => (
        <li key={invitation.invitationId} className={styles.row}>
          <span>
            {invitation.email} · open until {dates.date(invitation.expiresAt)}
          </span>
          <ConfirmButton
            label="Revoke"
            confirm={`Revoke the invitation to ${invitation.email}?`}
            fields={{
              intent: 'revoke',
              organizationId: invitation.organizationId,
              invitationId: invitation.invitationId,
              email: invitation.email,
            }}
          />
        </li>
      ))}
    </ul>
  );
}

/** Invite by e-mail; the field empties once the invitation is sent. */
export function InviteForm({ organizationId, outcome }: { organizationId: string; outcome?: OrganizationOutcome }) {
  const busy = useBusy('invite');
  const sent = outcome?.intent === 'invite' && outcome.status === 'done';
  return (
    <Form method="post" className={styles.form} noValidate key={sent ? outcome.message : 'invite'}>
      <input type="hidden" name="intent" value="invite" />
      <input type="hidden" name="organizationId" value={organizationId} />
      <TextInput
        label="E-mail address"
        name="email"
        type="email"
        autoComplete="off"
        required
        error={
          outcome?.intent === 'invite' && outcome.status === 'invalid'
            ? (outcome.fieldErrors.email ?? outcome.message)
            : undefined
        }
      />
      <div>
        <Button type="submit" loading={busy}>
          Invite by e-mail
        </Button>
      </div>
      {sent ? <Alert tone="positive">{outcome.message}</Alert> : null}
    </Form>
  );
}

/** Invitations addressed to the signed-in user, each with Accept. */
export function ReceivedInvitations({ invitations }: { invitations: ReceivedInvitation[] }) {
  if (invitations.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="received-invitations">
      <h2 id="received-invitations">Invitations for you</h2>
      <ul className={styles.list}>
        {invitations.map((invitation) => (
          <li key={invitation.invitationId} className={styles.row}>
            <span>
              {invitation.organizationName}, from {invitation.invitedByName}
            </span>
            <Link to={`/organization/invitations/${invitation.invitationId}`}>Review and join</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
