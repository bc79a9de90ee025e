import { type ActionFunctionArgs, data, redirect } from '@remix-run/node';
import { type ApiClient, ApiError, NetworkError } from '@taskwell/api-sdk';
import type { SignInFieldErrors } from '@taskwell/ui/sign-in-form';
import { z } from 'zod';
import { createRequestApi } from '../session/api-client.server.ts';
import { commitSignIn, readStudioSession } from '../session/session.server.ts';
import { describeWait } from '../sign-in/describe-wait.ts';
import { safeRedirectTarget } from '../sign-in/redirect-target.ts';
import type { SignInOutcome } from '../sign-in/sign-in-outcome.ts';

// The contract's limits (Email: at most 254; names 100; organization 200).
const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Please enter your e-mail address.')
  .max(254, 'An e-mail address has at most 254 characters.')
  .email('Please enter a valid e-mail address.');
const name = (what: string) =>
  z.string().trim().min(1, `Please enter your ${what}.`).max(100, `Your ${what} can have at most 100 characters.`);
const company = z.string().trim().max(200, 'A company name can have at most 200 characters.');

const details = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('login'), email }),
  z.object({
    mode: z.literal('signup'),
    email,
    firstName: name('first name'),
    lastName: name('last name'),
    company: company.default(''),
  }),
]);

const submission = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('request-pin'), details }),
  z.object({
    intent: z.literal('verify'),
    details,
    otp: z.string().regex(/^[0-9]{6}$/, 'A PIN has 6 digits.'),
    redirectTo: z.string().optional(),
  }),
]);

/** GET /sign-in: the sign-in is a modal over the studio, not a page. */
export function loader() {
  return redirect('/?auth=login');
}

/**
 * The sign-in dialog's two steps (spec §4): `request-pin` e-mails a PIN; `verify` exchanges it for
 * the API session token, which goes into the cookie session and never to the browser. Sign Up
 * then saves the names to the profile. Success redirects to the page to land on.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const parsed = submission.safeParse({
    intent: form.get('intent'),
    otp: form.get('otp') ?? undefined,
    redirectTo: form.get('redirectTo') ?? undefined,
    details: {
      mode: form.get('mode'),
      email: form.get('email') ?? '',
      firstName: form.get('firstName') ?? '',
      lastName: form.get('lastName') ?? '',
      company: form.get('company') ?? '',
    },
  });
  if (!parsed.success) return reply({ outcome: 'invalid', fieldErrors: fieldErrorsOf(parsed.error) }, 400);

  const { api } = createRequestApi({ clientAddress: context.clientAddress });
  const input = parsed.data;
  try {
    if (input.intent === 'request-pin') {
      await api.requestOtp({ email: input.details.email }, { signal: request.signal });
      return reply({ outcome: 'pin-sent', email: input.details.email }, 200);
    }
    const { session_token: token } = await api.verifyOtp(
      { email: input.details.email, otp: input.otp },
      { signal: request.signal },
    );
    const { session } = await readStudioSession(request);
    const cookie = await commitSignIn(session, token);
    const saved = input.details.mode === 'signup' ? await saveNames(token, input.details, context.clientAddress) : true;
    // A sign-up whose names did not save lands on the profile, where they can be entered again.
    const target = saved ? safeRedirectTarget(input.redirectTo) : '/profile';
    return redirect(target, { headers: { 'Set-Cookie': cookie } });
  } catch (error) {
    return failure(error);
  }
}

function reply(outcome: SignInOutcome, status: number) {
  return data(outcome, { status });
}

async function saveNames(
  token: string,
  names: { firstName: string; lastName: string; company: string },
  clientAddress: string | undefined,
): Promise<boolean> {
  const { api }: { api: ApiClient } = createRequestApi({ token, clientAddress });
  try {
    await api.updateProfile({ firstName: names.firstName, lastName: names.lastName, organization: names.company });
    return true;
  } catch {
    return false;
  }
}

function fieldErrorsOf(error: z.ZodError): SignInFieldErrors {
  const errors: SignInFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.at(-1);
    if (field === 'email' || field === 'firstName' || field === 'lastName' || field === 'company') {
      errors[field] ??= issue.message;
    }
  }
  // A missing intent, mode or PIN is a broken form, not a user's slip: say so rather than nothing.
  if (Object.keys(errors).length === 0) errors.email = 'Please check the form and try again.';
  return errors;
}

/** spec §8 and issue 14: every refusal is shown, with when to try again. */
function failure(error: unknown) {
  if (error instanceof NetworkError) {
    return reply(
      { outcome: 'failed', message: 'The sign-in service cannot be reached right now. Please try again in a moment.' },
      503,
    );
  }
  if (!(error instanceof ApiError)) throw error;
  const wait =
    error.retryAfterSeconds === undefined ? '' : ` You can try again ${describeWait(error.retryAfterSeconds)}.`;
  switch (error.code) {
    case 'invalid_pin':
      // spec §8: 'Invalid Pin' with a resend link.
      return reply({ outcome: 'pin-refused', message: 'Invalid Pin' }, 401);
    case 'pin_expired':
      return reply({ outcome: 'pin-refused', message: 'This PIN has expired. Ask for a new one:' }, 401);
    case 'pin_attempts_exhausted':
      return reply({ outcome: 'pin-refused', message: 'This PIN took too many wrong tries. Ask for a new one:' }, 401);
    case 'too_many_requests':
      return reply({ outcome: 'failed', message: `${error.message}${wait}` }, 429);
    default:
      if (error.status === 400) {
        return reply({ outcome: 'invalid', fieldErrors: { email: 'Please enter a valid e-mail address.' } }, 400);
      }
      return reply(
        { outcome: 'failed', message: `${error.status >= 500 ? error.message : 'The sign-in did not work.'}${wait}` },
        error.status >= 500 ? 503 : 400,
      );
  }
}
