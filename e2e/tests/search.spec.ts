import { expect, test } from '@playwright/test';
import { createGroupByApi } from '../support/groups-ui';
import { createPostByApi, registerVerifiedByApi } from '../support/member-api';
import { newMember } from '../support/members';
import { postWithText, signedInWindow } from '../support/posts-ui';
import { screenChecks } from '../support/screen-checks';
import { expectPath } from '../support/ui';

const exact = { exact: true } as const;

const { checkBothThemes } = screenChecks('search');

test('a member finds a post by a stemmed word from the header’s box; a non-member of a private group finds nothing of it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const sale = 'Selling my CHEM 201 textbooks, barely used. <b>Cheap</b>';
  const secret = 'The knights tournament bracket is up';
  const ada = await registerVerifiedByApi(
    request,
    newMember({ firstName: 'Adaline', lastName: 'Finder' }),
  );
  const ben = await registerVerifiedByApi(
    request,
    newMember({ firstName: 'Benedict', lastName: 'Seller' }),
  );
  const group = await createGroupByApi(request, ada, 'Midnight chess circle', 'private');
  await createPostByApi(request, ben, { text: sale });
  await createPostByApi(request, ada, { text: secret, group: group._id });

  // Enter in the header's box opens the search page; the stemmed word is marked.
  const page = await signedInWindow(browser, ada);
  await page.getByRole('button', { name: 'Search Quad', ...exact }).click();
  const box = page.getByRole('searchbox', { name: 'Search Quad', ...exact });
  await box.fill('textbook');
  await box.press('Enter');
  await expectPath(page, '/search');
  expect(new URL(page.url()).searchParams.get('q')).toBe('textbook');
  const posts = page.getByRole('region', { name: 'Posts', ...exact });
  const found = postWithText(posts, 'Selling my CHEM 201');
  await expect(found.locator('mark')).toHaveText(['textbooks']);
  // The post's markup is text.
  await expect(found.getByText(sale, exact)).toBeVisible();

  // The Posts tab keeps the query and the tab in the address; a reload shows the same.
  await page.getByRole('tab', { name: 'Posts', ...exact }).click();
  await expect(page).toHaveURL(/\/search\?q=textbook&type=posts$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Posts', ...exact })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const tabResult = postWithText(page, 'Selling my CHEM 201');
  await checkBothThemes(page, 'posts tab', tabResult.locator('mark'));

  // The group's member finds its post; the page in both themes with every kind.
  await page.goto('/search?q=tournament');
  await checkBothThemes(page, 'all', postWithText(page, secret).locator('mark'));

  // A member who is not in the private group finds nothing of it, in any tab.
  const other = await signedInWindow(browser, ben);
  await other.goto('/search?q=tournament');
  await expect(other.getByText('No results for “tournament”.', exact)).toBeVisible();
  await other.goto('/search?q=knights%20bracket&type=posts');
  await expect(other.getByText('No posts found for “knights bracket”.', exact)).toBeVisible();
  await expect(other.getByText(secret)).toHaveCount(0);
  await other.goto('/search?q=chess&type=groups');
  await expect(other.getByRole('link', { name: 'Midnight chess circle', ...exact })).toBeVisible();
});
