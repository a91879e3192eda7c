/**
 * Live updates (issue 10 §2) with two members in two browser contexts: what one does reaches the
 * other's open page without a reload.
 */
import { expect, test, type Page } from '@playwright/test';
import { callByApi } from '../support/api';
import { expectAccessible } from '../support/axe';
import { befriendByApi, createPostByApi, registerVerifiedByApi } from '../support/member-api';
import { newMember } from '../support/members';
import { homeFeed, postWithText, signedInWindow } from '../support/posts-ui';
import { switchTheme } from '../support/theme';

const exact = { exact: true } as const;

const newPostsButton = (page: Page) => page.getByRole('button', { name: 'New posts', ...exact });

/** The live stream is open once its first event can have arrived: the ticket was redeemed. */
const waitForLiveStream = (page: Page) =>
  page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v1/live' && response.ok(),
  );

test('a friend’s post, a comment and a friend request reach an open page without a reload', async ({
  browser,
  request,
}) => {
  const ada = await registerVerifiedByApi(
    request,
    newMember({ firstName: 'Ada', lastName: 'Byron', gender: 'female' }),
  );
  const omar = await registerVerifiedByApi(
    request,
    newMember({ firstName: 'Omar', lastName: 'Diaz', gender: 'male' }),
  );
  const nia = await registerVerifiedByApi(
    request,
    newMember({ firstName: 'Nia', lastName: 'Nguyen', gender: 'female' }),
  );
  await befriendByApi(request, omar, ada);
  const adaPost = await createPostByApi(request, ada, { text: 'Anyone at the library tonight?' });

  const a = await signedInWindow(browser, ada);
  const b = await signedInWindow(browser, omar);
  await expect(postWithText(homeFeed(a), 'Anyone at the library tonight?')).toBeVisible();

  for (const theme of ['dark', 'light'] as const) {
    await test.step(`B posts: A's feed offers "New posts", and a click shows it (${theme})`, async () => {
      const streamOpen = waitForLiveStream(a);
      await switchTheme(a, theme);
      await streamOpen;
      await expect(homeFeed(a)).toBeVisible();
      const text = `Study group at six, ${theme} edition`;
      await createPostByApi(request, omar, { text });

      await expect(newPostsButton(a)).toBeVisible();
      // Nothing moved under the reader's eyes.
      await expect(postWithText(homeFeed(a), text)).toHaveCount(0);
      await expectAccessible(a, `home feed with "New posts", ${theme}`);

      await newPostsButton(a).focus();
      await a.keyboard.press('Enter');
      await expect(postWithText(homeFeed(a), text)).toBeVisible();
      await expect(newPostsButton(a)).toHaveCount(0);
      await expect(a.getByRole('heading', { name: 'Home feed', ...exact })).toBeFocused();
      // The author's own page was not told of it.
      await expect(newPostsButton(b)).toHaveCount(0);
    });
  }

  await test.step('B comments on A’s post and Nia asks A to be friends: A’s bell lights up live', async () => {
    const bell = a.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications');
    await callByApi(request, 'comment', {
      token: omar.token,
      body: { postId: adaPost._id, comment: 'I will be there!', image: '' },
    });
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await callByApi(request, 'addFriend', { token: nia.token, params: { id: ada.id } });
    await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
    // The spec's friend-request dot comes with it.
    await expect(bell).toHaveAccessibleDescription('New friend requests');
  });

  await a.context().close();
  await b.context().close();
});
