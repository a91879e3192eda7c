import { expect, test, type Page } from '@playwright/test';
import { callByApi } from '../support/api';
import { expectAccessible } from '../support/axe';
import {
  befriendByApi,
  createPostByApi,
  registerVerifiedByApi,
  type SignedUpMember,
} from '../support/member-api';
import { newMember } from '../support/members';
import { fullNameOf, openProfile, profileUi, searchUi } from '../support/members-ui';
import { homeFeed, postWithText, signedInWindow } from '../support/posts-ui';
import { switchTheme } from '../support/theme';
import { expectPath } from '../support/ui';

const exact = { exact: true } as const;
const THEMES = ['dark', 'light'] as const;

/** Runs `check` on the screen in both themes, then axe. */
const inBothThemes = async (page: Page, screen: string, check: () => Promise<void>) => {
  for (const theme of THEMES) {
    await switchTheme(page, theme);
    await check();
    await expectAccessible(page, `${screen} (${theme})`);
  }
};

/** Someone's profile answers as an unknown one: the page leads to one's own (SPEC.md §2). */
const expectProfileUnknown = async (page: Page, other: SignedUpMember, me: SignedUpMember) => {
  await page.goto(`/profile/${encodeURIComponent(other.username)}`);
  await expectPath(page, '/profile');
  await expect(profileUi(page).name).toHaveText(fullNameOf(me));
};

const expectPostUnknown = async (page: Page, postId: string) => {
  await page.goto(`/posts/${postId}`);
  await expect(page.getByText('This post does not exist.', exact)).toBeVisible();
};

const expectNotFoundBySearch = async (page: Page, term: string) => {
  const search = searchUi(page);
  await search.opener.click();
  await search.input.fill(term);
  await expect(search.panel.getByText(`No members match “${term}”.`, exact)).toBeVisible();
};

const closeSearch = async (page: Page) => {
  const search = searchUi(page);
  await search.close.click();
  await expect(search.panel).toBeHidden();
};

