import type { Frame, Page } from '@playwright/test';
import axe from 'axe-core';

/** The WCAG levels every page is held to: A and AA of WCAG 2.0 and 2.1. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One violation as a test reports it: the rule and the elements it found. */
export type ViolationSummary = string;

/**
 * Loads axe into a frame unless it is there already. A page checked in several states (a dialog
 * open, then its result) loads it once; a navigation starts a new document, which loads it again.
 * Loading axe's 0.5 MB is most of a check's cost on a busy machine.
 */
async function ensureAxe(frame: Frame): Promise<void> {
  const present = await frame.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!present) await frame.evaluate(axe.source);
  // Results of frames of the same origin are gathered by the top frame's run; others are not read.
  await frame.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.configure({ allowedOrigins: ['<same_origin>'] }),
  );
}

/**
 * Runs axe on the page as it is now, its frames included, and returns its WCAG A/AA violations,
 * each as `rule: elements`. A frame that goes away while it is read is left out, as the page no
 * longer shows it.
 */
export async function wcagViolations(page: Page): Promise<ViolationSummary[]> {
  const [top, ...frames] = page.frames();
  if (!top) throw new Error('The page has no frame to check.');
  await ensureAxe(top);
  for (const frame of frames) {
    try {
      await ensureAxe(frame);
    } catch {
      // Detached, or navigating: nothing of it is on screen to check.
    }
  }
  const violations = await top.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe
        // Only the violations are read: axe still runs every rule on every element, but builds
        // the selectors and summaries of one node per passed or inapplicable rule instead of all
        // of them (most of a run's cost on a page of many elements; decision 204).
        .run(document, { runOnly: { type: 'tag', values: tags }, iframes: true, resultTypes: ['violations'] })
        .then((result) =>
          result.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) })),
        ),
    wcagTags,
  );
  return violations.map(({ id, targets }) => `${id}: ${targets.join(', ')}`);
}
