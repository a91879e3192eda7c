import { expect, test, type Locator, type Page } from '@playwright/test';
import { COVER_HEIGHT_PX } from '@quad/contract';
import { expectCallsSucceed } from '../support/api';
import { expectAccessible } from '../support/axe';
import { photo, type ImageFile } from '../support/images';
import { befriendByApi, registerVerifiedByApi } from '../support/member-api';
import { newMember } from '../support/members';
import { fullNameOf, openProfile } from '../support/members-ui';
import { expectImagesLoaded, homeFeed, postsIn, signedInWindow } from '../support/posts-ui';
import { accountMenuButton, expectPath } from '../support/ui';
import { serverUrlStarting } from '../support/urls';

const exact = { exact: true } as const;

/** The natural size of a loaded image. */
const naturalSize = async (image: Locator) => {
  await expectImagesLoaded(image);
  return image.evaluate((element) => {
    const { naturalWidth, naturalHeight } = element as HTMLImageElement;
    return { width: naturalWidth, height: naturalHeight };
  });
};

/** Chooses `file` in the file chooser that `opener` opens. */
const chooseFile = async (page: Page, opener: Locator, file: ImageFile) => {
  const chooser = page.waitForEvent('filechooser');
  await opener.click();
  await (await chooser).setFiles(file);
};

/** The session the web app keeps in the `user` cookie. */
const sessionCookie = async (page: Page) => {
  const cookie = (await page.context().cookies()).find((each) => each.name === 'user');
  if (!cookie) throw new Error('no user cookie');
  return JSON.parse(decodeURIComponent(cookie.value)) as { picture: string; cover: string };
};

/** The header's pictures of the member: the profile link's and the account menu button's. */
const headerAvatars = (page: Page, firstName: string) => [
  page
    .getByRole('banner')
    .getByRole('link', { name: firstName, ...exact })
    .locator('img'),
  accountMenuButton(page).locator('img'),
];

