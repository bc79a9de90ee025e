import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The pointer-events of the nearest element, from `element` up, that declares them: what decides
 * whether a click lands on `element` (user-event checks the same before every click).
 */
function declaredPointerEvents(element: HTMLElement): string | undefined {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    const value = window.getComputedStyle(node).pointerEvents;
    if (value && value !== 'inherit' && value !== 'unset') return value;
  }
  return undefined;
}

/**
 * Waits until `element`, inside a layer that makes the page inert (a Radix modal, or an open
 * Radix select), can be clicked, and gives it then. Such a layer sets `pointer-events: none` on
 * the body in an effect and gives itself `pointer-events: auto` only in the render that follows.
 * Between the two, a click into it fails as a click on an inert element, so a test that clicks as
 * soon as the element is in the document fails only when a slow machine lands in that gap. The
 * wait is for the layer's own `auto`, not for the mere absence of `none`, which also holds before
 * the effect.
 */
export async function whenLayerTakesClicks(
  element: HTMLElement,
  options: { timeout?: number } = {},
): Promise<HTMLElement> {
  await waitFor(() => expect(declaredPointerEvents(element)).toBe('auto'), { timeout: options.timeout ?? 15_000 });
  return element;
}

/** A modal dialog, found by its role and name, once it takes clicks (see `whenLayerTakesClicks`). */
export async function findModal(name?: string, options: { timeout?: number } = {}): Promise<HTMLElement> {
  const waitOptions = { timeout: options.timeout ?? 15_000 };
  const dialog = await screen.findByRole('dialog', name === undefined ? {} : { name }, waitOptions);
  return whenLayerTakesClicks(dialog, waitOptions);
}
