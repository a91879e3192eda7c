import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectCallsSucceed } from '../support/api';
import { expectAccessible } from '../support/axe';
import { photo } from '../support/images';
import { befriendByApi, createPostByApi, registerVerifiedByApi } from '../support/member-api';
import { newMember } from '../support/members';
import { fullNameOf, openProfile } from '../support/members-ui';
import {
  expectImagesLoaded,
  homeFeed,
  openCreatePost,
  postCard,
  postsIn,
  postWithText,
  signedInWindow,
} from '../support/posts-ui';
import { switchTheme } from '../support/theme';
import { expectPath, saveScreenshot, waitForApp } from '../support/ui';
import { serverUrlStarting } from '../support/urls';

const exact = { exact: true } as const;
/** Where the server keeps a member's post and comment images. */
const postImageUrl = (member: { id: string }) =>
  serverUrlStarting(`/media/${member.id}/post_images/`);

/** The background image painted behind `element` (its own or the nearest ancestor's). */
const backgroundBehind = (element: Locator) =>
  element.evaluate((start) => {
    for (let node: Element | null = start; node; node = node.parentElement) {
      const image = getComputedStyle(node).backgroundImage;
      if (image && image !== 'none') return image;
    }
    return 'none';
  });

const expectFirstPost = (page: Page, text: string) =>
  expect(postsIn(homeFeed(page)).first()).toContainText(text);

