import { messages, ZOOM_MAX, ZOOM_MIN, ZOOM_STEP, type Profile } from '@quad/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../session/session-store';
import { profileKeys } from '../../api';
import { deferred } from '../../test/deferred';
import { ownProfile } from '../../test/factories';
import { json } from '../../test/fetch-stub';
import { blobAt } from '../../test/object-urls';
import { renderApp } from '../../test/render-app';
import { cropToJpeg } from '../../lib/crop-image';
import {
  IMAGES,
  picturePost,
  pngFile,
  stubPictures,
  UPLOADED_SIZE,
  user,
} from './picture-test-kit';

// jsdom has no canvas: the crop's output is the one thing replaced.
vi.mock(import('../../lib/crop-image'), async (original) => ({
  ...(await original()),
  cropToJpeg: vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' })),
}));

const openDialog = async () => {
  const { events, queryClient } = renderApp('/profile', { user });
  await events.click(await screen.findByRole('button', { name: 'Update profile picture' }));
  return {
    events,
    queryClient,
    dialog: screen.getByRole('dialog', { name: 'Update Profile Picture' }),
  };
};

const fileInput = () => screen.getByLabelText<HTMLInputElement>('Profile picture file');
const chooseFile = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });

describe('profile picture', () => {
  it("lists 'your profile pictures' and 'other pictures', and gives focus back on Escape", async () => {
    const { callTo } = stubPictures();
    const { dialog, events } = await openDialog();
    expect(within(dialog).getByRole('button', { name: 'Upload photo' })).toBeInTheDocument();
    const yours = await within(dialog).findByRole('region', { name: 'Your profile pictures' });
    expect(
      within(yours)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toHaveLength(2);
    expect(within(yours).getByRole('img', { name: 'Profile picture 1' })).toHaveAttribute(
      'src',
      IMAGES.resources[0]?.secure_url,
    );
    const others = within(dialog).getByRole('region', { name: 'Other pictures' });
    expect(within(others).getAllByRole('button', { name: /^Picture \d$/ })).toHaveLength(2);
    expect(callTo('/listImages')?.body).toEqual({ path: `${user.id}/*`, sort: 'desc', max: 30 });

    await events.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update profile picture' })).toHaveFocus();
  });

  it('keeps focus inside the dialog and Close gives it back', async () => {
    stubPictures();
    const { dialog, events } = await openDialog();
    await within(dialog).findByRole('region', { name: 'Your profile pictures' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await events.tab({ shift: true });
    // Round to the last of the dialog's controls, the last of the other pictures.
    expect(within(dialog).getByRole('button', { name: 'Picture 2' })).toHaveFocus();
    await events.click(close);
    expect(screen.getByRole('button', { name: 'Update profile picture' })).toHaveFocus();
  });

  it('opens the round crop editor with a zoom slider from 1 to 3 in steps of 0.2', async () => {
    stubPictures();
    const { dialog, events } = await openDialog();
    const yours = await within(dialog).findByRole('region', { name: 'Your profile pictures' });
    await events.click(within(yours).getByRole('button', { name: 'Profile picture 1' }));

    const description = await within(dialog).findByRole('textbox', { name: 'Description' });
    // The editor is loaded when first opened; it takes the focus once it is drawn.
    await waitFor(() => expect(description).toHaveFocus());
    expect(within(dialog).getByText('Your profile picture is public')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'The picture being cropped' })).toBeVisible();
    const slider = within(dialog).getByRole('slider', { name: 'Zoom' });
    expect(slider).toHaveAttribute('min', String(ZOOM_MIN));
    expect(slider).toHaveAttribute('max', String(ZOOM_MAX));
    expect(slider).toHaveAttribute('step', String(ZOOM_STEP));
    expect(slider).toHaveValue('1');

    const zoomIn = within(dialog).getByRole('button', { name: 'Zoom in' });
    const zoomOut = within(dialog).getByRole('button', { name: 'Zoom out' });
    await events.click(zoomOut);
    expect(slider).toHaveValue('1');
    await events.click(zoomIn);
    expect(slider).toHaveValue('1.2');
    expect(slider).toHaveAttribute('aria-valuetext', '120%');
    for (let press = 0; press < 12; press += 1) await events.click(zoomIn);
    expect(slider).toHaveValue('3');
    fireEvent.change(slider, { target: { value: '2.2' } });
    expect(slider).toHaveValue('2.2');

    for (const name of ['Crop photo', 'Cancel', 'Save']) {
      expect(within(dialog).getByRole('button', { name })).toBeEnabled();
    }
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).queryByRole('slider')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload photo' })).toHaveFocus();
  });

  it('Crop photo shows the cropped picture in the editor', async () => {
    stubPictures();
    const { dialog, events } = await openDialog();
    const file = pngFile();
    chooseFile(file);
    const before = await within(dialog).findByRole('img', { name: 'The picture being cropped' });
    const chosen = before.getAttribute('src');
    expect(blobAt(chosen)).toBe(file);
    await events.click(within(dialog).getByRole('button', { name: 'Crop photo' }));
    const cropped = () =>
      within(dialog).getByRole('img', { name: 'The picture being cropped' }).getAttribute('src');
    await waitFor(() => expect(blobAt(cropped())?.type).toBe('image/jpeg'));
    expect(vi.mocked(cropToJpeg)).toHaveBeenLastCalledWith(chosen, null, 1);

    // Back to the choice: neither the chosen file nor its crop stays in memory.
    const croppedUrl = cropped();
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(blobAt(chosen)).toBeUndefined();
    expect(blobAt(croppedUrl)).toBeUndefined();
  });

  it('refuses a file of another type or over 5 MB with the spec messages', async () => {
    const { saveCalls } = stubPictures();
    const { dialog, events } = await openDialog();
    chooseFile(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      messages.posts.pictureFormatUnsupported('logo.svg'),
    );
    await events.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload photo' })).toHaveFocus();

    chooseFile(pngFile('huge.png', 5_242_881));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'huge.png is too large. Max size 5MB.',
    );
    expect(saveCalls()).toEqual([]);
  });

  it('saves: upload, updateProfilePicture, then a profilePicture post with the description, and shows it everywhere', async () => {
    const gate = deferred<void>();
    const earlier = { ...picturePost(null, '/media/old.jpg', 'Earlier post'), _id: 'earlier' };
    const { saveCalls, callTo, uploaded } = stubPictures({
      profile: (member) => json(200, ownProfile(member, { posts: [earlier] })),
      createPost: async (call) => {
        await gate.promise;
        const body = call.body as { text: string };
        return json(200, {
          success: true,
          data: picturePost('profilePicture', `/media/${user.id}/new.jpg`, body.text),
        });
      },
    });
    const { dialog, events, queryClient } = await openDialog();
    const others = await within(dialog).findByRole('region', { name: 'Other pictures' });
    await events.click(within(others).getByRole('button', { name: 'Picture 1' }));
    await events.type(
      await within(dialog).findByRole('textbox', { name: 'Description' }),
      'New term, new me',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await within(dialog).findByRole('progressbar', { name: 'Saving the profile picture' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    // The picture is set before the post is made: it already shows in the header.
    await waitFor(() => expect(useSession.getState().user?.picture).toBe(uploaded));
    await events.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Update Profile Picture' })).toBeInTheDocument();
    gate.resolve();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saveCalls()).toEqual([
      '/upload/uploadImages',
      '/user/updateProfilePicture',
      '/post/createPost',
    ]);
    expect(vi.mocked(cropToJpeg)).toHaveBeenLastCalledWith(
      IMAGES.resources[1]?.secure_url,
      null,
      1,
    );
    const form = callTo('/uploadImages')?.body as FormData;
    expect(form.get('path')).toBe(`${user.id}/profile_pictures`);
    expect((form.get('file') as Blob).type).toBe('image/jpeg');
    expect(callTo('/updateProfilePicture')?.body).toEqual({ url: uploaded });
    expect(callTo('/createPost')?.body).toEqual({
      type: 'profilePicture',
      images: [{ url: uploaded }],
      text: 'New term, new me',
      background: null,
    });

    expect(JSON.parse(Cookies.get('user') ?? '{}')).toMatchObject({
      picture: uploaded,
      picture_size: UPLOADED_SIZE,
    });
    // The profile's picture, and the new picture post's once the post list shows it.
    const shown = screen.getAllByRole('img', { name: 'Jane Doe' });
    for (const picture of shown) expect(picture).toHaveAttribute('src', uploaded);
    // The app header's pictures, beside the first name and on the account menu.
    const [header] = screen.getAllByRole('banner');
    const headerPictures = within(header!).getAllByRole('presentation');
    expect(headerPictures).not.toHaveLength(0);
    for (const picture of headerPictures) {
      expect(picture).toHaveAttribute('src', uploaded);
      // A narrow copy of the new picture, not the full-size one.
      expect(picture.getAttribute('srcset')).toContain(
        `${uploaded.replace('.jpg', '-w320.jpg')} 320w`,
      );
    }
    const photos = screen.getByRole('region', { name: 'Recent Photos' });
    expect(
      within(photos).getByRole('img', { name: "Attachment 1 from Jane Doe's posts" }),
    ).toHaveAttribute('src', uploaded);
    // The member's earlier posts carry the new picture too, and the new post comes first.
    const profile = queryClient.getQueryData<Profile>(profileKeys.detail(user.username));
    expect(profile?.posts.map((post) => [post._id, post.user.picture])).toEqual([
      [`post-${uploaded}`, user.picture],
      ['earlier', uploaded],
    ]);
    // With the new picture's size, never the old one's.
    expect(profile?.pictureSize).toEqual(UPLOADED_SIZE);
    expect(profile?.posts[1]?.user.pictureSize).toEqual(UPLOADED_SIZE);
    expect(screen.getByRole('button', { name: 'Update profile picture' })).toHaveFocus();
  });

  it('sends no text when the description is empty', async () => {
    const { callTo } = stubPictures();
    const { dialog, events } = await openDialog();
    chooseFile(pngFile());
    await events.click(await within(dialog).findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callTo('/createPost')?.body).toMatchObject({ type: 'profilePicture', text: null });
  });

  it('shows a failed save in an error box; Try again clears it', async () => {
    const { saveCalls } = stubPictures({
      upload: () => json(413, { message: 'me.jpg is too large. Max size 5MB.' }),
    });
    const { dialog, events } = await openDialog();
    chooseFile(pngFile());
    await events.click(await within(dialog).findByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('me.jpg is too large. Max size 5MB.');
    expect(saveCalls()).toEqual(['/upload/uploadImages']);
    expect(useSession.getState().user?.picture).toBe(user.picture);
    const tryAgain = within(dialog).getByRole('button', { name: 'Try again' });
    expect(tryAgain).toHaveFocus();
    await events.click(tryAgain);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('treats an answer without success as a failure', async () => {
    stubPictures({ updateProfilePicture: () => json(200, { success: false }) });
    const { dialog, events } = await openDialog();
    chooseFile(pngFile());
    await events.click(await within(dialog).findByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The picture could not be saved. Please try again.',
    );
    expect(useSession.getState().user?.picture).toBe(user.picture);
  });
});
