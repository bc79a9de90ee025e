import { type ActionFunctionArgs, data } from '@remix-run/node';
import { AccessDeniedError, ApiError, NetworkError } from '@taskwell/api-sdk';
import { formatBytes, logoMaxBytes } from '@taskwell/domain';
import { formOverheadBytes, readLimitedForm } from '../../http/read-limited-form.server.ts';
import { openRequest, sessionEndedReply } from '../../session/signed-in.server.ts';

/** The form fields an API refusal names, by the last part of its `path`. */
export type FieldErrors = Partial<Record<'name' | 'accentColour' | 'email' | 'file', string>>;

/** What the organization page's action answers. */
export type OrganizationOutcome =
  | { status: 'done'; intent: string; message: string }
  | { status: 'invalid'; intent: string; message: string; fieldErrors: FieldErrors }
  | { status: 'failed'; intent: string; message: string };

const unreachable = 'Your organization could not be changed right now. Please try again in a moment.';

/** The API's per-field details as the form's fields. */
function fieldErrorsOf(error: ApiError): FieldErrors {
  const fields: FieldErrors = {};
  for (const detail of error.body?.details ?? []) {
    const key = detail.path.split(/[./]/).filter(Boolean).pop() as keyof FieldErrors | undefined;
    if (key && ['name', 'accentColour', 'email', 'file'].includes(key) && !fields[key]) fields[key] = detail.message;
  }
  return fields;
}

const text = (form: FormData, key: string) => String(form.get(key) ?? '').trim();

/**
 * Create, brand, invite, revoke, remove and accept through the API (decision 106). The API's
 * sentences are shown as they are: it words every refusal for the user.
 */
export async function organizationAction({ request, context }: ActionFunctionArgs) {
  // Issue 39: the session before the body, and the body within the logo's limit (the largest form here).
  const opened = await openRequest(request, context);
  if (!opened.token) return sessionEndedReply(opened);
  const read = await readLimitedForm(request, logoMaxBytes + formOverheadBytes);
  if (!read.ok) {
    if (read.reason === 'unreadable') {
      return data<OrganizationOutcome>(
        { status: 'failed', intent: '', message: 'That request was not understood.' },
        { status: 400 },
      );
    }
    const fieldErrors = { file: `A logo can be up to ${formatBytes(logoMaxBytes)}. Choose a smaller image.` };
    return data<OrganizationOutcome>(
      { status: 'invalid', intent: 'logo', message: fieldErrors.file, fieldErrors },
      { status: 413 },
    );
  }
  const form = read.form;
  const intent = text(form, 'intent');
  const organizationId = text(form, 'organizationId');
  const init = { signal: request.signal };
  const done = (message: string) => data<OrganizationOutcome>({ status: 'done', intent, message });
  try {
    switch (intent) {
      case 'create': {
        const name = text(form, 'name');
        const accentColour = text(form, 'accentColour').toLowerCase();
        const fieldErrors: FieldErrors = {};
        if (!name) fieldErrors.name = 'Give your organization a name.';
        if (!/^#[0-9a-f]{6}$/.test(accentColour)) fieldErrors.accentColour = 'Enter a colour such as #1a73e8.';
        if (fieldErrors.name || fieldErrors.accentColour) {
          const message = 'Check the highlighted fields.';
          return data<OrganizationOutcome>({ status: 'invalid', intent, message, fieldErrors }, { status: 400 });
        }
        await opened.api.createOrganization({ name, accentColour }, init);
        return done(`${name} is ready. Invite your team below.`);
      }
      case 'brand': {
        const name = text(form, 'name');
        const accentColour = text(form, 'accentColour').toLowerCase();
        await opened.api.updateOrganization(organizationId, { name, accentColour }, init);
        return done('Name and colour saved.');
      }
      case 'logo': {
        const file = form.get('file');
        if (!(file instanceof Blob) || file.size === 0) {
          const fieldErrors = { file: 'Choose a PNG, JPEG or WebP image.' };
          return data<OrganizationOutcome>(
            { status: 'invalid', intent, message: fieldErrors.file, fieldErrors },
            { status: 400 },
          );
        }
        const fileName = file instanceof File ? file.name : 'logo';
        await opened.api.uploadOrganizationLogo(organizationId, { file, fileName }, init);
        return done('Logo saved.');
      }
      case 'invite': {
        const email = text(form, 'email').toLowerCase();
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
          const fieldErrors = { email: 'Enter an e-mail address such as name@example.com.' };
          return data<OrganizationOutcome>(
            { status: 'invalid', intent, message: fieldErrors.email, fieldErrors },
            { status: 400 },
          );
        }
        await opened.api.inviteOrganizationMember(organizationId, { email }, init);
        return done(`Invitation sent to ${email}.`);
      }
      case 'revoke':
        await opened.api.revokeOrganizationInvitation(organizationId, text(form, 'invitationId'), init);
        return done(`The invitation to ${text(form, 'email')} was revoked.`);
      case 'remove':
        await opened.api.removeOrganizationMember(organizationId, text(form, 'email'), init);
        return done(`${text(form, 'email')} was removed.`);
      case 'leave':
        await opened.api.removeOrganizationMember(organizationId, text(form, 'email'), init);
        return done('You left the organization.');
      case 'accept': {
        const joined = await opened.api.acceptOrganizationInvitation(text(form, 'invitationId'), init);
        return done(`You joined ${joined.name}.`);
      }
      default:
        return data<OrganizationOutcome>(
          { status: 'failed', intent, message: 'That action is not known.' },
          { status: 400 },
        );
    }
  } catch (error) {
    if (error instanceof AccessDeniedError) return sessionEndedReply(opened);
    if (error instanceof ApiError && error.status < 500) {
      return data<OrganizationOutcome>(
        { status: 'invalid', intent, message: error.message, fieldErrors: fieldErrorsOf(error) },
        { status: 400 },
      );
    }
    if (error instanceof NetworkError || error instanceof ApiError) {
      return data<OrganizationOutcome>({ status: 'failed', intent, message: unreachable }, { status: 502 });
    }
    throw error;
  }
}
