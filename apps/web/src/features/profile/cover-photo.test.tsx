import { messages } from '@quad/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../i18n/languages';
import { useSession } from '../../session/session-store';
import { deferred } from '../../test/deferred';
import { makeProfile } from '../../test/factories';
import { json, route, stubApi } from '../../test/fetch-stub';
import { blobAt } from '../../test/object-urls';
import { renderApp } from '../../test/render-app';
import { cropToJpeg } from '../../lib/crop-image';
import { IMAGES, pngFile, stubPictures, user } from './picture-test-kit';

// jsdom has no canvas: the crop's output is the one thing replaced.
vi.mock(import('../../lib/crop-image'), async (original) => ({
  ...(await original()),
  cropToJpeg: vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' })),
}));

const openOwnProfile = async (path = '/profile') => {
  const { events } = renderApp(path, { user });
  await screen.findByRole('heading', { level: 1, name: 'Jane Doe' });
  return { events };
};

const coverButton = (name = 'Add Cover Photo') => screen.getByRole('button', { name });
const editor = () => screen.getByRole('region', { name: 'Cover photo editor' });
const fileInput = () => screen.getByLabelText<HTMLInputElement>('Cover photo file');

/** Chooses a file the way the browser's file picker hands it over. */
const chooseFile = (input: HTMLInputElement, file: File) =>
  fireEvent.change(input, { target: { files: [file] } });

