import type { Locator, Page } from '@playwright/test';
import { expect } from '../../tests/e2e/harness/fixtures.ts';
import { fillForm, openTask, runStatus, type SeededTask, seededTasks } from '../../tests/e2e/harness/task-runs.ts';

// The journeys the demo reels film (issue 20): what a new user does in My Studio, step by step.
// Each step's caption becomes the reel's caption while the step is on screen.

/** What a journey's steps may use besides the page. */
export interface JourneyContext {
  /** The account the reels sign up. */
  account: { email: string; firstName: string; lastName: string; company: string };
  /** Waits for the PIN mail to the account sent after `since` (ms) and returns its PIN. */
  readPin: (since: number) => Promise<string>;
}

/** One step of a journey: its caption, and what the user does while it shows. */
export interface JourneyStep {
  /** The caption shown from the step's start until the next step's. */
  caption: string;
  /** What happens on screen; resolves once the step's outcome is visible. */
  act: (page: Page, context: JourneyContext) => Promise<void>;
}

/** A filmed journey. */
export interface Journey {
  /** The reel's file name, without extension. */
  slug: string;
  /** Where the page is before filming starts (so the reel opens on a painted page). */
  startAt: string;
  /** The steps, in order. */
  steps: JourneyStep[];
}

/** A long run of real services on a busy 2-core machine. */
const runLimit = { timeout: 120_000 };
/** Typing that a viewer can follow. */
const typing = { delay: 45 };

function task(id: string): SeededTask {
  const found = seededTasks.find((entry) => entry.id === id);
  if (!found) throw new Error(`no seeded task ${id}`);
  return found;
}

function dialogOf(page: Page, seeded: SeededTask): Locator {
  return page.getByRole('dialog', { name: seeded.name });
}

/** Waits until Remix has hydrated the page. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => '__remixRouter' in window);
}

/** Brings the newest result into view and waits until it is painted. */
async function showResults(page: Page, seeded: SeededTask): Promise<void> {
  const dialog = dialogOf(page, seeded);
  await expect(runStatus(dialog)).toHaveText('Completed', runLimit);
  const first = dialog.getByRole('region', { name: 'Results, newest first' }).getByRole('article').first();
  await expect(first).toBeVisible();
  await first.scrollIntoViewIfNeeded();
}

/** Opening a task from its category (the first steps of every task journey). */
function openSteps(seeded: SeededTask, caption: string): JourneyStep[] {
  return [
    {
      caption,
      act: async (page) => {
        await openTask(page, seeded);
      },
    },
  ];
}

/** Filling the form with the task's sample inputs, then running it. */
function runSteps(seeded: SeededTask, fillCaption: string, runCaption: string): JourneyStep[] {
  return [
    {
      caption: fillCaption,
      act: async (page) => {
        const dialog = dialogOf(page, seeded);
        await fillForm(dialog, seeded.parameters, seeded.sample.parameters);
        await expect(dialog.getByRole('button', { name: seeded.name, exact: true })).toBeEnabled();
      },
    },
    {
      caption: runCaption,
      act: async (page) => {
        const dialog = dialogOf(page, seeded);
        await dialog.getByRole('button', { name: seeded.name, exact: true }).click();
        await expect(dialog.getByRole('tab', { name: 'RESULT' })).toHaveAttribute('aria-selected', 'true');
      },
    },
  ];
}

const summarise = task('summarise-text');
const describeImage = task('describe-image');
const announcement = task('announcement-approval');
const quoteCard = task('quote-card');
const listen = task('listen-to-a-brief');