test('a member changes the profile picture and the cover through the crop dialogs; a friend sees them', async ({
  browser,
  request,
}) => {
  const member = await registerVerifiedByApi(
    request,
    newMember({ firstName: 'Radia', lastName: 'Perlman', gender: 'custom' }),
  );
  const friend = await registerVerifiedByApi(
    request,
    newMember({ firstName: 'Ken', lastName: 'Thompson', gender: 'male' }),
  );
  await befriendByApi(request, member, friend);
  const name = fullNameOf(member);
  const page = await signedInWindow(browser, member);
  // The profile's own pictures come before those of the picture posts below them.
  const picture = page.getByRole('img', { name, ...exact }).first();
  const cover = page.getByRole('img', { name: `${name}'s cover`, ...exact }).first();
  const cameraButton = page.getByRole('button', { name: 'Update profile picture', ...exact });
  const posts = page.getByRole('region', { name: 'Posts', ...exact });
  const pictureUrl = serverUrlStarting(`/media/${member.id}/profile_pictures/`);
  const coverUrl = serverUrlStarting(`/media/${member.id}/cover_pictures/`);
  const description = 'Fresh picture for the new term';
  const urls = { picture: '', cover: '' };

  await test.step('the own profile starts with the default picture and no cover', async () => {
    await page
      .getByRole('banner')
      .getByRole('link', { name: member.firstName, ...exact })
      .click();
    await expectPath(page, '/profile');
    await expect(picture).toBeVisible();
    await expect(picture).not.toHaveAttribute('src', /\/media\//);
    await expect(cover).toHaveCount(0);
    await expect(posts.getByText('No posts available', exact)).toBeVisible();
    await expect(cameraButton).toHaveAttribute('aria-haspopup', 'dialog');
    await expectAccessible(page, 'own profile without pictures');
  });

  const dialog = page.getByRole('dialog', { name: 'Update Profile Picture', ...exact });
  await test.step('camera button -> Update Profile Picture -> Upload photo opens the round crop editor', async () => {
    await cameraButton.click();
    await expect(dialog.getByRole('button', { name: 'Close', ...exact })).toBeFocused();
    await expect(
      dialog.getByRole('region', { name: 'Your profile pictures', ...exact }),
    ).toContainText('No profile pictures yet.');
    await expect(dialog.getByRole('region', { name: 'Other pictures', ...exact })).toContainText(
      'No other pictures yet.',
    );
    await expectAccessible(page, 'Update Profile Picture dialog');
    await chooseFile(
      page,
      dialog.getByRole('button', { name: 'Upload photo', ...exact }),
      photo('portrait.png', 200, 480, 360),
    );
    await expect(dialog.getByRole('textbox', { name: 'Description', ...exact })).toBeFocused();
    await expect(dialog.getByRole('group', { name: 'Crop area', ...exact })).toBeVisible();
    await expectImagesLoaded(dialog.getByRole('img', { name: 'The picture being cropped' }));
    await expect(dialog.getByText('Your profile picture is public')).toBeVisible();
    await expectAccessible(page, 'profile picture crop editor');

    // Cancel goes back to the choice; the same file can be chosen again.
    const upload = dialog.getByRole('button', { name: 'Upload photo', ...exact });
    await dialog.getByRole('button', { name: 'Cancel', ...exact }).click();
    await expect(upload).toBeFocused();
    await chooseFile(page, upload, photo('portrait.png', 200, 480, 360));
    await expect(dialog.getByRole('textbox', { name: 'Description', ...exact })).toBeFocused();
  });

  await test.step('the zoom slider (mouse-free and by keys) and Crop photo crop the picture', async () => {
    const zoom = dialog.getByRole('slider', { name: 'Zoom', ...exact });
    const image = dialog.getByRole('img', { name: 'The picture being cropped' });
    await expect(zoom).toHaveAttribute('min', '1');
    await expect(zoom).toHaveAttribute('max', '3');
    await expect(zoom).toHaveAttribute('step', '0.2');
    await expect(zoom).toHaveAttribute('aria-valuetext', '100%');
    await zoom.fill('2');
    await expect(zoom).toHaveAttribute('aria-valuetext', '200%');
    await zoom.press('ArrowRight');
    await expect(zoom).toHaveAttribute('aria-valuetext', '220%');
    await zoom.press('ArrowLeft');
    await expect(zoom).toHaveAttribute('aria-valuetext', '200%');
    const before = await image.getAttribute('src');
    await dialog.getByRole('button', { name: 'Crop photo', ...exact }).click();
    await expect(image).not.toHaveAttribute('src', before ?? '');
    await expect(zoom).toHaveAttribute('aria-valuetext', '100%');
    // A 480 x 360 picture at zoom 2 leaves a round crop 180 pixels across.
    const cropped = await naturalSize(image);
    expect(Math.abs(cropped.width - 180), `cropped width ${cropped.width}`).toBeLessThanOrEqual(2);
    expect(cropped.height).toBe(cropped.width);
  });

  await test.step('Save uploads, sets and posts the picture; it shows at once everywhere', async () => {
    await dialog.getByRole('textbox', { name: 'Description', ...exact }).fill(description);
    await expectCallsSucceed(page, ['uploadImages', 'updateProfilePicture', 'createPost'], () =>
      dialog.getByRole('button', { name: 'Save', ...exact }).click(),
    );
    await expect(dialog).toBeHidden();
    await expect(cameraButton).toBeFocused();
    await expect(picture).toHaveAttribute('src', pictureUrl);
    urls.picture = (await picture.getAttribute('src')) ?? '';
    const saved = await naturalSize(picture);
    expect(saved.height).toBe(saved.width);
    for (const avatar of headerAvatars(page, member.firstName)) {
      await expect(avatar).toHaveAttribute('src', urls.picture);
    }
    expect((await sessionCookie(page)).picture).toBe(urls.picture);
    const first = postsIn(posts).first();
    await expect(first).toContainText('updated their profile picture');
    await expect(first).toContainText(description);
    await expect(first.getByRole('img', { name, ...exact })).toHaveAttribute('src', urls.picture);
    // The author's picture beside the post is the new one too.
    await expect(first.locator('img').first()).toHaveAttribute('src', urls.picture);
  });

  const editor = page.getByRole('region', { name: 'Cover photo editor', ...exact });
  let coverBoxWidth = 0;
  await test.step('Add Cover Photo -> Upload Photo opens the cover editor in place of the cover', async () => {
    const button = page.getByRole('button', { name: 'Add Cover Photo', ...exact });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await button.click();
    const menu = page.getByRole('menu', { name: 'Add Cover Photo', ...exact });
    await expect(menu.getByRole('menuitem')).toHaveText(['Select Photo', 'Upload Photo']);
    await expectAccessible(page, 'cover menu');
    const panorama = photo('campus-panorama.png', 170, 1600, 700);
    await chooseFile(
      page,
      menu.getByRole('menuitem', { name: 'Upload Photo', ...exact }),
      panorama,
    );
    await expect(editor).toBeFocused();
    // Escape leaves the editor without sending anything.
    const calls: string[] = [];
    const record = (r: { url(): string }) => calls.push(new URL(r.url()).pathname);
    page.on('request', record);
    await page.keyboard.press('Escape');
    await expect(editor).toBeHidden();
    await expect(button).toBeFocused();
    page.off('request', record);
    expect(calls.filter((path) => path.startsWith('/api/'))).toEqual([]);
    await button.click();
    await chooseFile(
      page,
      menu.getByRole('menuitem', { name: 'Upload Photo', ...exact }),
      panorama,
    );
    await expect(editor).toBeFocused();
    await expect(editor.getByText('Your cover photo is public')).toBeVisible();
    const crop = page.getByRole('group', { name: 'Crop area', ...exact });
    await expect(crop).toBeVisible();
    await expectImagesLoaded(page.getByRole('img', { name: 'The cover photo being positioned' }));
    coverBoxWidth = (await crop.boundingBox())?.width ?? 0;
    await expectAccessible(page, 'cover editor');

    const zoom = editor.getByRole('slider', { name: 'Zoom', ...exact });
    await editor.getByRole('button', { name: 'Zoom in', ...exact }).click();
    await expect(zoom).toHaveAttribute('aria-valuetext', '120%');
    await crop.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
  });

  await test.step('Save changes uploads, sets and posts the cover; it shows on the profile', async () => {
    await expectCallsSucceed(page, ['uploadImages', 'updateCover', 'createPost'], () =>
      editor.getByRole('button', { name: 'Save changes', ...exact }).click(),
    );
    await expect(editor).toBeHidden();
    const button = page.getByRole('button', { name: 'Edit Cover Photo', ...exact });
    await expect(button).toBeFocused();
    await expect(cover).toHaveAttribute('src', coverUrl);
    urls.cover = (await cover.getAttribute('src')) ?? '';
    // The crop has the cover's shape: its width by 350.
    const saved = await naturalSize(cover);
    expect(saved.width / saved.height).toBeCloseTo(coverBoxWidth / COVER_HEIGHT_PX, 1);
    expect((await sessionCookie(page)).cover).toBe(urls.cover);
    const first = postsIn(posts).first();
    await expect(first).toContainText('updated their cover photo');
    await expect(first.getByRole('img', { name: `${name}'s cover`, ...exact })).toHaveAttribute(
      'src',
      urls.cover,
    );
    await expect(postsIn(posts).nth(1)).toContainText('updated their profile picture');
    await expectImagesLoaded(page.locator('main img'));
    await expectAccessible(page, 'own profile with the new pictures');
  });

  await test.step('Select Photo lists the uploads; Escape gives the focus back', async () => {
    const button = page.getByRole('button', { name: 'Edit Cover Photo', ...exact });
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Edit Cover Photo', ...exact });
    await expect(menu.getByRole('menuitem', { name: 'Select Photo' })).toBeFocused();
    await page.keyboard.press('Enter');
    const recent = page.getByRole('dialog', { name: 'Recent Photos', ...exact });
    await expect(recent.getByRole('button', { name: /^Recent upload \d+$/ })).toHaveCount(2);
    await expect(recent.getByRole('img', { name: 'Recent upload 1', ...exact })).toHaveAttribute(
      'src',
      urls.cover,
    );
    await expectAccessible(page, 'Recent Photos dialog');
    await page.keyboard.press('Escape');
    await expect(recent).toBeHidden();
    await expect(button).toBeFocused();
  });

  await test.step('after a reload the profile, the header and the home feed show the new pictures', async () => {
    await page.reload();
    await expect(picture).toHaveAttribute('src', urls.picture);
    await expect(cover).toHaveAttribute('src', urls.cover);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home feed', ...exact })
      .click();
    await expectPath(page, '/');
    for (const avatar of headerAvatars(page, member.firstName)) {
      await expect(avatar).toHaveAttribute('src', urls.picture);
    }
    const feed = postsIn(homeFeed(page));
    await expect(feed).toHaveCount(2);
    await expect(feed.first()).toContainText('updated their cover photo');
    await expect(feed.nth(1)).toContainText('updated their profile picture');
    await expectImagesLoaded(homeFeed(page).getByRole('img'));
  });

  await test.step('the friend sees both picture posts in the feed and the pictures on the profile', async () => {
    const other = await signedInWindow(browser, friend);
    const feed = postsIn(homeFeed(other));
    await expect(feed).toHaveCount(2);
    await expect(feed.first()).toHaveAccessibleName(`Post by ${name}`);
    await expect(feed.first()).toContainText('updated their cover photo');
    await expect(
      feed.first().getByRole('img', { name: `${name}'s cover`, ...exact }),
    ).toHaveAttribute('src', urls.cover);
    await expect(feed.nth(1)).toContainText('updated their profile picture');
    await expect(feed.nth(1)).toContainText(description);
    await expect(feed.nth(1).getByRole('img', { name, ...exact })).toHaveAttribute(
      'src',
      urls.picture,
    );
    await expectImagesLoaded(homeFeed(other).getByRole('img'));
    await expectAccessible(other, 'home feed with picture posts');

    await openProfile(other, member.username, name);
    await expect(other.getByRole('img', { name, ...exact }).first()).toHaveAttribute(
      'src',
      urls.picture,
    );
    await expect(
      other.getByRole('img', { name: `${name}'s cover`, ...exact }).first(),
    ).toHaveAttribute('src', urls.cover);
    await expect(other.getByRole('button', { name: 'Update profile picture' })).toHaveCount(0);
    await expect(other.getByRole('button', { name: /Cover Photo$/ })).toHaveCount(0);
    await other.context().close();
  });

  await page.context().close();
});
