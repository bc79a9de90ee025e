import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * A modal dialog, found by its role and name, once it takes pointer events. A Radix modal makes
 * the page inert in an effect (`pointer-events: none` on the body) and gives its own layer
 * `pointer-events: auto` in the render that follows. Between the two, a click into it fails as a
 * click on an inert element, so a test that clicks as soon as the dialog is in the document fails
 * only when the machine is slow enough to land in that gap.
 */
export async function findModal(name?: string, options: { timeout?: number } = {}): Promise<HTMLElement> {
  const waitOptions = { timeout: options.timeout ?? 15_000 };
  const dialog = await screen.findByRole('dialog', name === undefined ? {} : { name }, waitOptions);
  await waitFor(() => expect(dialog.style.pointerEvents).toBe('auto'), waitOptions);
  return dialog;
}
