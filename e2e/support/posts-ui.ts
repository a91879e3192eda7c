/** Locators and steps of the posts screens, by the accessible names of notes/ui-contract.md. */
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import type { Member } from './members';
import { fullNameOf, newMemberPage } from './members-ui';
import { expectSignedIn, logIn } from './ui';

const exact = { exact: true } as const;

const REACTION_NAME = /^(Like|Love|Haha|Wow|Sad|Angry)$/;

/** A window of the member's own, signed in on the home page. */
export const signedInWindow = async (browser: Browser, member: Member) => {
  const page = await newMemberPage(browser);
  await page.goto('/login');
  await logIn(page, member.email, member.password);
  await expectSignedIn(page);
  return page;
};

export const homeFeed = (page: Page) => page.getByRole('feed', { name: 'Posts', ...exact });

/** The articles of a post list (a feed, or the profile's region "Posts"). */
export const postsIn = (list: Locator) => list.getByRole('article');

export const postBy = (scope: Locator | Page, member: Pick<Member, 'firstName' | 'lastName'>) =>
  scope.getByRole('article', { name: `Post by ${fullNameOf(member)}`, ...exact });

/** The one article holding `text`. */
export const postWithText = (scope: Locator | Page, text: string) =>
  scope.getByRole('article').filter({ hasText: text });

export const createPostDialog = (page: Page) => {
  const dialog = page.getByRole('dialog', { name: 'Create Post', ...exact });
  return {
    dialog,
    close: dialog.getByRole('button', { name: 'Close', ...exact }),
    backgrounds: dialog.getByRole('radiogroup', { name: 'Background', ...exact }),
    background: (n: number) => dialog.getByRole('radio', { name: `Background ${n}`, ...exact }),
    photoInput: dialog.getByLabel('Choose photos', exact),
    previews: dialog.getByRole('list', { name: 'Photos to post', ...exact }),
    post: dialog.getByRole('button', { name: 'Post', ...exact }),
  };
};

/** Opens the Create Post dialog with the prompt button of the region "Create post". */
export const openCreatePost = async (page: Page, firstName: string) => {
  const opener = page
    .getByRole('region', { name: 'Create post', ...exact })
    .getByRole('button', { name: `What's on your mind, ${firstName}`, ...exact });
  await opener.click();
  const ui = createPostDialog(page);
  const text = ui.dialog.getByRole('combobox', { name: `What's on your mind, ${firstName}` });
  await expect(text).toBeFocused();
  return { ...ui, opener, text };
};

export const postCard = (article: Locator) => ({
  article,
  /** The reaction button, named after the member's reaction ("Like" when there is none). */
  reaction: article.getByRole('button', { name: REACTION_NAME }).first(),
  reactionsToolbar: article.getByRole('toolbar', { name: 'Reactions', ...exact }),
  /** The summary's reaction icons. */
  summaryIcon: (name: string) => article.getByRole('img', { name, ...exact }),
  comment: article.getByRole('button', { name: 'Comment', ...exact }),
  commentInput: article.getByRole('combobox', { name: 'Write a comment', ...exact }),
  commentPhotoInput: article.getByLabel('Choose a photo for your comment', exact),
  comments: article.getByRole('list', { name: 'Comments', ...exact }),
  options: article.getByRole('button', { name: 'Post options', ...exact }),
  menu: article.getByRole('menu', { name: 'Post options', ...exact }),
  photos: article.getByRole('img', { name: /^Attachment \d+ of \d+ from / }),
});

/** Whether every `img` in `scope` is decoded (the browser could load it). */
export const expectImagesLoaded = async (images: Locator) => {
  await expect
    .poll(() =>
      images.evaluateAll((elements) =>
        elements.map((element) => {
          const image = element as HTMLImageElement;
          return image.complete && image.naturalWidth > 0;
        }),
      ),
    )
    .not.toContain(false);
};