/** Every reel, in the order they are filmed: the sign-up first, as the others need its account. */
export const journeys: readonly Journey[] = [
  {
    slug: 'sign-up',
    startAt: '/',
    steps: [
      {
        caption: 'My Studio opens on the task catalogue. Sign Up starts a free account.',
        act: async (page) => {
          await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
          await expect(page.getByRole('dialog', { name: 'Sign Up' })).toBeVisible();
        },
      },
      {
        caption: 'Give your e-mail address and your name; the company is optional.',
        act: async (page, { account }) => {
          const dialog = page.getByRole('dialog', { name: 'Sign Up' });
          await dialog.getByRole('textbox', { name: 'Email' }).pressSequentially(account.email, typing);
          await dialog.getByRole('textbox', { name: 'First Name' }).pressSequentially(account.firstName, typing);
          await dialog.getByRole('textbox', { name: 'Last Name' }).pressSequentially(account.lastName, typing);
          await dialog.getByRole('textbox', { name: 'Company (optional)' }).pressSequentially(account.company, typing);
        },
      },
      {
        caption: 'Taskwell e-mails you a six-digit PIN: no password to remember.',
        act: async (page) => {
          const dialog = page.getByRole('dialog', { name: 'Sign Up' });
          await dialog.getByRole('button', { name: 'Validate email with OTP' }).click();
          await expect(dialog.getByRole('textbox', { name: 'One Time Pin digit 1 of 6' })).toBeVisible({
            timeout: 20_000,
          });
        },
      },
      {
        caption: 'Type the PIN from the mail, and you are signed in.',
        act: async (page, { readPin }) => {
          const dialog = page.getByRole('dialog', { name: 'Sign Up' });
          const pin = await readPin(0);
          await dialog.getByRole('textbox', { name: 'One Time Pin digit 1 of 6' }).pressSequentially(pin, {
            delay: 180,
          });
          await expect(dialog).toBeHidden({ timeout: 20_000 });
        },
      },
      {
        caption: 'The header shows your plan and your credits; every task shows its fee.',
        act: async (page, { account }) => {
          await expect(page.getByRole('banner').getByText(`Welcome, ${account.firstName}`)).toBeVisible();
        },
      },
    ],
  },
  {
    slug: 'text-task',
    startAt: '/',
    steps: [
      ...openSteps(summarise, 'Open a category and press Use on a task: here, Summarise a Text.'),
      ...runSteps(
        summarise,
        'Paste the text and choose how long the summary should be.',
        'Run it: the fee is taken and each step shows as it happens.',
      ),
      {
        caption: 'Done: a summary, its keywords, a bias check and a report, to copy or download.',
        act: (page) => showResults(page, summarise),
      },
    ],
  },
  {
    slug: 'image-task',
    startAt: '/',
    steps: [
      ...openSteps(describeImage, 'Describe an Image works on a picture of yours.'),
      ...runSteps(
        describeImage,
        'Drop a PNG, JPEG or WebP image: it is checked and uploaded at once.',
        'Run it: the description and the palette are worked out side by side.',
      ),
      {
        caption: 'The results: what the picture is, and its main colours.',
        act: (page) => showResults(page, describeImage),
      },
    ],
  },
  {
    slug: 'pausing-task',
    startAt: '/',
    steps: [
      ...openSteps(announcement, 'Some tasks ask you before they go on: Announcement with Approval.'),
      ...runSteps(
        announcement,
        'Paste your draft announcement.',
        'Run it: first the tone and the wording of the draft are checked.',
      ),
      {
        caption: 'The run pauses for a headline and your decision, and waits as long as you need.',
        act: async (page) => {
          const dialog = dialogOf(page, announcement);
          await expect(runStatus(dialog)).toHaveText('Waiting for you', runLimit);
          await dialog.getByRole('form').scrollIntoViewIfNeeded();
        },
      },
      {
        caption: 'Give them and press Continue.',
        act: async (page) => {
          const paused = dialogOf(page, announcement).getByRole('form');
          const answers = Object.fromEntries(
            Object.entries(announcement.sample.answers ?? {}).map(([name, value]) => [name, { value }]),
          );
          await fillForm(paused, announcement.asks ?? [], answers);
          await paused.getByRole('button', { name: 'Continue' }).click();
        },
      },
      {
        caption: 'The run goes on from where it stopped: the announcement and its card.',
        act: (page) => showResults(page, announcement),
      },
    ],
  },
  {
    slug: 'feedback',
    startAt: '/',
    steps: [
      ...openSteps(quoteCard, 'Quote Card turns a quote into an image to share, with a QR code.'),
      ...runSteps(quoteCard, 'Give the quote, who said it and a link.', 'Run it.'),
      {
        caption: 'Every result can be rated: tell us whether it is good.',
        act: async (page) => {
          await showResults(page, quoteCard);
          const card = dialogOf(page, quoteCard).getByRole('article', { name: 'Quote card' });
          await card.scrollIntoViewIfNeeded();
          await card.getByRole('button', { name: 'Good: rate Quote card' }).click();
          await expect(card.getByRole('button', { name: 'Good: rate Quote card' })).toHaveAttribute(
            'aria-pressed',
            'true',
          );
        },
      },
      {
        caption: 'Add a comment if you like and send it: it is kept with the result.',
        act: async (page) => {
          const card = dialogOf(page, quoteCard).getByRole('article', { name: 'Quote card' });
          await card
            .getByRole('textbox', { name: 'Comment on Quote card (optional)' })
            .pressSequentially('Ready to post on Monday.', typing);
          await card.getByRole('button', { name: 'Send' }).click();
          await expect(card.getByText('Your comment: Ready to post on Monday.')).toBeVisible();
        },
      },
    ],
  },
  {
    slug: 'audio-task',
    startAt: '/',
    steps: [
      ...openSteps(listen, 'Listen to a Brief turns a text into a spoken summary.'),
      ...runSteps(listen, 'Paste the text and choose a voice.', 'Run it: the summary is written, then read aloud.'),
      {
        caption: 'Play the recording in the page, or download it with the text.',
        act: async (page) => {
          await showResults(page, listen);
          const spoken = dialogOf(page, listen).getByRole('article', { name: 'Spoken summary' });
          await spoken.scrollIntoViewIfNeeded();
          await spoken.getByRole('button', { name: /^Play / }).click();
          await expect(spoken.getByRole('button', { name: /^Pause / })).toBeVisible();
        },
      },
    ],
  },
];
