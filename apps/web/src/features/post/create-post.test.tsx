import { IMAGE_MAX_BYTES, type Post } from '@quad/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../i18n/languages';
import { deferred } from '../../test/deferred';
import { authorOf, makePost, ownProfile } from '../../test/factories';
import { json, route, stubApi, type StubCall } from '../../test/fetch-stub';
import { blobAt } from '../../test/object-urls';
import { makeSessionUser, renderApp } from '../../test/render-app';

const jane = makeSessionUser();
const PROMPT = "What's on your mind, Jane";

const png = (name: string, size = 1024) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

/** The feed holds one post of Bob's; createPost answers the post it is sent, by Jane. */
const stubPosting = (answer?: (call: StubCall) => Response | Promise<Response>) => {
  const existing = makePost({ text: 'An older post' });
  const api = stubApi({
    [route('getAllPosts')]: () => json(200, [existing]),
    [route('createPost')]:
      answer ??
      ((call) => {
        const body = call.body as Partial<Post>;
        return json(201, {
          success: true,
          data: makePost({
            user: authorOf(jane),
            text: body.text ?? null,
            background: body.background ?? null,
            images: body.images ?? null,
            createdAt: new Date().toISOString(),
          }),
        });
      }),
    [route('uploadImages')]: (call) => {
      const files = (call.body as FormData).getAll('file');
      return json(
        200,
        files.map((_, index) => ({ url: `/media/${jane.id}/post_images/p${index + 1}.jpg` })),
      );
    },
  });
  return { api, existing };
};

const openComposer = async (path = '/') => {
  const { events } = renderApp(path, { user: jane });
  await events.click(await screen.findByRole('button', { name: PROMPT }));
  return { events, dialog: await screen.findByRole('dialog', { name: 'Create Post' }) };
};

const createCalls = (api: ReturnType<typeof stubApi>) =>
  api.apiCalls().filter((call) => call.path === '/api/v1/post/createPost');

const feedArticles = () =>
  within(screen.getByRole('feed', { name: 'Posts' })).getAllByRole('article');

