import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { saveScreenshot } from '../support/ui';

test('the API reference at /api/docs shows every call, by keyboard and under the Content-Security-Policy', async ({
  page,
}) => {
  // The page holds every call of the API: axe's walk of it alone takes a minute on a busy machine.
  test.slow();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/api/docs');
  await expect(page).toHaveTitle('Quad API reference');
  await expect(page.getByRole('heading', { level: 1, name: 'Quad API reference' })).toBeVisible();

  await test.step('the contents lead to a call, its body, answers and example', async () => {
    await page
      .getByRole('navigation', { name: 'Calls' })
      .getByRole('link', { name: 'login', exact: true })
      .click();
    const login = page.getByRole('article', { name: /POST \/api\/v1\/user\/login/ });
    await expect(login).toBeInViewport();
    await expect(login.getByRole('heading', { name: 'Request body' })).toBeVisible();
    await expect(login.getByText('No token.')).toBeVisible();
    const example = login.locator('summary', { hasText: 'Example' }).first();
    await example.focus();
    await page.keyboard.press('Enter');
    await expect(login.getByText('"email": "ana.silva@coastal.edu"')).toBeVisible();
  });

  await test.step('a named schema is one link away', async () => {
    const feed = page.getByRole('article', { name: /GET \/api\/v1\/post\/getAllPosts/ });
    await expect(feed.getByText('Header Link:')).toBeVisible();
    await feed.getByRole('link', { name: 'PostList' }).first().click();
    await expect(page.getByRole('heading', { name: 'PostList', exact: true })).toBeInViewport();
  });

  await saveScreenshot(page, 'api-reference');
  await expectAccessible(page, 'API reference');
  expect(errors, 'console errors (e.g. something blocked by the CSP)').toEqual([]);
});
