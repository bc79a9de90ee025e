import { useFetcher, useLocation, useMatches } from '@remix-run/react';
import { Modal } from '@taskwell/ui/modal';
import {
  type SignInDetails,
  type SignInFieldErrors,
  SignInForm,
  type SignInMode,
  type SignInStep,
  signInTitles,
} from '@taskwell/ui/sign-in-form';
import { useEffect, useReducer, useRef } from 'react';
import { type SignInReason, signInAction } from '../../session/sign-in-reason.ts';
import { useSignIn } from '../../sign-in/sign-in-context.tsx';
import type { SignInOutcome } from '../../sign-in/sign-in-outcome.ts';
import { isSignInDestination } from './private-route.ts';

/** Props of {@link SignInModal}. */
export interface SignInModalProps {
  /** The address the PIN mail comes from (spec §5). */
  senderAddress: string;
  /** Whether the viewer is signed in: the modal then closes by itself. */
  signedIn: boolean;
}

interface FlowState {
  step: SignInStep;
  details: SignInDetails;
  pinError?: string | undefined;
  pinErrorKey: number;
  error?: string | undefined;
  info?: string | undefined;
  fieldErrors: SignInFieldErrors;
}

type FlowEvent =
  | { type: 'reset' }
  | { type: 'submitted'; details: SignInDetails }
  | { type: 'resend' }
  | { type: 'answered'; outcome: SignInOutcome };

const emptyDetails: SignInDetails = { email: '', firstName: '', lastName: '', company: '' };
const initial: FlowState = { step: 'email', details: emptyDetails, pinErrorKey: 0, fieldErrors: {} };

function flow(state: FlowState, event: FlowEvent): FlowState {
  switch (event.type) {
    case 'reset':
      return { ...initial, pinErrorKey: state.pinErrorKey + 1 };
    case 'submitted':
      return { ...state, details: event.details, error: undefined, info: undefined, fieldErrors: {} };
    case 'resend':
      return { ...state, pinError: undefined, error: undefined, info: undefined };
    case 'answered':
      switch (event.outcome.outcome) {
        case 'pin-sent':
          return {
            ...state,
            step: 'pin',
            pinError: undefined,
            pinErrorKey: state.pinErrorKey + 1,
            info:
              state.step === 'pin'
                ? `A new PIN is on its way to ${event.outcome.email}.`
                : `A PIN is on its way to ${event.outcome.email}.`,
          };
        case 'invalid':
          return { ...state, step: 'email', fieldErrors: event.outcome.fieldErrors };
        case 'pin-refused':
          // spec §4: on failure the PIN field shows an error and clears.
          return { ...state, pinError: event.outcome.message, pinErrorKey: state.pinErrorKey + 1 };
        case 'failed':
          return { ...state, error: event.outcome.message };
        default:
          return event.outcome satisfies never;
      }
    default:
      return event satisfies never;
  }
}

const notices: Record<SignInReason, string> = {
  'session-ended': 'Your session ended, sign in again.',
  'signed-out': 'Please sign in to see this page.',
};

/**
 * The Login / Sign Up modal of spec §2 over any page. Its steps post to `/sign-in`; the session
 * token stays on the server. After success the user lands on the private page that asked for the
 * sign-in, or on '/' (spec §2).
 */
export function SignInModal({ senderAddress, signedIn }: SignInModalProps) {
  const { request, open, close } = useSignIn();
  const fetcher = useFetcher<SignInOutcome>({ key: 'sign-in' });
  const [state, dispatch] = useReducer(flow, initial);
  const location = useLocation();
  const matches = useMatches();
  const mode: SignInMode = request?.mode ?? 'login';

  useEffect(() => {
    if (fetcher.data) dispatch({ type: 'answered', outcome: fetcher.data });
  }, [fetcher.data]);

  // It closes once the user is signed in, and a Login link followed while signed in needs no
  // modal. A modal opened because the session ended stays: the page's own data may still say
  // "signed in" for a moment after the action that found the session over.
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    const justSignedIn = signedIn && !wasSignedIn.current;
    wasSignedIn.current = signedIn;
    if (request && signedIn && (justSignedIn || request.reason === undefined)) close();
  }, [signedIn, request, close]);

  // Every opening starts afresh.
  useEffect(() => {
    if (!request) dispatch({ type: 'reset' });
  }, [request]);

  // Only while a step is on its way: the reload of the page's data after it must not lock the PIN.
  const busy = fetcher.state === 'submitting';
  const post = (fields: Record<string, string>) => fetcher.submit(fields, { method: 'post', action: signInAction });
  const detailsFields = (details: SignInDetails) => ({ mode, ...details });

  const destination = () => {
    // spec §2: after signing in the user lands on '/'; on '/' itself, on a private page that
    // asked for the sign-in and on a public page that asks to stay (pricing), what the address
    // holds (a task chosen to run, a plan to buy) stays.
    if (location.pathname !== '/' && !matches.some(isSignInDestination)) return '/';
    const search = new URLSearchParams(location.search);
    search.delete('auth');
    const query = search.toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };

  return (
    <Modal
      open={request !== null && (!signedIn || request.reason !== undefined)}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={signInTitles[mode]}
    >
      <SignInForm
        // A new mode is a new form: spec §4, switching resets the PIN state.
        key={mode}
        mode={mode}
        step={state.step}
        details={state.details}
        busy={busy}
        senderAddress={senderAddress}
        notice={state.info ?? (request?.reason ? notices[request.reason] : undefined)}
        error={state.error}
        pinError={state.pinError}
        pinErrorKey={state.pinErrorKey}
        fieldErrors={state.fieldErrors}
        onModeChange={(next) => {
          dispatch({ type: 'reset' });
          open({ mode: next, reason: request?.reason });
        }}
        onRequestPin={(details) => {
          dispatch({ type: 'submitted', details });
          post({ intent: 'request-pin', ...detailsFields(details) });
        }}
        onVerify={(otp) => post({ intent: 'verify', otp, redirectTo: destination(), ...detailsFields(state.details) })}
        onResend={() => {
          dispatch({ type: 'resend' });
          post({ intent: 'request-pin', ...detailsFields(state.details) });
        }}
        onChangeEmail={() => dispatch({ type: 'reset' })}
      />
    </Modal>
  );
}
