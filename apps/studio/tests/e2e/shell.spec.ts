import { expect, test } from './harness/fixtures.ts';

test.describe('the shell', () => {
  test('shows the signed-in navigation with balance and plan, and the group selector', async ({
    page,
    signUp,
    expectAccessible,
  }) => {
    await signUp();
    const nav = page.getByRole('navigation', { name: 'Main' });
    // spec §2: two groups make a selector; a signed-in user on '/' sees the public group first.
    const groups = nav.getByRole('group', { name: 'Navigation group' });
    await groups.getByRole('button', { name: 'My Studio' }).click();
    await expect(nav.getByRole('link', { name: 'My Tasks' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Profile | Free' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Billing | 25 credits' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Tasks in Process' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'My Assets' })).toBeVisible();
    // Creator Studio shows to every plan: lower plans see what it is and Upgrade (issue 30); the
    // AI Store is open to every signed-in user (issue 26).
    await expect(nav.getByRole('link', { name: 'Creator Studio' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'AI Store' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expectAccessible();

    await nav.getByRole('link', { name: 'Billing | 25 credits' }).click();
    await expect(page.getByRole('heading', { name: 'Billing Information' })).toBeVisible();
    await expect(page.getByText('25 credits', { exact: true })).toBeVisible();
    await expectAccessible();
  });

  test.describe('on a 1280 px screen', () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('the pricing page shows the five plans on one row', async ({ page, hydrated, expectAccessible }) => {
      await page.goto('/pricing');
      await hydrated();
      const plans = page.getByRole('list', { name: 'Plans' }).locator(':scope > li');
      await expect(plans).toHaveCount(5);
      // Issue 25: four columns left Enterprise alone on a second row.
      const tops = await plans.evaluateAll((items) =>
        items.map((item) => Math.round(item.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size, `the cards' tops: ${tops.join(', ')}`).toBe(1);
      await expectAccessible();
    });
  });

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('keeps the header on one line, and the drawer closes after choosing an item', async ({
      page,
      hydrated,
      signUp,
      expectAccessible,
    }) => {
      await page.goto('/');
      await hydrated();
      const header = page.getByRole('banner');
      expect((await header.boundingBox())?.height).toBe(60);
      for (const name of ['Sign Up', 'Login']) {
        const box = await header.getByRole('link', { name }).boundingBox();
        expect(box && box.x + box.width).toBeLessThanOrEqual(375);
        expect(box && box.y + box.height).toBeLessThanOrEqual(60);
      }
      const logo = await header.getByRole('link', { name: 'Taskwell Studio, home' }).boundingBox();
      expect(logo?.height).toBeLessThan(40);

      await signUp();
      expect((await header.boundingBox())?.height).toBe(60);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav).toBeHidden();
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await expect(nav).toBeVisible();
      await expectAccessible();
      await nav.getByRole('button', { name: 'My Studio' }).click();
      // Choosing the group keeps the drawer open; choosing an item closes it.
      await expect(nav).toBeVisible();
      await nav.getByRole('link', { name: 'Profile | Free' }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(nav).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveAttribute('aria-expanded', 'false');
      await expectAccessible();
    });
  });
});
