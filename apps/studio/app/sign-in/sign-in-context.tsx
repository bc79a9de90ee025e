import { useSearchParams } from '@remix-run/react';
import type { SignInMode } from '@taskwell/ui/sign-in-form';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { SignInReason } from '../session/sign-in-reason.ts';

/** Why and how the sign-in modal is open. */
export interface SignInRequest {
  /** Login or Sign Up. */
  mode: SignInMode;
  /** Why it opened by itself, for the message at its top; absent when the user asked for it. */
  reason?: SignInReason | undefined;
}

/** The sign-in modal's state, shared by the header, private pages and browser code. */
export interface SignInControl {
  /** The open request, or null when the modal is closed. */
  request: SignInRequest | null;
  /** Opens the modal in place (no navigation: whatever the page holds stays). */
  open: (request: SignInRequest) => void;
  /** Closes it, and drops `?auth=` from the address if the modal came from there. */
  close: () => void;
}

const SignInContext = createContext<SignInControl | null>(null);

/** `?auth=signup|login` (the marketing site's Sign Up and Login link there, spec §2). */
export function modeOfSearch(value: string | null): SignInMode | undefined {
  return value === 'signup' || value === 'login' ? value : undefined;
}

/** Holds the sign-in modal's state; `?auth=` opens it, and so does {@link useSignIn}'s `open`. */
export function SignInProvider({ children }: { children: ReactNode }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = modeOfSearch(searchParams.get('auth'));
  const [request, setRequest] = useState<SignInRequest | null>(fromUrl ? { mode: fromUrl } : null);

  // The address's request is the first state; later, `?auth=` opens the modal only when it changes.
  // Effects run children first: a modal that closed the first request at once (a signed-in
  // viewer) must not see it opened again by this effect's first run, nor drop `?auth=` twice.
  const seenFromUrl = useRef(fromUrl);
  useEffect(() => {
    if (seenFromUrl.current === fromUrl) return;
    seenFromUrl.current = fromUrl;
    if (fromUrl)
      startTransition(() => setRequest((current) => (current?.mode === fromUrl ? current : { mode: fromUrl })));
  }, [fromUrl]);

  // A transition: the modal closes itself for a signed-in viewer as soon as its code has loaded,
  // which can be before a streamed part of the page (the catalogue, whose buttons read this
  // context) has hydrated. An urgent update reaching a boundary still hydrating makes React drop
  // its server HTML and report error #421; a transition waits for the boundary instead.
  const close = useCallback(() => {
    startTransition(() => {
      setRequest(null);
      if (searchParams.has('auth')) {
        const next = new URLSearchParams(searchParams);
        next.delete('auth');
        setSearchParams(next, { replace: true, preventScrollReset: true });
      }
    });
  }, [searchParams, setSearchParams]);

  const value = useMemo<SignInControl>(() => ({ request, open: setRequest, close }), [request, close]);
  return <SignInContext.Provider value={value}>{children}</SignInContext.Provider>;
}

/** The sign-in modal's controls; only inside {@link SignInProvider} (the root layout). */
export function useSignIn(): SignInControl {
  const control = useContext(SignInContext);
  if (!control) throw new Error('useSignIn is used outside SignInProvider');
  return control;
}
