import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import type { Task } from '@taskwell/api-sdk';
import { optionsFor } from '@taskwell/task-engine';
import { expect } from './fixtures.ts';

// The seeded catalogue as the API reads it (apps/api/catalogue), and the steps a user takes in the
// run modal: open a task from the catalogue, fill its form with the task's own sample inputs, run it.

const catalogueDir = fileURLToPath(new URL('../../../../api/catalogue/', import.meta.url));

/** A task of the seeded catalogue, with what the API keeps beside the contract's fields. */
export interface SeededTask extends Task {
  /** The task's flow of service steps (sequences and parallel branches). */
  flow: unknown;
  /** What a paused run of it asks for. */
  asks?: Task['parameters'];
  /** Its sample inputs: values, sample files, and the answers to its asks. */
  sample: {
    parameters: Record<string, { value?: string; file?: string }>;
    answers?: Record<string, string>;
  };
}

/** Every task of apps/api/catalogue/tasks.json. */
export const seededTasks: SeededTask[] = JSON.parse(readFileSync(`${catalogueDir}tasks.json`, 'utf8'));

/** Whether a task runs without an AI provider (no `ai.chat` step anywhere in its flow). */
export function isOffline(task: SeededTask): boolean {
  return !JSON.stringify(task.flow).includes('"ai.chat"');
}

/** A sample file of the catalogue (the PNG of the image task, the PDF of the PDF task). */
export function sampleFile(name: string): string {
  return `${catalogueDir}samples/${name}`;
}

/** The run modal of a task. */
export function runDialog(page: Page, task: Pick<Task, 'name'>): Locator {
  return page.getByRole('dialog', { name: task.name });
}

/** Opens a task's run modal from the catalogue: its category's tab, its card, Use. */
export async function openTask(page: Page, task: Pick<Task, 'name' | 'category'>): Promise<Locator> {
  const category = task.category.split('|')[0] ?? '';
  await page.goto(`/tasks?category=${encodeURIComponent(category)}`);
  await page.waitForFunction(() => '__remixRouter' in window);
  const card = page.getByRole('article', { name: task.name });
  const dialog = runDialog(page, task);
  // The router is there before React has hydrated the cards: a click that came too early is lost,
  // so it is made again until the modal opens.
  await expect(async () => {
    if (!(await dialog.isVisible())) await card.getByRole('button', { name: 'Use' }).click({ timeout: 5_000 });
    await expect(dialog).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
  return dialog;
}

/** Chooses a list option by its label (the searchable select of spec §5). */
export async function choose(scope: Locator, label: string, option: string): Promise<void> {
  const box = scope.getByRole('combobox', { name: label });
  await box.click();
  await scope.getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
}

function labelOf(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words[0]?.toUpperCase() + words.slice(1);
}

/** Fills parameters (a task's form or a paused run's) with the given values, as a user would. */
export async function fillForm(
  scope: Locator,
  parameters: Task['parameters'],
  values: Record<string, { value?: string; file?: string }>,
): Promise<void> {
  const chosen: Record<string, string> = {};
  for (const parameter of parameters) {
    const given = values[parameter.name];
    if (!parameter.ui || !given) continue;
    const label = labelOf(parameter.name);
    switch (parameter.ui.type) {
      case 'text':
        await scope
          .getByRole('group', { name: label })
          .getByRole('textbox', { name: 'Type or paste the text' })
          .fill(given.value ?? '');
        break;
      case 'line':
        await scope.getByRole('textbox', { name: label }).fill(given.value ?? '');
        break;
      case 'list': {
        const option = optionsFor(parameter, chosen).find((entry) => entry.value === given.value);
        if (!option) throw new Error(`${parameter.name} offers no ${given.value}`);
        await choose(scope, label, option.label);
        break;
      }
      case 'image':
      case 'pdf': {
        const group = scope.getByRole('group', { name: label });
        await group.getByTestId('dropzone-input').setInputFiles(sampleFile(given.file ?? ''));
        await expect(group.getByText(/uploaded/)).toBeVisible({ timeout: 30_000 });
        break;
      }
    }
    chosen[parameter.name] = given.value ?? '';
  }
}

/** The run's status line in the modal. */
export function runStatus(dialog: Locator): Locator {
  return dialog
    .getByRole('status')
    .filter({ hasText: /^(Starting|In progress|Waiting for you|Completed|Failed|Cancelled)/ });
}

/** The header's credit balance (read from the markup: a modal hides the header from the accessibility tree). */
export async function headerCredits(page: Page): Promise<number> {
  const shown = await page.locator('header dd').first().textContent();
  return Number((shown ?? '').replaceAll(',', ''));
}
