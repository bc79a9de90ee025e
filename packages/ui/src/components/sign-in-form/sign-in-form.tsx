import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Alert } from '../alert/alert.tsx';
import { Button } from '../button/button.tsx';
import { PinInput, pinLength } from '../pin-input/pin-input.tsx';
import { TextInput } from '../text-input/text-input.tsx';
import * as styles from './sign-in-form.css.ts';

/** Login or Sign Up: the modal's title and whether the name fields show (spec §2). */
export type SignInMode = 'login' | 'signup';

/** Where the flow is: asking for the e-mail, or for the PIN sent to it (spec §4). */
export type SignInStep = 'email' | 'pin';

/** What the e-mail step sends: the address, and for Sign Up the names. */
export interface SignInDetails {
  /** The e-mail address, which is the account id. */
  email: string;
  /** Sign Up: the first name. */
  firstName: string;
  /** Sign Up: the last name. */
  lastName: string;
  /** Sign Up: the company, optional. */
  company: string;
}

/** Problems with one field each, shown under the field. */
export type SignInFieldErrors = Partial<Record<keyof SignInDetails, string>>;

/** Props of {@link SignInForm}. */
export interface SignInFormProps {
  /** Login or Sign Up. */
  mode: SignInMode;
  /** The e-mail step, or the PIN step (the e-mail field locked). */
  step: SignInStep;
  /** The values the fields start with (and keep while the PIN step locks them). */
  details?: Partial<SignInDetails> | undefined;
  /** A request is on its way: the button says 'Processing...' and ignores clicks. */
  busy?: boolean | undefined;
  /** The address the PIN mail comes from (spec §5: a verify address). */
  senderAddress: string;
  /** A message above the form, such as "Your session ended, sign in again". */
  notice?: ReactNode;
  /** A problem with the whole request (a rate limit, the service out of reach), with what to do. */
  error?: ReactNode;
  /** The PIN was refused: the message before the '(resend)' link ('Invalid Pin'); clears the digits. */
  pinError?: string | undefined;
  /** Changes each time a PIN is refused, so the same message still clears the digits again. */
  pinErrorKey?: number | undefined;
  /** Problems with single fields. */
  fieldErrors?: SignInFieldErrors | undefined;
  /** Switches between Login and Sign Up; the caller resets the PIN step (spec §4). */
  onModeChange: (mode: SignInMode) => void;
  /** The e-mail step was submitted: send a PIN to the address. */
  onRequestPin: (details: SignInDetails) => void;
  /** Six digits were entered (typed, pasted or submitted): check them. */
  onVerify: (pin: string) => void;
  /** '(resend)': send a new PIN to the same address. */
  onResend: () => void;
  /** 'Use another e-mail': back to the e-mail step. */
  onChangeEmail: () => void;
}

/** The titles of spec §2. */
export const signInTitles: Readonly<Record<SignInMode, string>> = { login: 'Login', signup: 'Sign Up' };

function readDetails(form: HTMLFormElement): SignInDetails {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  return { email: text('email'), firstName: text('firstName'), lastName: text('lastName'), company: text('company') };
}

/**
 * The body of the sign-in dialog (spec §2, §4, §5, §8): e-mail, then the 6-digit PIN with the
 * e-mail locked; Sign Up also asks first name, last name and an optional company. The PIN is
 * checked as soon as it is complete; Verify stays disabled under 6 digits; a refused PIN shows
 * its message with a '(resend)' link.
 */
export function SignInForm({
  mode,
  step,
  details = {},
  busy = false,
  senderAddress,
  notice,
  error,
  pinError,
  pinErrorKey,
  fieldErrors = {},
  onModeChange,
  onRequestPin,
  onVerify,
  onResend,
  onChangeEmail,
}: SignInFormProps) {
  const [pin, setPin] = useState('');
  const atPin = step === 'pin';
  // A refused PIN clears the digits (spec §4), and so does a new PIN step.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key and the step are the triggers
  useEffect(() => setPin(''), [pinErrorKey, step]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (atPin) {
      if (pin.length === pinLength) onVerify(pin);
      return;
    }
    onRequestPin(readDetails(event.currentTarget));
  };

  // spec §5: 'Processing...' while busy, 'Verify' at the PIN step, else 'Validate email with OTP'.
  const label = busy ? 'Processing...' : atPin ? 'Verify' : 'Validate email with OTP';
  const locked = atPin || busy;

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={busy || undefined}>
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      <p className={styles.intro}>
        Welcome to the Taskwell ecosystem. Please provide your email. We will send you a One Time Pin (OTP) to validate
        it.
      </p>
      <TextInput
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        defaultValue={details.email}
        readOnly={locked}
        error={fieldErrors.email}
      />
      {mode === 'signup' ? (
        <>
          <div className={styles.names}>
            <TextInput
              label="First Name"
              name="firstName"
              autoComplete="given-name"
              required
              maxLength={100}
              defaultValue={details.firstName}
              readOnly={locked}
              error={fieldErrors.firstName}
            />
            <TextInput
              label="Last Name"
              name="lastName"
              autoComplete="family-name"
              required
              maxLength={100}
              defaultValue={details.lastName}
              readOnly={locked}
              error={fieldErrors.lastName}
            />
          </div>
          <TextInput
            label="Company (optional)"
            name="company"
            autoComplete="organization"
            maxLength={200}
            defaultValue={details.company}
            readOnly={locked}
            error={fieldErrors.company}
          />
        </>
      ) : null}
      {atPin ? (
        <PinInput
          key={pinErrorKey}
          label="One Time Pin"
          autoFocus
          disabled={busy}
          onChange={setPin}
          onComplete={(complete) => {
            setPin(complete);
            if (!busy) onVerify(complete);
          }}
          error={
            pinError ? (
              <>
                {pinError}{' '}
                <button type="button" className={styles.linkButton} onClick={onResend} disabled={busy}>
                  (resend)
                </button>
              </>
            ) : undefined
          }
        />
      ) : null}
      {error ? <Alert tone="critical">{error}</Alert> : null}
      <Button type="submit" loading={busy} disabled={atPin && pin.length < pinLength && !busy}>
        {label}
      </Button>
      {atPin ? (
        <div className={styles.row}>
          <span>
            No PIN yet?{' '}
            <button type="button" className={styles.linkButton} onClick={onResend} disabled={busy}>
              Send a new one
            </button>
          </span>
          <button type="button" className={styles.linkButton} onClick={onChangeEmail} disabled={busy}>
            Use another e-mail
          </button>
        </div>
      ) : null}
      <p className={styles.note}>
        The PIN comes from {senderAddress}. If it has not arrived within a minute, please look in your spam folder.
      </p>
      <p className={styles.row}>
        {mode === 'login' ? (
          <span>
            New to Taskwell?{' '}
            <button type="button" className={styles.linkButton} onClick={() => onModeChange('signup')}>
              Sign Up
            </button>
          </span>
        ) : (
          <span>
            Already have an account?{' '}
            <button type="button" className={styles.linkButton} onClick={() => onModeChange('login')}>
              Login
            </button>
          </span>
        )}
      </p>
    </form>
  );
}
