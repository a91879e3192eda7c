import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { callByApi, expectCallsSucceed } from '../support/api';
import { befriendByApi, createPostByApi, registerVerifiedByApi } from '../support/member-api';
import { newMember } from '../support/members';
import { fullNameOf, notificationsUi } from '../support/members-ui';
import { postBy, postCard, signedInWindow } from '../support/posts-ui';
import { switchTheme } from '../support/theme';
import { expectPath, saveScreenshot } from '../support/ui';

const exact = { exact: true } as const;

/** A notification's link, by its sentence; the rest of its name is the time and "unread". */
const notificationLink = (scope: Page | ReturnType<Page['getByRole']>, sentence: string) =>
  scope.getByRole('link', { name: new RegExp(`^${sentence}, `) });

test('a reaction and a comment reach the author: the bell counts them, one opens the post, See all lists them', async ({
  browser,
  request,
}) => {
  const memberA = newMember({ firstName: 'Grace', lastName: 'Hopper' });
  const memberB = newMember({ firstName: 'Annie', lastName: 'Easley' });
  const nameB = fullNameOf(memberB);
  const postText = 'Compilers are for people, not just machines.';
  let postId = '';

  await test.step('B befriends A, then reacts to and comments on A’s post (through the API)', async () => {
    const a = await registerVerifiedByApi(request, memberA);
    const b = await registerVerifiedByApi(request, memberB);
    // B asks and A confirms: A's request notification is read once answered.
    await befriendByApi(request, b, a);
    postId = (await createPostByApi(request, a, { text: postText }))._id;
    await callByApi(request, 'reactPost', {
      token: b.token,
      body: { postId, react: 'love' },
    });
    await callByApi(request, 'comment', {
      token: b.token,
      body: { postId, comment: 'Hear, hear!', image: '' },
    });
  });

  const a = await signedInWindow(browser, memberA);
  const bell = notificationsUi(a);

  await test.step('A sees "Notifications, 2 unread" and opens the dropdown', async () => {
    await expect(bell.button).toHaveAccessibleName('Notifications, 2 unread');
    await expect(bell.button).toHaveAccessibleDescription('');
    await bell.button.click();
    await expect(bell.dropdown).toBeVisible();
    await expect(bell.requestsLink).toHaveText('No new requests');
    await expect(bell.list.getByRole('link')).toHaveCount(3);
    await expect(
      notificationLink(bell.list, `${nameB} commented on your post`),
    ).toHaveAccessibleName(/, unread$/);
    await expect(notificationLink(bell.list, `${nameB} reacted to your post`)).toHaveAccessibleName(
      /, unread$/,
    );
    await expect(
      notificationLink(bell.list, `${nameB} sent you a friend request`),
    ).not.toHaveAccessibleName(/unread/);
    await expect(notificationLink(bell.list, `${nameB} commented on your post`)).toHaveAttribute(
      'href',
      `/posts/${postId}`,
    );
    await expect(bell.seeAll).toHaveAttribute('href', '/notifications');
    await expectAccessible(a, 'notifications dropdown, dark');
    await saveScreenshot(a, 'notifications-dropdown-dark');

    await switchTheme(a, 'light');
    await expect(bell.button).toHaveAccessibleName('Notifications, 2 unread');
    await bell.button.click();
    await expect(bell.list.getByRole('link')).toHaveCount(3);
    await expectAccessible(a, 'notifications dropdown, light');
    await saveScreenshot(a, 'notifications-dropdown-light');
  });

  await test.step('A clicks the comment notification: the post opens and the count drops', async () => {
    await expectCallsSucceed(a, ['markNotificationRead'], () =>
      notificationLink(bell.list, `${nameB} commented on your post`).click(),
    );
    await expectPath(a, `/posts/${postId}`);
    await expect(bell.dropdown).toBeHidden();
    const post = postCard(postBy(a, memberA));
    await expect(post.article).toContainText(postText);
    await expect(post.comments).toContainText('Hear, hear!');
    await expect(post.summaryIcon('Love')).toBeVisible();
    await expect(bell.button).toHaveAccessibleName('Notifications, 1 unread');
    await expectAccessible(a, 'post page, light');
    await switchTheme(a, 'dark');
    await expect(post.article).toContainText(postText);
    await expectAccessible(a, 'post page, dark');
  });

  await test.step('See all opens /notifications; Mark all as read clears the count', async () => {
    await bell.button.click();
    await bell.seeAll.click();
    await expectPath(a, '/notifications');
    await expect(
      a.getByRole('heading', { level: 1, name: 'Notifications', ...exact }),
    ).toBeVisible();
    const all = a.getByRole('list', { name: 'All notifications', ...exact });
    await expect(all.getByRole('link')).toHaveCount(3);
    await expect(notificationLink(all, `${nameB} commented on your post`)).not.toHaveAccessibleName(
      /unread/,
    );
    await expect(notificationLink(all, `${nameB} reacted to your post`)).toHaveAccessibleName(
      /, unread$/,
    );
    await expectAccessible(a, 'notifications page, dark');
    await switchTheme(a, 'light');
    await expect(all.getByRole('link')).toHaveCount(3);
    await expectAccessible(a, 'notifications page, light');
    await saveScreenshot(a, 'notifications-page-light');

    await expectCallsSucceed(a, ['markAllNotificationsRead'], () =>
      a.getByRole('button', { name: 'Mark all as read', ...exact }).click(),
    );
    await expect(bell.button).toHaveAccessibleName('Notifications');
    await expect(all.getByRole('link', { name: /unread/ })).toHaveCount(0);
  });

  await test.step('An unknown post says so', async () => {
    await a.goto('/posts/01a20000-0000-7000-8000-000000000000');
    await expect(a.getByText('This post does not exist.', exact)).toBeVisible();
    await expect(a.getByRole('link', { name: 'Back to your feed', ...exact })).toHaveAttribute(
      'href',
      '/',
    );
    await expectAccessible(a, 'unknown post, light');
  });
});
