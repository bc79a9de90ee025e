import type { ShouldRevalidateFunctionArgs } from '@remix-run/react';
import { keepPageAfterSessionEnded } from '../session/sign-in-reason.ts';
import { isRunViewChange } from '../task-run/run-view-params.ts';

/**
 * `shouldRevalidate` of the catalogue's routes. The catalogue is the same for everyone and does not
 * change while the page is open: opening a tab or the run modal, a run's start (which revalidates
 * for the header's balance) and the sign-in modal's steps leave it as it is. A navigation to the
 * page loads it anew.
 */
export function shouldRevalidateCatalogue(args: ShouldRevalidateFunctionArgs): boolean {
  if (isRunViewChange(args)) return false;
  if (args.currentUrl.href === args.nextUrl.href && !args.formMethod) return false;
  return keepPageAfterSessionEnded(args);
}