test('friends post, react, comment with a photo, save, edit and delete; feed and profile screenshots', async ({
  browser,
  request,
}) => {
  const author = await registerVerifiedByApi(
    request,
    newMember({ firstName: 'Grace', lastName: 'Hopper', gender: 'female' }),
  );
  const reader = await registerVerifiedByApi(
    request,
    newMember({ firstName: 'Alan', lastName: 'Kay', gender: 'male' }),
  );
  await befriendByApi(request, author, reader);
  const [authorName, readerName] = [fullNameOf(author), fullNameOf(reader)];
  const a = await signedInWindow(browser, author);
  const b = await signedInWindow(browser, reader);

  const texts = {
    plain: 'Compilers are just programs that write programs.',
    background: 'Ship it before the bug reports arrive.',
    photos: 'Three views of the harbour at dusk',
    edited: 'Compilers are programs that write programs, and they should be kind.',
    comment: 'The middle one is my favourite!',
  };
  const photos = [
    photo('harbour-1.png', 20),
    photo('harbour-2.png', 140),
    photo('harbour-3.png', 260),
  ];

  await test.step('A posts text from the Create Post dialog; it comes first in the feed', async () => {
    await expect(a.getByText('No posts yet: add friends or share something')).toBeVisible();
    const dialog = await openCreatePost(a, author.firstName);
    await expect(dialog.text).toHaveAttribute('maxlength', '2500');
    await expect(dialog.text).toHaveAccessibleDescription('2500 characters remaining');
    await expect(dialog.dialog.getByText(authorName, exact)).toBeVisible();
    await expectAccessible(a, 'Create Post dialog');
    await dialog.text.fill(texts.plain);
    await expect(dialog.text).toHaveAccessibleDescription(
      `${2500 - texts.plain.length} characters remaining`,
    );
    // Escape with a draft asks first; Cancel goes back to it.
    await a.keyboard.press('Escape');
    const discard = a.getByRole('dialog', { name: 'Discard post?', ...exact });
    await expect(discard.getByRole('button', { name: 'Cancel', ...exact })).toBeFocused();
    await discard.getByRole('button', { name: 'Cancel', ...exact }).click();
    await expect(discard).toBeHidden();
    await expect(dialog.text).toHaveValue(texts.plain);
    await expectCallsSucceed(a, ['createPost'], () => dialog.post.click());
    await expect(dialog.dialog).toBeHidden();
    await expect(dialog.opener).toBeFocused();
    await expectFirstPost(a, texts.plain);
    const first = postsIn(homeFeed(a)).first();
    await expect(first).toHaveAccessibleName(`Post by ${authorName}`);
    await expect(first.getByRole('link', { name: authorName, ...exact })).toHaveAttribute(
      'href',
      `/profile/${author.username}`,
    );
    await expect(first.getByText('Just now')).toBeVisible();
    await expect(first.getByText('Public', exact)).toBeVisible();
  });

  await test.step('A posts text on background 4', async () => {
    const dialog = await openCreatePost(a, author.firstName);
    await dialog.text.fill(texts.background);
    await expect(dialog.background(4)).not.toBeChecked();
    await dialog.background(4).check({ force: true });
    await expect(dialog.background(4)).toBeChecked();
    expect(await backgroundBehind(dialog.text)).toContain('/backgrounds/4.svg');
    await expectAccessible(a, 'Create Post dialog with a background');
    await expectCallsSucceed(a, ['createPost'], () => dialog.post.click());
    await expect(dialog.dialog).toBeHidden();
    await expectFirstPost(a, texts.background);
    const first = postsIn(homeFeed(a)).first();
    expect(await backgroundBehind(first.getByText(texts.background))).toContain(
      '/backgrounds/4.svg',
    );
  });

  await test.step('A posts three photos; the previews show and the backgrounds step aside', async () => {
    const dialog = await openCreatePost(a, author.firstName);
    await dialog.text.fill(texts.photos);
    await dialog.photoInput.setInputFiles(photos);
    await expect(dialog.previews.getByRole('img')).toHaveCount(3);
    for (const file of photos) {
      await expect(dialog.previews.getByRole('img', { name: file.name, ...exact })).toBeVisible();
      await expect(
        dialog.dialog.getByRole('button', { name: `Remove ${file.name}`, ...exact }),
      ).toBeVisible();
    }
    await expect(dialog.backgrounds).toHaveCount(0);
    await expectImagesLoaded(dialog.previews.getByRole('img'));
    await expectAccessible(a, 'Create Post dialog with photos');
    await expectCallsSucceed(a, ['uploadImages', 'createPost'], () => dialog.post.click());
    await expect(dialog.dialog).toBeHidden();
    await expectFirstPost(a, texts.photos);
    const first = postsIn(homeFeed(a)).first();
    const images = postCard(first).photos;
    await expect(images).toHaveCount(3);
    for (let i = 1; i <= 3; i += 1) {
      const image = first.getByRole('img', {
        name: `Attachment ${i} of 3 from ${authorName}`,
        ...exact,
      });
      await expect(image).toHaveAttribute('src', postImageUrl(author));
    }
    await expectImagesLoaded(images);
    await expect(postsIn(homeFeed(a))).toHaveCount(3);
  });

  const feedB = homeFeed(b);
  await test.step('B sees the three posts, newest first', async () => {
    await b.reload();
    await expect(postsIn(feedB)).toHaveCount(3);
    await expect(postsIn(feedB).nth(0)).toContainText(texts.photos);
    await expect(postsIn(feedB).nth(1)).toContainText(texts.background);
    await expect(postsIn(feedB).nth(2)).toContainText(texts.plain);
    for (const article of await postsIn(feedB).all()) {
      await expect(article).toHaveAccessibleName(`Post by ${authorName}`);
    }
    await expect(postsIn(feedB).nth(2)).toHaveAttribute('aria-posinset', '3');
    await expectImagesLoaded(postCard(postsIn(feedB).first()).photos);
    await expectAccessible(b, 'home feed');
  });

  await test.step('B likes the text post, then changes to Love in the popup after a hover', async () => {
    const card = postCard(postWithText(feedB, texts.plain));
    await expect(card.reaction).toHaveAccessibleName('Like');
    await expect(card.reaction).toHaveAttribute('aria-pressed', 'false');
    await expectCallsSucceed(b, ['reactPost'], () => card.reaction.click());
    await expect(card.reaction).toHaveAttribute('aria-pressed', 'true');
    await expect(card.summaryIcon('Like')).toBeVisible();
    await expect(card.article.getByText('1 reaction', exact)).toHaveCount(1);

    const hoveredAt = Date.now();
    await card.reaction.hover();
    await expect(card.reactionsToolbar).toBeVisible();
    expect(Date.now() - hoveredAt, 'the popup waits 500 ms of hover').toBeGreaterThanOrEqual(490);
    for (const name of ['Like', 'Love', 'Haha', 'Wow', 'Sad', 'Angry']) {
      await expect(card.reactionsToolbar.getByRole('button', { name, ...exact })).toBeVisible();
    }
    await expect(
      card.reactionsToolbar.getByRole('button', { name: 'Like', ...exact }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(b, 'reaction popup');
    await expectCallsSucceed(b, ['reactPost'], () =>
      card.reactionsToolbar.getByRole('button', { name: 'Love', ...exact }).click(),
    );
    await b.mouse.move(0, 0);
    await expect(card.reactionsToolbar).toBeHidden();
    await expect(card.reaction).toHaveAccessibleName('Love');
    await expect(card.reaction).toHaveAttribute('aria-pressed', 'true');
    await expect(card.summaryIcon('Love')).toBeVisible();
    await expect(card.summaryIcon('Like')).toHaveCount(0);
    await expect(card.article.getByText('1 reaction', exact)).toHaveCount(1);
  });

  await test.step('B changes the reaction to Haha with the keyboard; the server kept it', async () => {
    const card = postCard(postWithText(feedB, texts.plain));
    await card.reaction.focus();
    await b.keyboard.press('ArrowUp');
    await expect(card.reactionsToolbar).toBeVisible();
    await expect(
      card.reactionsToolbar.getByRole('button', { name: 'Love', ...exact }),
    ).toBeFocused();
    await b.keyboard.press('ArrowRight');
    const haha = card.reactionsToolbar.getByRole('button', { name: 'Haha', ...exact });
    await expect(haha).toBeFocused();
    await expectCallsSucceed(b, ['reactPost'], () => b.keyboard.press('Enter'));
    await expect(card.reactionsToolbar).toBeHidden();
    await expect(card.reaction).toBeFocused();
    await expect(card.reaction).toHaveAccessibleName('Haha');
    await b.reload();
    await expect(card.reaction).toHaveAccessibleName('Haha');
    await expect(card.reaction).toHaveAttribute('aria-pressed', 'true');
    await expect(card.summaryIcon('Haha')).toBeVisible();
    await expect(card.summaryIcon('Love')).toHaveCount(0);
    await expect(card.article.getByText('1 reaction', exact)).toHaveCount(1);
  });

  await test.step('B comments on the photo post with a photo; Enter sends it', async () => {
    const card = postCard(postWithText(feedB, texts.photos));
    await card.comment.click();
    await expect(card.commentInput).toBeFocused();
    await expect(card.commentInput).toHaveAttribute('placeholder', 'Write a comment...');
    await card.commentInput.fill(texts.comment);
    await card.commentPhotoInput.setInputFiles(photo('sunset-comment.png', 35, 320, 240));
    await expect(
      card.article.getByRole('img', { name: 'Attachment for your comment' }),
    ).toBeVisible();
    await expectCallsSucceed(b, ['uploadImages', 'comment'], () =>
      card.commentInput.press('Enter'),
    );
    const comment = card.comments.getByRole('listitem').first();
    await expect(comment).toContainText(readerName);
    await expect(comment).toContainText(texts.comment);
    const image = comment.getByRole('img', {
      name: `Attached to ${readerName}'s comment`,
      ...exact,
    });
    await expect(image).toHaveAttribute('src', postImageUrl(reader));
    await expectImagesLoaded(image);
    await expect(comment.getByRole('button', { name: 'Delete comment', ...exact })).toBeVisible();
    await expect(card.article.getByText('1 comment', exact)).toBeVisible();
    await expect(card.commentInput).toHaveValue('');
    await expect(
      card.article.getByRole('img', { name: 'Attachment for your comment' }),
    ).toHaveCount(0);
  });

  await test.step('B saves the photo post from the post menu and finds it on /saved', async () => {
    const card = postCard(postWithText(feedB, texts.photos));
    await expect(card.options).toHaveAttribute('aria-haspopup', 'menu');
    await card.options.click();
    await expect(card.menu.getByRole('menuitem')).toHaveText([
      'Save Post',
      'Download',
      'Report post',
    ]);
    await expectAccessible(b, 'post menu');
    await expectCallsSucceed(b, ['savePost'], () =>
      card.menu.getByRole('menuitem', { name: 'Save Post' }).click(),
    );
    await expect(card.menu).toBeHidden();
    await card.options.click();
    await expect(card.menu.getByRole('menuitem')).toHaveText([
      'Unsave Post',
      'Download',
      'Report post',
    ]);
    await b.keyboard.press('Escape');
    await expect(card.menu).toBeHidden();
    await expect(card.options).toBeFocused();

    await b
      .getByRole('navigation', { name: 'Shortcuts' })
      .getByRole('link', { name: 'Saved posts', ...exact })
      .click();
    await expectPath(b, '/saved');
    await expect(b.getByRole('heading', { level: 1, name: 'Saved posts' })).toBeVisible();
    const saved = b.getByRole('feed', { name: 'Saved posts', ...exact });
    await expect(postsIn(saved)).toHaveCount(1);
    await expect(postsIn(saved).first()).toContainText(texts.photos);
    await expect(postsIn(saved).first()).toContainText(texts.comment);
    await expectImagesLoaded(postCard(postsIn(saved).first()).photos);
    await expectAccessible(b, 'saved posts page');
  });

  await test.step('feed screenshots in dark and light', async () => {
    await b.goto('/');
    await expect(postsIn(feedB)).toHaveCount(3);
    await expectImagesLoaded(b.locator('main img'));
    await saveScreenshot(b, 'feed-dark');
    await switchTheme(b, 'light');
    await expect(postsIn(feedB)).toHaveCount(3);
    await expectImagesLoaded(b.locator('main img'));
    await expectAccessible(b, 'home feed, light');
    await saveScreenshot(b, 'feed-light');
  });

  await test.step('A sees the reaction and the comment, and edits the text post: Cancel, then Save', async () => {
    await a.reload();
    const plain = postCard(postWithText(homeFeed(a), texts.plain));
    await expect(plain.summaryIcon('Haha')).toBeVisible();
    await expect(plain.reaction).toHaveAccessibleName('Like');
    await expect(plain.reaction).toHaveAttribute('aria-pressed', 'false');
    await expectCallsSucceed(a, ['reactPost'], () => plain.reaction.click());
    await expect(plain.reaction).toHaveAttribute('aria-pressed', 'true');
    await expect(plain.summaryIcon('Like')).toBeVisible();
    await expect(plain.summaryIcon('Haha')).toBeVisible();
    await expect(plain.article.getByText('2 reactions', exact)).toHaveCount(1);
    const photoPost = postCard(postWithText(homeFeed(a), texts.photos));
    await expect(photoPost.comments).toContainText(texts.comment);
    await expect(
      photoPost.comments.getByRole('button', { name: 'Delete comment', ...exact }),
    ).toBeVisible();

    // The text changes during the edit: follow the article by its place in the feed.
    const card = postCard(postsIn(homeFeed(a)).nth(2));
    await expect(card.article).toContainText(texts.plain);
    await card.options.click();
    await expect(card.menu.getByRole('menuitem')).toHaveText([
      'Edit Post',
      'Save Post',
      'Move to trash',
    ]);
    await card.menu.getByRole('menuitem', { name: 'Edit Post' }).click();
    const form = card.article.getByRole('form', { name: 'Edit post' });
    const textbox = form.getByRole('textbox', { name: 'Post text' });
    await expect(textbox).toBeFocused();
    await expect(textbox).toHaveValue(texts.plain);
    await textbox.fill('Not this');
    await form.getByRole('button', { name: 'Cancel', ...exact }).click();
    await expect(form).toHaveCount(0);
    await expect(card.article).toContainText(texts.plain);
    await expect(card.options).toBeFocused();

    await card.options.click();
    await card.menu.getByRole('menuitem', { name: 'Edit Post' }).click();
    await expect(textbox).toHaveValue(texts.plain);
    await textbox.fill(texts.edited);
    await expect(textbox).toHaveAccessibleDescription(
      `${2500 - texts.edited.length} characters remaining`,
    );
    await expectAccessible(a, 'inline post editor');
    await expectCallsSucceed(a, ['updateText'], () =>
      form.getByRole('button', { name: 'Save', ...exact }).click(),
    );
    await expect(form).toHaveCount(0);
    await expect(card.article).toContainText(texts.edited);
    await expect(card.options).toBeFocused();
    await a.reload();
    await expect(postsIn(homeFeed(a)).nth(2)).toContainText(texts.edited);
  });

  await test.step('A moves the background post to the trash', async () => {
    const card = postCard(postWithText(homeFeed(a), texts.background));
    await card.options.click();
    await card.menu.getByRole('menuitem', { name: 'Move to trash' }).click();
    const confirm = a.getByRole('dialog', { name: 'Move to trash?', ...exact });
    await expect(confirm.getByRole('button', { name: 'Cancel', ...exact })).toBeFocused();
    await expectAccessible(a, 'Move to trash dialog');
    await expectCallsSucceed(a, ['deletePost'], () =>
      confirm.getByRole('button', { name: 'Move to trash', ...exact }).click(),
    );
    await expect(confirm).toBeHidden();
    await expect(card.article).toHaveCount(0);
    await expect(postsIn(homeFeed(a))).toHaveCount(2);
    // The menu button went with the post: the focus is on the next post's.
    await expect(postCard(postWithText(homeFeed(a), texts.edited)).options).toBeFocused();
  });

  await test.step('B no longer sees the deleted post after a reload, and reads the edited text', async () => {
    await b.reload();
    await expect(postsIn(feedB)).toHaveCount(2);
    await expect(postWithText(feedB, texts.background)).toHaveCount(0);
    await expect(postsIn(feedB).nth(1)).toContainText(texts.edited);
    await expect(postsIn(feedB).nth(1).getByText(texts.plain, exact)).toHaveCount(0);
  });

  await test.step('B opens A’s profile: posts and recent photos; light and dark screenshots', async () => {
    await openProfile(b, author.username, authorName);
    const posts = b.getByRole('region', { name: 'Posts', ...exact });
    await expect(postsIn(posts)).toHaveCount(2);
    await expect(postsIn(posts).first()).toContainText(texts.photos);
    await expect(postsIn(posts).nth(1)).toContainText(texts.edited);
    const recent = b.getByRole('region', { name: 'Recent Photos', ...exact });
    await expect(recent.getByRole('img', { name: /^Attachment \d from / })).toHaveCount(3);
    await expectImagesLoaded(b.locator('main img'));
    await expectAccessible(b, 'profile with posts, light');
    await saveScreenshot(b, 'profile-posts-light');
    await switchTheme(b, 'dark');
    await expect(postsIn(posts)).toHaveCount(2);
    await expectImagesLoaded(b.locator('main img'));
    await expectAccessible(b, 'profile with posts, dark');
    await saveScreenshot(b, 'profile-posts-dark');
  });

  await test.step('A’s own profile has the create-post box with Life Stuff above the posts', async () => {
    await a.goto('/profile');
    const box = a.getByRole('region', { name: 'Create post', ...exact });
    await expect(box.getByRole('button', { name: 'Life Stuff', ...exact })).toBeVisible();
    const posts = a.getByRole('region', { name: 'Posts', ...exact });
    await expect(postsIn(posts)).toHaveCount(2);
  });

  for (const page of [a, b]) await page.context().close();
});

test('the feed loads the next page on scroll, and with Load more posts by keyboard', async ({
  browser,
  request,
}) => {
  const member = await registerVerifiedByApi(
    request,
    newMember({ firstName: 'Barbara', lastName: 'Liskov' }),
  );
  // Created oldest first, so the feed starts at "Campus note 21".
  for (let n = 1; n <= 21; n += 1) {
    await createPostByApi(request, member, { text: `Campus note ${n}` });
  }
  const loadMore = (page: Page) => page.getByRole('button', { name: 'Load more posts', ...exact });
  const caughtUp = (page: Page) => page.getByText("You're all caught up.", exact);

  await test.step('scrolling to the end brings the eleventh post, then the last page', async () => {
    const page = await signedInWindow(browser, member);
    const posts = postsIn(homeFeed(page));
    await expect(posts).toHaveCount(10);
    await expect(posts.first()).toContainText('Campus note 21');
    await expect(posts.last()).toContainText('Campus note 12');
    await expect(posts.first()).toHaveAttribute('aria-setsize', '-1');
    await expect(page.getByText('Campus note 11', exact)).toHaveCount(0);

    await expectCallsSucceed(page, ['getAllPosts'], () => posts.last().scrollIntoViewIfNeeded());
    await expect(posts).toHaveCount(20);
    await expect(posts.nth(10)).toContainText('Campus note 11');
    await expect(posts.nth(10)).toHaveAttribute('aria-posinset', '11');

    await expectCallsSucceed(page, ['getAllPosts'], () => posts.last().scrollIntoViewIfNeeded());
    await expect(posts).toHaveCount(21);
    await expect(posts.last()).toContainText('Campus note 1');
    await expect(posts.first()).toHaveAttribute('aria-setsize', '21');
    await expect(caughtUp(page)).toBeVisible();
    await expect(loadMore(page)).toHaveCount(0);
    await page.context().close();
  });

  await test.step('without IntersectionObserver, Load more posts pages by keyboard and keeps the focus', async () => {
    const page = await signedInWindow(browser, member);
    await page.addInitScript(() => {
      // A browser without IntersectionObserver: only the button can load the next page.
      Reflect.deleteProperty(window, 'IntersectionObserver');
    });
    await page.reload();
    const posts = postsIn(homeFeed(page));
    await expect(posts).toHaveCount(10);
    // The server draws the button; only the app, once running, answers it.
    await waitForApp(page);
    await loadMore(page).focus();
    await expectCallsSucceed(page, ['getAllPosts'], () => page.keyboard.press('Enter'));
    await expect(posts).toHaveCount(20);
    await expect(posts.nth(10)).toContainText('Campus note 11');
    // Still on the button, not thrown back to the top of the page.
    await expect(loadMore(page)).toBeFocused();
    await expectCallsSucceed(page, ['getAllPosts'], () => page.keyboard.press('Enter'));
    await expect(posts).toHaveCount(21);
    // The button goes with the last page; the focus goes to the end of the list.
    await expect(caughtUp(page)).toBeFocused();
    await page.context().close();
  });
});