describe('cover photo', () => {
  it('offers Select Photo and Upload Photo in a menu that gives focus back', async () => {
    stubPictures();
    const { events } = await openOwnProfile();
    await events.click(coverButton());
    const menu = screen.getByRole('menu', { name: 'Add Cover Photo' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Select Photo', 'Upload Photo']);
    expect(items[0]).toHaveFocus();
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(coverButton()).toHaveFocus();
  });

  it("reads 'Edit Cover Photo' once there is a cover", async () => {
    stubPictures({
      profile: (member) =>
        json(200, makeProfile({ username: member.username, cover: '/media/c.jpg' })),
    });
    await openOwnProfile();
    expect(coverButton('Edit Cover Photo')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: "Jane Doe's cover" })).toHaveAttribute(
      'src',
      '/media/c.jpg',
    );
  });

  it("has no cover menu on another member's profile", async () => {
    stubApi({
      [route('getProfile', '/user/getProfile/bobsmith')]: () =>
        json(
          200,
          makeProfile({ _id: 'bob', username: 'bobsmith', first_name: 'Bob', last_name: 'Smith' }),
        ),
    });
    renderApp('/profile/bobsmith', { user });
    await screen.findByRole('heading', { level: 1, name: 'Bob Smith' });
    expect(screen.queryByRole('button', { name: /Cover Photo/ })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Update profile picture' }),
    ).not.toBeInTheDocument();
  });

  it('Select Photo lists the uploaded pictures in a Recent Photos dialog that gives focus back', async () => {
    const { callTo } = stubPictures();
    const { events } = await openOwnProfile();
    await events.click(coverButton());
    await events.click(screen.getByRole('menuitem', { name: 'Select Photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recent Photos' });
    const photos = await within(dialog).findAllByRole('button', { name: /^Recent upload \d+$/ });
    expect(photos).toHaveLength(IMAGES.resources.length);
    expect(callTo('/listImages')?.body).toEqual({ path: `${user.id}/*`, sort: 'desc', max: 30 });
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(coverButton()).toHaveFocus();
  });

  it('saves a chosen photo: crop, upload, updateCover, then a coverPicture post, and shows it at once', async () => {
    const gate = deferred<void>();
    const { saveCalls, callTo, uploaded } = stubPictures({
      upload: async () => {
        await gate.promise;
        return json(200, [{ url: `/media/${user.id}/new.jpg` }]);
      },
    });
    const { events } = await openOwnProfile();
    await events.click(coverButton());
    await events.click(screen.getByRole('menuitem', { name: 'Select Photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recent Photos' });
    await events.click(await within(dialog).findByRole('button', { name: 'Recent upload 2' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await screen.findByRole('region', { name: 'Cover photo editor' });
    expect(editor()).toHaveFocus();
    expect(within(editor()).getByText('Your cover photo is public')).toBeInTheDocument();
    expect(within(editor()).getByRole('slider', { name: 'Zoom' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Cover Photo' })).not.toBeInTheDocument();

    await events.click(within(editor()).getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByRole('progressbar', { name: 'Saving the cover photo' }),
    ).toBeVisible();
    expect(within(editor()).getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(within(editor()).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    gate.resolve();

    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Cover photo editor' })).not.toBeInTheDocument(),
    );
    expect(saveCalls()).toEqual(['/upload/uploadImages', '/user/updateCover', '/post/createPost']);
    const [src, area, aspect] = vi.mocked(cropToJpeg).mock.calls.at(-1) ?? [];
    expect(src).toBe(IMAGES.resources[1]?.secure_url);
    expect(area).toBeNull();
    expect(aspect).toBeGreaterThan(0);

    const form = callTo('/uploadImages')?.body as FormData;
    expect(form.get('path')).toBe(`${user.id}/cover_pictures`);
    expect(form.getAll('file')).toHaveLength(1);
    expect((form.get('file') as Blob).type).toBe('image/jpeg');
    expect(callTo('/updateCover')?.body).toEqual({ url: uploaded });
    expect(callTo('/createPost')?.body).toEqual({
      type: 'coverPicture',
      images: [{ url: uploaded }],
      text: null,
      background: null,
    });

    // The header's picture, and the new picture post's once the post list shows it.
    const shown = screen.getAllByRole('img', { name: "Jane Doe's cover" });
    for (const picture of shown) expect(picture).toHaveAttribute('src', uploaded);
    expect(useSession.getState().user?.cover).toBe(uploaded);
    expect(JSON.parse(Cookies.get('user') ?? '{}')).toMatchObject({ cover: uploaded });
    expect(coverButton('Edit Cover Photo')).toHaveFocus();
  });

  it('Upload Photo refuses a file of another type or over 5 MB with the spec messages', async () => {
    const { saveCalls } = stubPictures();
    const { events } = await openOwnProfile();

    chooseFile(fileInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.posts.pictureFormatUnsupported('notes.txt'));
    expect(alert).toHaveTextContent('notes.txt format is not supported.');
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await events.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(coverButton()).toHaveFocus();

    chooseFile(fileInput(), pngFile('big.png', 5_242_881));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'big.png is too large. Max size 5MB.',
    );
    expect(screen.queryByRole('region', { name: 'Cover photo editor' })).not.toBeInTheDocument();
    expect(saveCalls()).toEqual([]);
  });

  it('refuses a file in Spanish for a member who reads Spanish', async () => {
    await activateLanguage('es', 'signed-in');
    stubPictures();
    renderApp('/profile', { user });
    await screen.findByRole('heading', { level: 1, name: 'Jane Doe' });
    chooseFile(
      screen.getByLabelText<HTMLInputElement>('Archivo de la foto de portada'),
      pngFile('big.png', 5_242_881),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'big.png es demasiado grande. Tamaño máximo: 5 MB.',
    );
  });

  it('Upload Photo opens the file picker from the menu and crops the chosen file', async () => {
    stubPictures();
    const { events } = await openOwnProfile();
    const click = vi.spyOn(fileInput(), 'click');
    await events.click(coverButton());
    await events.click(screen.getByRole('menuitem', { name: 'Upload Photo' }));
    expect(click).toHaveBeenCalledTimes(1);

    const file = pngFile('me.png');
    chooseFile(fileInput(), file);
    expect(await screen.findByRole('region', { name: 'Cover photo editor' })).toHaveFocus();
    const picture = screen.getByRole('img', { name: 'The cover photo being positioned' });
    const src = picture.getAttribute('src');
    expect(src).toMatch(/^blob:/);
    expect(blobAt(src)).toBe(file);
    expect(picture).toHaveAttribute('crossorigin', 'anonymous');

    // The file's object URL is freed with the editor.
    await events.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Cover photo editor' })).not.toBeInTheDocument();
    expect(blobAt(src)).toBeUndefined();
  });

  it('shows a refusal in an error box; Try again clears it and Save changes tries again', async () => {
    let refuse = true;
    const { saveCalls } = stubPictures({
      updateCover: () =>
        refuse
          ? json(403, { message: 'Use a picture you uploaded.' })
          : json(200, { success: true, cover: 'x' }),
    });
    const { events } = await openOwnProfile();
    chooseFile(fileInput(), pngFile());
    await screen.findByRole('region', { name: 'Cover photo editor' });
    await events.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Use a picture you uploaded.');
    expect(saveCalls()).toEqual(['/upload/uploadImages', '/user/updateCover']);
    expect(editor()).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveFocus();

    refuse = false;
    await events.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Cover photo editor' })).not.toBeInTheDocument(),
    );
    expect(saveCalls().slice(2)).toEqual([
      '/upload/uploadImages',
      '/user/updateCover',
      '/post/createPost',
    ]);
  });

  it('Cancel and Escape leave the cover as it was and give focus back to the menu', async () => {
    const { saveCalls } = stubPictures();
    const { events } = await openOwnProfile();
    chooseFile(fileInput(), pngFile());
    await screen.findByRole('region', { name: 'Cover photo editor' });
    await events.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Cover photo editor' })).not.toBeInTheDocument();
    expect(coverButton()).toHaveFocus();

    chooseFile(fileInput(), pngFile());
    await screen.findByRole('region', { name: 'Cover photo editor' });
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Cover photo editor' })).not.toBeInTheDocument();
    expect(coverButton()).toHaveFocus();
    expect(saveCalls()).toEqual([]);
    expect(useSession.getState().user?.cover).toBe('');
  });
});
