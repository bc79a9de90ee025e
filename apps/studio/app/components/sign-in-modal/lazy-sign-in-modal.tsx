import { lazy, Suspense, useState } from 'react';
import { useSignIn } from '../../sign-in/sign-in-context.tsx';
import { useHydrated } from '../../task-run/use-hydrated.ts';
import type { SignInModalProps } from './sign-in-modal.tsx';

const SignInModal = lazy(() => import('./sign-in-modal.tsx').then((module) => ({ default: module.SignInModal })));

/**
 * The sign-in modal with its code (the form, the PIN input, the dialog) loaded when it first opens,
 * not with every page's first load (issue 44 §5). Once open it stays mounted: its steps' fetcher
 * and state live on between openings as they did when it was always there. Its dialog is a portal,
 * which the server never renders, so nothing is lost by waiting for hydration.
 */
export function LazySignInModal(props: SignInModalProps) {
  const { request } = useSignIn();
  const hydrated = useHydrated();
  const [wanted, setWanted] = useState(false);
  if (hydrated && request !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SignInModal {...props} />
    </Suspense>
  );
}