describe('Create Post dialog', () => {
  it('shows the member, Public, the text box with its counter, and takes the focus', async () => {
    stubPosting();
    const { dialog, events } = await openComposer();
    const text = within(dialog).getByRole('combobox', { name: PROMPT });
    expect(text).toHaveFocus();
    expect(text).toHaveAttribute('maxlength', '2500');
    expect(within(dialog).getByText('Jane Doe')).toBeInTheDocument();
    expect(within(dialog).getByText('Public')).toBeInTheDocument();
    await events.type(text, 'Hi');
    expect(text).toHaveAccessibleDescription('2498 characters remaining');
    expect(within(dialog).getAllByRole('radio')).toHaveLength(10);
  });

  it('posts text alone; the new post comes first and the dialog closes', async () => {
    const { api } = stubPosting();
    const { dialog, events } = await openComposer();
    await screen.findByText('An older post');
    await events.type(
      within(dialog).getByRole('combobox', { name: PROMPT }),
      'First day on campus',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Post' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Post' })).toBeNull());
    expect(createCalls(api).map((call) => call.body)).toEqual([
      { type: null, text: 'First day on campus', background: null, images: null, user: jane.id },
    ]);
    const [first, second] = feedArticles();
    expect(first).toHaveTextContent('First day on campus');
    expect(first).toHaveAccessibleName('Post by Jane Doe');
    expect(second).toHaveTextContent('An older post');
    expect(screen.getByRole('button', { name: PROMPT })).toHaveFocus();
  });

  it('posts a background with its text, drawn on the background while typing', async () => {
    const { api } = stubPosting();
    const { dialog, events } = await openComposer();
    await events.click(within(dialog).getByRole('radio', { name: 'Background 3' }));
    await events.type(within(dialog).getByRole('combobox', { name: PROMPT }), 'Go Chants!');
    await events.click(within(dialog).getByRole('button', { name: 'Post' }));

    await waitFor(() => expect(createCalls(api)).toHaveLength(1));
    expect(createCalls(api)[0]?.body).toEqual({
      type: null,
      text: 'Go Chants!',
      background: '/backgrounds/3.svg',
      images: null,
      user: jane.id,
    });
    await waitFor(() => expect(feedArticles()[0]).toHaveTextContent('Go Chants!'));
  });

  it('uploads photos first into the post images folder, then posts their URLs', async () => {
    const { api } = stubPosting();
    const { dialog, events } = await openComposer();
    await events.click(within(dialog).getByRole('radio', { name: 'Background 2' }));
    await events.upload(within(dialog).getByLabelText('Choose photos'), [
      png('beach.png'),
      png('dorm.png'),
    ]);
    const previews = await within(dialog).findByRole('list', { name: 'Photos to post' });
    expect(within(previews).getAllByRole('img')).toHaveLength(2);
    // Backgrounds are for text alone.
    expect(within(dialog).queryByRole('radiogroup', { name: 'Background' })).toBeNull();

    const dorm = within(previews).getByRole('img', { name: 'dorm.png' }).getAttribute('src');
    expect(blobAt(dorm)).toHaveProperty('name', 'dorm.png');
    await events.click(within(dialog).getByRole('button', { name: 'Remove dorm.png' }));
    expect(within(previews).getAllByRole('img')).toHaveLength(1);
    expect(blobAt(dorm)).toBeUndefined();
    await events.click(within(dialog).getByRole('button', { name: 'Post' }));

    await waitFor(() => expect(createCalls(api)).toHaveLength(1));
    const upload = api.apiCalls().find((call) => call.path === '/api/v1/upload/uploadImages');
    const form = upload?.body as FormData;
    expect(form.get('path')).toBe(`${jane.id}/post_images`);
    expect((form.getAll('file') as File[]).map((file) => file.name)).toEqual(['beach.png']);
    expect(createCalls(api)[0]?.body).toEqual({
      type: null,
      text: '',
      background: null,
      images: [{ url: `/media/${jane.id}/post_images/p1.jpg` }],
      user: jane.id,
    });
    await waitFor(() =>
      expect(
        within(feedArticles()[0]!).getByRole('img', { name: /^Attachment 1 of 1/ }),
      ).toBeVisible(),
    );
  });

  it('refuses other types and files over 5 MB with the spec messages, keeping the others', async () => {
    stubPosting();
    const { dialog } = await openComposer();
    const big = png('huge.png', IMAGE_MAX_BYTES + 1);
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(within(dialog).getByLabelText('Choose photos'), {
      target: { files: [text, big, png('fine.png')] },
    });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'notes.txt format is unsupported. Only jpeg, png, webp, gif are allowed.',
    );
    expect(alert).toHaveTextContent('huge.png exceeds max size: 5MB allowed.');
    const previews = await within(dialog).findByRole('list', { name: 'Photos to post' });
    expect(within(previews).getByRole('img', { name: 'fine.png' })).toBeInTheDocument();
  });

  it('refuses them in Spanish for a member who reads Spanish', async () => {
    await activateLanguage('es', 'signed-in');
    stubPosting();
    const { events } = renderApp('/', { user: jane });
    await events.click(await screen.findByRole('button', { name: '¿Qué estás pensando, Jane?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crear publicación' });
    fireEvent.change(within(dialog).getByLabelText('Elegir fotos'), {
      target: {
        files: [
          new File(['hello'], 'notes.txt', { type: 'text/plain' }),
          png('huge.png', IMAGE_MAX_BYTES + 1),
        ],
      },
    });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'El formato de notes.txt no es compatible. Solo se permiten jpeg, png, webp y gif.',
    );
    expect(alert).toHaveTextContent('huge.png supera el tamaño máximo: se permiten 5 MB.');
  });

  it('does nothing but log when there is nothing to post', async () => {
    const { api } = stubPosting();
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { dialog, events } = await openComposer();
    await events.type(within(dialog).getByRole('combobox', { name: PROMPT }), '   ');
    await events.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/^Create Post Failed\.\.\./));
    expect(createCalls(api)).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Create Post' })).toBeInTheDocument();
  });

  it('disables Post with a spinner while busy, then shows a failure with Try again', async () => {
    const gate = deferred<void>();
    stubPosting(async () => {
      await gate.promise;
      return json(400, { message: 'A post can have at most 2500 characters.' });
    });
    const { dialog, events } = await openComposer();
    await events.type(within(dialog).getByRole('combobox', { name: PROMPT }), 'Hello');
    await events.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await within(dialog).findByRole('progressbar', { name: 'Posting' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: /Post$/ })).toBeDisabled();

    gate.resolve();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('A post can have at most 2500 characters.');
    const tryAgain = within(alert).getByRole('button', { name: 'Try again' });
    expect(tryAgain).toHaveFocus();
    // Typing meanwhile keeps the focus where it is.
    const text = within(dialog).getByRole('combobox', { name: PROMPT });
    await events.type(text, '!');
    expect(text).toHaveFocus();
    await events.click(tryAgain);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Post' })).toHaveFocus();
    expect(text).toHaveValue('Hello!');
  });

  it('asks before an outside click or Escape discards a draft', async () => {
    stubPosting();
    const { dialog, events } = await openComposer();
    // An empty draft closes at once.
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Create Post' })).toBeNull();

    await events.click(screen.getByRole('button', { name: 'Share Photo' }));
    const reopened = screen.getByRole('dialog', { name: 'Create Post' });
    expect(reopened).not.toBe(dialog);
    await events.type(within(reopened).getByRole('combobox', { name: PROMPT }), 'Half a thought');
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    const confirm = screen.getByRole('dialog', { name: 'Discard post?' });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await events.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Discard post?' })).toBeNull();
    expect(within(reopened).getByRole('combobox', { name: PROMPT })).toHaveValue('Half a thought');

    await events.keyboard('{Escape}');
    await events.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Share Photo' })).toHaveFocus();
  });

  it("offers 'Life Stuff' on one's own profile and puts the new post first there", async () => {
    const older = makePost({ user: authorOf(jane), text: 'My older post' });
    stubApi({
      [route('getProfile', '/user/getProfile/janedoe')]: () =>
        json(200, ownProfile(jane, { posts: [older] })),
      [route('createPost')]: () =>
        json(201, {
          success: true,
          data: makePost({ user: authorOf(jane), text: 'From my profile' }),
        }),
    });
    const { events } = renderApp('/profile', { user: jane });
    const posts = await screen.findByRole('region', { name: 'Posts' });
    await within(posts).findByText('My older post');
    expect(screen.getByRole('button', { name: 'Life Stuff' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Feeling/Activity' })).toBeNull();

    await events.click(screen.getByRole('button', { name: 'Life Stuff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Post' });
    await events.type(within(dialog).getByRole('combobox', { name: PROMPT }), 'From my profile');
    await events.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(within(posts).getAllByRole('article')).toHaveLength(2));
    expect(within(posts).getAllByRole('article')[0]).toHaveTextContent('From my profile');
  });
});