test('A blocks B from B’s profile; each vanishes for the other; A unblocks in settings', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const [amara, bruno, celia] = await Promise.all(
    [
      newMember({ firstName: 'Amara', lastName: 'Quillfeather' }),
      newMember({ firstName: 'Bruno', lastName: 'Vexleigh', gender: 'male' }),
      newMember({ firstName: 'Celia', lastName: 'Marchbank' }),
    ].map((member) => registerVerifiedByApi(request, member)),
  );
  if (!amara || !bruno || !celia) throw new Error('members were not registered');
  await befriendByApi(request, amara, bruno);
  await befriendByApi(request, amara, celia);
  await befriendByApi(request, bruno, celia);
  const amarasPost = await createPostByApi(request, amara, { text: 'Amara’s notes on campus' });
  const brunosPost = await createPostByApi(request, bruno, { text: 'Bruno’s first post' });
  const celiasPost = await createPostByApi(request, celia, { text: 'Celia’s study group' });
  await callByApi(request, 'comment', {
    token: amara.token,
    body: { postId: celiasPost._id, comment: 'Amara too', image: '' },
  });
  await callByApi(request, 'comment', {
    token: bruno.token,
    body: { postId: celiasPost._id, comment: 'Bruno will be there', image: '' },
  });

  const a = await signedInWindow(browser, amara);
  const b = await signedInWindow(browser, bruno);

  await test.step('before: A sees B’s post in the feed and B’s comment on their friend’s post', async () => {
    const feed = homeFeed(a);
    await expect(postWithText(feed, 'Bruno’s first post')).toBeVisible();
    // The feed shows a post's newest comment, and how many there are.
    const celias = postWithText(feed, 'Celia’s study group');
    await expect(celias).toContainText('Bruno will be there');
    await expect(celias).toContainText('2 comments');
  });

  await test.step('A opens B’s More menu: Block Bruno asks first and says what happens', async () => {
    await openProfile(a, bruno.username, fullNameOf(bruno));
    for (const theme of THEMES) {
      await switchTheme(a, theme);
      await a
        .getByRole('button', { name: `More options for ${fullNameOf(bruno)}`, ...exact })
        .click();
      await expectAccessible(a, `profile More menu (${theme})`);
      await a.getByRole('menuitem', { name: 'Block Bruno', ...exact }).click();
      const dialog = a.getByRole('dialog', { name: 'Block Bruno?', ...exact });
      await expect(dialog).toContainText(
        "Bruno won't be able to see your profile, posts or comments, find you in search, or message you. Your friendship and follows end. They won't be told.",
      );
      await expect(dialog.getByRole('button', { name: 'Cancel', ...exact })).toBeFocused();
      await expectAccessible(a, `block confirmation (${theme})`);
      if (theme === 'dark') await dialog.getByRole('button', { name: 'Cancel', ...exact }).click();
    }
    await a
      .getByRole('dialog', { name: 'Block Bruno?', ...exact })
      .getByRole('button', { name: 'Block', ...exact })
      .click();
    // B's profile now answers as unknown: the page leads to A's own.
    await expectPath(a, '/profile');
    await expect(profileUi(a).name).toHaveText(fullNameOf(amara));
  });

  await test.step('for A, B’s profile, post, comment and search result are gone', async () => {
    await inBothThemes(a, 'own profile after a blocked profile', () =>
      expectProfileUnknown(a, bruno, amara),
    );
    await inBothThemes(a, 'a blocked member’s post', () => expectPostUnknown(a, brunosPost._id));
    await a.goto('/');
    await inBothThemes(a, 'home feed without the blocked member', async () => {
      const feed = homeFeed(a);
      const celias = postWithText(feed, 'Celia’s study group');
      await expect(celias).toContainText('Amara too');
      await expect(celias).toContainText('1 comment');
      await expect(celias).not.toContainText('Bruno will be there');
      await expect(postWithText(feed, 'Bruno’s first post')).toHaveCount(0);
    });
    await inBothThemes(a, 'search without the blocked member', () =>
      expectNotFoundBySearch(a, 'Vexleigh'),
    );
    await closeSearch(a);
  });

  await test.step('for B, A’s profile, post, comment and search result are gone', async () => {
    await inBothThemes(b, 'own profile after the blocker’s profile', () =>
      expectProfileUnknown(b, amara, bruno),
    );
    await inBothThemes(b, 'the blocker’s post', () => expectPostUnknown(b, amarasPost._id));
    await b.goto('/');
    await inBothThemes(b, 'home feed without the blocker', async () => {
      const feed = homeFeed(b);
      const celias = postWithText(feed, 'Celia’s study group');
      await expect(celias).toContainText('Bruno will be there');
      await expect(celias).toContainText('1 comment');
      await expect(celias).not.toContainText('Amara too');
      await expect(postWithText(feed, 'Amara’s notes on campus')).toHaveCount(0);
    });
    await inBothThemes(b, 'search without the blocker', () =>
      expectNotFoundBySearch(b, 'Quillfeather'),
    );
    await closeSearch(b);
  });

  await test.step('A unblocks B in settings; B is visible again, but no longer a friend', async () => {
    await a.goto('/settings');
    const blocked = a.getByRole('region', { name: 'Blocked members', ...exact });
    const unblock = blocked.getByRole('button', { name: `Unblock ${fullNameOf(bruno)}`, ...exact });
    await inBothThemes(a, 'settings with a blocked member', async () => {
      await expect(blocked.getByRole('listitem')).toHaveText([`${fullNameOf(bruno)}Unblock`]);
      await expect(unblock).toBeVisible();
    });
    await unblock.click();
    await expect(blocked.getByRole('status')).toHaveText(`${fullNameOf(bruno)} is unblocked.`);
    await expect(blocked.getByText("You haven't blocked anyone.", exact)).toBeVisible();
    await expectAccessible(a, 'settings after unblocking');

    await openProfile(a, bruno.username, fullNameOf(bruno));
    await expect(profileUi(a).addFriend).toBeVisible();
    await expect(a.getByText('Bruno’s first post', exact)).toBeVisible();
  });

  await a.context().close();
  await b.context().close();
});
