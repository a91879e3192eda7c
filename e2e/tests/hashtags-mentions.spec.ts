import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expectCallsSucceed } from '../support/api';
import { befriendByApi, createPostByApi, registerVerifiedByApi } from '../support/member-api';
import { newMember } from '../support/members';
import { fullNameOf, notificationsUi } from '../support/members-ui';
import { homeFeed, openCreatePost, postWithText, signedInWindow } from '../support/posts-ui';
import { switchTheme } from '../support/theme';
import { expectPath, saveScreenshot } from '../support/ui';

const exact = { exact: true } as const;

test('a member opens a hashtag from a post and follows it, and mentions a friend by keyboard, who is told', async ({
  browser,
  request,
}) => {
  const memberA = newMember({ firstName: 'Hedy', lastName: 'Lamarr' });
  const memberB = newMember({ firstName: 'Radia', lastName: 'Perlman' });
  const memberC = newMember({ firstName: 'Barbara', lastName: 'Liskov' });
  const friendsPost = 'Soldering irons are warm, come by the lab #BuildNight';
  const strangersPost = 'Second table is free for anyone #buildnight';
  const mentionPost = 'Bring your robot tonight';

  const [a, b, c] = await Promise.all(
    [memberA, memberB, memberC].map((member) => registerVerifiedByApi(request, member)),
  );
  if (!a || !b || !c) throw new Error('members were not made');
  await befriendByApi(request, a, b);
  await createPostByApi(request, b, { text: friendsPost });

  const pageA = await signedInWindow(browser, memberA);

  await test.step('A opens #BuildNight from a friend’s post: its page, in both themes', async () => {
    const post = postWithText(homeFeed(pageA), friendsPost);
    await post.getByRole('link', { name: '#BuildNight', ...exact }).click();
    await expectPath(pageA, '/hashtags/buildnight');
    await expect(pageA.getByRole('heading', { level: 1, name: '#buildnight' })).toBeVisible();
    const tagged = pageA.getByRole('feed', { name: 'Posts with #buildnight', ...exact });
    await expect(tagged.getByRole('article')).toHaveCount(1);
    await expect(tagged).toContainText(friendsPost);
    await expect(pageA.getByText('1 post today', exact)).toBeVisible();
    await expectAccessible(pageA, 'hashtag page, dark');
    await switchTheme(pageA, 'light');
    await expect(pageA.getByRole('heading', { level: 1, name: '#buildnight' })).toBeVisible();
    await expectAccessible(pageA, 'hashtag page, light');
    await saveScreenshot(pageA, 'hashtag-page-light');
  });

  await test.step('A follows it: a stranger’s post with the tag joins A’s feed', async () => {
    const follow = pageA.getByRole('button', { name: 'Follow', ...exact });
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await expectCallsSucceed(pageA, ['followHashtag'], () => follow.click());
    await expect(pageA.getByRole('button', { name: 'Following', ...exact })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await createPostByApi(request, c, { text: strangersPost });
    await pageA.goto('/');
    await expect(postWithText(homeFeed(pageA), strangersPost)).toBeVisible();
  });

  await test.step('A mentions B in a new post by keyboard, through the combobox', async () => {
    const ui = await openCreatePost(pageA, memberA.firstName);
    await ui.text.pressSequentially(`${mentionPost} @rad`);
    await expect(ui.text).toHaveAttribute('aria-expanded', 'true');
    const options = pageA.getByRole('listbox', { name: 'Members to mention', ...exact });
    const friend = options.getByRole('option', { name: new RegExp(fullNameOf(memberB)) });
    await expect(friend).toBeVisible();
    await expect(options.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await expect(ui.text).toHaveAttribute(
      'aria-activedescendant',
      (await friend.getAttribute('id')) ?? '',
    );
    await expectAccessible(pageA, 'mention suggestions, light');
    await ui.text.press('ArrowDown');
    await ui.text.press('ArrowUp');
    await ui.text.press('Enter');
    await expect(ui.text).toHaveValue(`${mentionPost} @${b.username} `);
    await expect(ui.text).toHaveAttribute('aria-expanded', 'false');
    // Escape closes a list without closing the dialog.
    await ui.text.pressSequentially('@');
    await expect(ui.text).toHaveAttribute('aria-expanded', 'true');
    await ui.text.press('Escape');
    await expect(ui.text).toHaveAttribute('aria-expanded', 'false');
    await expect(ui.dialog).toBeVisible();
    await ui.text.press('Backspace');
    await expectCallsSucceed(pageA, ['createPost'], () => ui.post.click());
    await expect(ui.dialog).toBeHidden();
    const made = postWithText(homeFeed(pageA), mentionPost);
    await expect(made.getByRole('link', { name: `@${b.username}`, ...exact })).toHaveAttribute(
      'href',
      `/profile/${b.username}`,
    );
  });

  await test.step('B is told: "A mentioned you in a post", which opens it', async () => {
    const pageB = await signedInWindow(browser, memberB);
    const bell = notificationsUi(pageB);
    await bell.button.click();
    const sentence = `${fullNameOf(memberA)} mentioned you in a post`;
    const link = bell.list.getByRole('link', { name: new RegExp(`^${sentence}, `) });
    await expect(link).toBeVisible();
    await link.click();
    await expect(pageB).toHaveURL(/\/posts\/[0-9a-f-]{36}$/);
    // The home's feed stays on view until the post's page is drawn.
    await expect(pageB.getByRole('article')).toHaveCount(1);
    await expect(pageB.getByRole('article')).toContainText(mentionPost);
  });
});
