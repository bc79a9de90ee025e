import type { Page } from '@playwright/test';
import { expect, test } from '@taskwell/playwright-config/fixtures';
import { waitForHydration } from './hydrated.ts';

// The build's defaults for the Digital Advisor (vite.config.ts, `ADVISOR_*`).
const advisorHost = 'https://advisor.taskwell.example';
const advisor = {
  script: `${advisorHost}/v1/widget.js`,
  stylesheet: `${advisorHost}/v1/widget.css`,
  publicKey: 'taskwell_advisor_public',
  taskId: 'faq-advisor',
};

// A stand-in for the advisor's real widget: it shows the key and task it was mounted with, and
// answers each question in a list.
const widgetScript = `
window.TaskwellAdvisor = {
  mount(element, options) {
    const box = document.createElement('section');
    box.className = 'advisor-box';
    box.setAttribute('aria-label', 'Advisor answers');
    box.dataset.publicKey = options.publicKey;
    box.dataset.taskId = options.taskId;
    element.append(box);
    return {
      search(question) {
        const answer = document.createElement('p');
        answer.textContent = 'Answer to: ' + question;
        box.append(answer);
      },
    };
  },
};`;
const widgetStylesheet = '.advisor-box { border-top: 3px solid rgb(10, 20, 30); }';

async function ask(page: Page, question: string) {
  await page.getByRole('searchbox', { name: 'Your question' }).fill(question);
  await page.getByRole('button', { name: 'Search' }).click();
}

test.describe('given the FAQ accordion', () => {
  test('should open one answer at a time', async ({ page, expectAccessible }) => {
    await page.goto('/faq');
    await waitForHydration(page);
    const item = (question: string) => page.locator('details', { has: page.getByRole('heading', { name: question }) });
    await expect(page.getByText(/Credits pay for runs/)).toBeHidden();

    await item('What are credits?').locator('summary').click();
    await expect(item('What are credits?')).toHaveAttribute('open', '');
    await expect(page.getByText(/Credits pay for runs/)).toBeVisible();
    await expectAccessible();

    await item('Which plan do I need?').locator('summary').click();
    await expect(page.getByText(/The Free plan runs the starter tasks/)).toBeVisible();
    await expect(page.getByText(/Credits pay for runs/)).toBeHidden();
  });

  test('should open and close an answer from the keyboard', async ({ page }) => {
    await page.goto('/faq');
    const summary = page
      .locator('details', { has: page.getByRole('heading', { name: 'What is a task?' }) })
      .locator('summary');

    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/A task is a ready-made job/)).toBeVisible();
    await page.keyboard.press('Space');

    await expect(page.getByText(/A task is a ready-made job/)).toBeHidden();
  });
});

test.describe('given the Digital Advisor (spec §2 FAQ)', () => {
  test('should load its script and stylesheet only on a search, mount with the key and task, and answer', async ({
    page,
    expectAccessible,
  }) => {
    const requested: string[] = [];
    await page.route(`${advisorHost}/**`, async (route) => {
      const url = route.request().url();
      // axe reads the page's stylesheets again through XHR; only what the page itself loads counts.
      const type = route.request().resourceType();
      if (type === 'script' || type === 'stylesheet') requested.push(`${type} ${url}`);
      if (url === advisor.script) await route.fulfill({ contentType: 'text/javascript', body: widgetScript });
      else if (url === advisor.stylesheet) await route.fulfill({ contentType: 'text/css', body: widgetStylesheet });
      else await route.fulfill({ status: 404 });
    });
    await page.goto('/faq');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    await expect(page.getByRole('heading', { name: 'Ask the Taskwell Digital Advisor' })).toBeVisible();

    await ask(page, 'Which plan includes voice-overs?');

    const answers = page.getByRole('region', { name: 'Advisor answers' });
    await expect(answers.getByText('Answer to: Which plan includes voice-overs?')).toBeVisible();
    await expect(answers).toHaveAttribute('data-public-key', advisor.publicKey);
    await expect(answers).toHaveAttribute('data-task-id', advisor.taskId);
    await expect(answers).toHaveCSS('border-top-color', 'rgb(10, 20, 30)');
    expect(requested.sort()).toEqual([`script ${advisor.script}`, `stylesheet ${advisor.stylesheet}`]);
    await expect(page.getByText('Loading the Digital Advisor')).toHaveCount(0);
    await expectAccessible();

    await ask(page, 'Can I pause a run?');
    await expect(answers.getByText('Answer to: Can I pause a run?')).toBeVisible();
    expect(requested).toHaveLength(2);
  });

  for (const failing of ['script', 'stylesheet'] as const) {
    test(`should log, dismiss the loader and say so when its ${failing} fails to load`, async ({
      page,
      expectAccessible,
    }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.route(`${advisorHost}/**`, async (route) => {
        const url = route.request().url();
        if (url === advisor[failing]) await route.abort('connectionrefused');
        else if (url === advisor.script) await route.fulfill({ contentType: 'text/javascript', body: widgetScript });
        else await route.fulfill({ contentType: 'text/css', body: widgetStylesheet });
      });
      await page.goto('/faq');
      await waitForHydration(page);

      await ask(page, 'Do you offer consulting?');

      await expect(page.getByText('The Digital Advisor is not available right now')).toBeVisible();
      await expect(page.getByText('Loading the Digital Advisor')).toHaveCount(0);
      await expect(page.getByRole('searchbox', { name: 'Your question' })).toHaveValue('Do you offer consulting?');
      await expect(page.getByRole('region', { name: 'Advisor answers' })).toHaveCount(0);
      expect(warnings.some((text) => text.startsWith('The Digital Advisor could not be loaded:'))).toBe(true);
      await expectAccessible();
    });
  }
});
