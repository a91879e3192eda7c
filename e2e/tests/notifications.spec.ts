import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { callByApi, expectCallsSucceed } from '../support/api';
import {
  befriendByApi,
  createPostByApi,
  moderatorByApi,
  registerVerifiedByApi,
} from '../support/member-api';
import { newMember } from '../support/members';
import { fullNameOf, notificationsUi } from '../support/members-ui';
import { postBy, postCard, signedInWindow } from '../support/posts-ui';
import { switchTheme } from '../support/theme';
import { expectPath, saveScreenshot } from '../support/ui';

const exact = { exact: true } as const;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A notification's link, by its sentence; the rest of its name is the time and "unread". */
const notificationLink = (scope: Page | ReturnType<Page['getByRole']>, sentence: string) =>
  scope.getByRole('link', { name: new RegExp(`^${escaped(sentence)}, `) });

/**
 * Every link of the list is named by what it shows, first (WCAG 2.5.3: speech input can say it):
 * its sentence, then its time.
 */
const expectLabelsInNames = async (list: ReturnType<Page['getByRole']>) => {
  for (const link of await list.getByRole('link').all()) {
    const shown = (await link.innerText())
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    await expect(link).toHaveAccessibleName(new RegExp(`^${shown.map(escaped).join(', ')}(, |$)`));
  }
};

/** Axe on the notifications, with the label-in-name rule that axe leaves off by default. */
const labelInName = { labelInName: true } as const;

test('every kind of notification reaches the member: the bell counts them, one opens the post, See all lists them', async ({
  browser,
  request,
}) => {
  const memberA = newMember({ firstName: 'Grace', lastName: 'Hopper' });
  const memberB = newMember({ firstName: 'Annie', lastName: 'Easley' });
  const memberC = newMember({ firstName: 'Theo', lastName: 'Marchetti' });
  const memberD = newMember({ firstName: 'Katherine', lastName: 'Johnson' });
  const nameB = fullNameOf(memberB);
  const postText = 'Compilers are for people, not just machines.';
  const removal = 'Advertising is not allowed on Quad.';
  let postId = '';
  /** What A has, newest first, and whether it is still unread. */
  const sentences = [
    [`A moderator removed your post: ${removal}`, true],
    [`${fullNameOf(memberD)} also commented on a post you commented on`, true],
    [`${fullNameOf(memberD)} started following you`, true],
    [`${fullNameOf(memberC)} accepted your friend request`, true],
    [`${nameB} commented on your post`, true],
    [`${nameB} reacted to your post`, true],
    [`${nameB} sent you a friend request`, false],
  ] as const;

  await test.step('A gets one notification of each kind (through the API)', async () => {
    const a = await registerVerifiedByApi(request, memberA);
    const b = await registerVerifiedByApi(request, memberB);
    const c = await registerVerifiedByApi(request, memberC);
    const d = await registerVerifiedByApi(request, memberD);
    const moderator = await moderatorByApi(request);
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
    // A asks C, who accepts.
    await befriendByApi(request, a, c);
    await callByApi(request, 'follow', { token: d.token, params: { id: a.id } });
    // A comments on C's post, then D does too.
    const postOfC = (await createPostByApi(request, c, { text: 'Lab open late tonight.' }))._id;
    for (const [member, comment] of [
      [a, 'See you there.'],
      [d, 'Me too!'],
    ] as const) {
      await callByApi(request, 'comment', {
        token: member.token,
        body: { postId: postOfC, comment, image: '' },
      });
    }
    const advert = (await createPostByApi(request, a, { text: 'Cheap essays!' }))._id;
    await callByApi(request, 'removeItem', {
      token: moderator.token,
      params: { kind: 'post', id: advert },
      body: { reason: removal },
    });
  });

  const a = await signedInWindow(browser, memberA);
  const bell = notificationsUi(a);

  await test.step('A sees "Notifications, 6 unread" and opens the dropdown: every kind, named by what it shows', async () => {
    await expect(bell.button).toHaveAccessibleName('Notifications, 6 unread');
    await expect(bell.button).toHaveAccessibleDescription('');
    await bell.button.click();
    await expect(bell.dropdown).toBeVisible();
    await expect(bell.requestsLink).toHaveText('No new requests');
    await expect(bell.list.getByRole('link')).toHaveCount(sentences.length);
    for (const [index, [sentence, unread]] of sentences.entries()) {
      await expect(bell.list.getByRole('link').nth(index)).toHaveAccessibleName(
        new RegExp(`^${escaped(sentence)}, (Just now|1 minute ago)${unread ? ', unread' : ''}$`),
      );
    }
    await expectLabelsInNames(bell.list);
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
    await expectAccessible(a, 'notifications dropdown, dark', labelInName);
    await saveScreenshot(a, 'notifications-dropdown-dark');

    await switchTheme(a, 'light');
    await expect(bell.button).toHaveAccessibleName('Notifications, 6 unread');
    await bell.button.click();
    await expect(bell.list.getByRole('link')).toHaveCount(sentences.length);
    await expectAccessible(a, 'notifications dropdown, light', labelInName);
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
    await expect(bell.button).toHaveAccessibleName('Notifications, 5 unread');
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
    await expect(all.getByRole('link')).toHaveCount(sentences.length);
    await expect(notificationLink(all, `${nameB} commented on your post`)).not.toHaveAccessibleName(
      /unread/,
    );
    await expect(notificationLink(all, `${nameB} reacted to your post`)).toHaveAccessibleName(
      /, unread$/,
    );
    await expectLabelsInNames(all);
    await expectAccessible(a, 'notifications page, dark', labelInName);
    await switchTheme(a, 'light');
    await expect(all.getByRole('link')).toHaveCount(sentences.length);
    await expectAccessible(a, 'notifications page, light', labelInName);
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
