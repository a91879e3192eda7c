import { REACTION_POPUP_DELAY_MS, type Post, type Reaction } from '@quad/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../../test/deferred';
import { makeEventPost } from '../../test/event-factories';
import { activateLanguage } from '../../i18n/languages';
import {
  authorOf,
  makeAuthor,
  makeComment,
  makePost,
  makePostGroup,
  makeReactions,
} from '../../test/factories';
import { json, route, stubApi, type StubCall } from '../../test/fetch-stub';
import { blobAt } from '../../test/object-urls';
import { makeSessionUser, renderApp } from '../../test/render-app';
import { toggleReaction } from './reactions';

const jane = makeSessionUser();
/** An emoji character: reactions are drawn by the app, not by the system's emoji font. */
const EMOJI = /\p{Extended_Pictographic}/u;
type Handlers = Parameters<typeof stubApi>[0];

/** The home feed with these posts, plus the given handlers. */
const showFeed = async (posts: Post[], handlers: Handlers = {}, fakeTimers = false) => {
  const api = stubApi({ [route('getAllPosts')]: () => json(200, posts), ...handlers });
  const { events } = renderApp('/', { user: jane, fakeTimers });
  const feed = await screen.findByRole('feed', { name: 'Posts' });
  const cards = await within(feed).findAllByRole('article');
  return { events, api, feed, card: cards[0]! };
};

/** reactPost as the server does it: a toggle on the summary it keeps. */
const reactServer = (start = makeReactions()) => {
  let summary = start;
  return (call: StubCall) => {
    summary = toggleReaction(summary, (call.body as { react: Reaction }).react);
    return json(200, summary);
  };
};

describe('post card', () => {
  it('shows the author with a link, the time, Public, and text on its background', async () => {
    // Answers give the background as an absolute URL, maybe on another origin than the page's.
    const post = makePost({
      text: 'Game night!',
      background: 'https://api.quad.example/backgrounds/5.svg',
    });
    const { card } = await showFeed([post]);
    expect(card).toHaveAccessibleName('Post by Bob Smith');
    expect(within(card).getByRole('link', { name: 'Bob Smith' })).toHaveAttribute(
      'href',
      '/profile/bobsmith',
    );
    expect(within(card).getByText('5 minutes ago')).toHaveAttribute('datetime', post.createdAt);
    expect(within(card).getByText('Public')).toBeInTheDocument();
    const text = within(card).getByText('Game night!');
    expect(text).toHaveStyle({ backgroundImage: 'url("/backgrounds/5.svg")' });
    expect(text).toHaveClass(/darkText/);
  });

  it('refreshes the relative time every 30 seconds', async () => {
    const post = makePost({ createdAt: new Date(Date.now() - 30_000).toISOString() });
    const { card } = await showFeed([post], {}, true);
    expect(within(card).getByText('Just now')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(within(card).getByText('1 minute ago')).toBeInTheDocument();
  });

  it('says who updated a picture, by gender', async () => {
    const picture = { url: '/media/x/profile_pictures/a.jpg' };
    const { feed } = await showFeed([
      makePost({
        type: 'profilePicture',
        images: [picture],
        user: makeAuthor({ gender: 'female' }),
      }),
      makePost({ type: 'coverPicture', images: [picture], user: makeAuthor({ gender: 'male' }) }),
      makePost({
        type: 'profilePicture',
        images: [picture],
        user: makeAuthor({ gender: 'custom' }),
      }),
    ]);
    const [her, his, their] = within(feed).getAllByRole('article');
    expect(her).toHaveTextContent('Bob Smith updated her profile picture');
    expect(his).toHaveTextContent('Bob Smith updated his cover photo');
    expect(their).toHaveTextContent('Bob Smith updated their profile picture');
    expect(within(her!).getByRole('img', { name: 'Bob Smith' })).toBeVisible();
  });

  it('shows five pictures with +N for the rest, which shows them all', async () => {
    const images = Array.from({ length: 7 }, (_, index) => ({ url: `/media/p${index}.jpg` }));
    const { card, events } = await showFeed([makePost({ images })]);
    expect(
      within(card).getAllByRole('img', { name: /^Attachment \d of 7 from Bob Smith$/ }),
    ).toHaveLength(5);
    const more = within(card).getByRole('button', { name: 'Show 2 more photos' });
    expect(more).toHaveTextContent('+2');
    await events.click(more);
    expect(within(card).getAllByRole('img', { name: /^Attachment \d of 7/ })).toHaveLength(7);
  });

  it('shows the top three reactions and the total', async () => {
    const { card } = await showFeed([
      makePost({
        reactions: makeReactions({ like: 1, love: 4, wow: 2, sad: 2 }),
        comments: [makeComment('Hi')],
      }),
    ]);
    const icons = within(card).getAllByRole('img');
    expect(icons.map((icon) => icon.getAttribute('aria-label'))).toEqual(['Love', 'Wow', 'Sad']);
    for (const icon of icons) expect(icon.tagName).toBe('svg');
    expect(within(card).getByRole('img', { name: 'Love' })).toBeVisible();
    expect(card.textContent).not.toMatch(EMOJI);
    expect(within(card).getByText('9 reactions')).toBeInTheDocument();
    expect(within(card).getByText('1 comment')).toBeInTheDocument();
  });
});

describe('reactions', () => {
  it('a click likes, another click takes the like back, at once', async () => {
    const gate = deferred<void>();
    const server = reactServer();
    const post = makePost();
    const { card, events, api } = await showFeed([post], {
      [route('reactPost')]: async (call) => {
        await gate.promise;
        return server(call);
      },
    });
    const like = within(card).getByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await events.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(within(card).getByText('1 reaction')).toBeInTheDocument();
    gate.resolve();
    await waitFor(() => expect(api.apiCalls().filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(api.apiCalls().at(-1)?.body).toEqual({ postId: post._id, react: 'like' });

    await events.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(within(card).queryByText(/reactions?$/)).toBeNull();
    await waitFor(() => expect(api.apiCalls().filter((c) => c.method === 'PUT')).toHaveLength(2));
  });

  it('opens the popup after 500 ms of hover; another reaction moves the count', async () => {
    const post = makePost({ reactions: makeReactions({ like: 2 }, { check: 'like' }) });
    const { card, events } = await showFeed(
      [post],
      { [route('reactPost')]: reactServer(post.reactions) },
      true,
    );
    const like = within(card).getByRole('button', { name: 'Like' });
    await events.hover(like);
    await act(() => vi.advanceTimersByTimeAsync(REACTION_POPUP_DELAY_MS - 150));
    expect(within(card).queryByRole('toolbar', { name: 'Reactions' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    const popup = within(card).getByRole('toolbar', { name: 'Reactions' });
    const names = ['Like', 'Love', 'Haha', 'Wow', 'Sad', 'Angry'];
    const choices = within(popup).getAllByRole('button');
    expect(choices).toHaveLength(names.length);
    names.forEach((name, index) => {
      // Each choice is the app's drawing, named by the reaction, which names the button.
      const drawing = within(choices[index]!).getByRole('img', { name });
      expect(drawing.tagName).toBe('svg');
      expect(choices[index]).toHaveAccessibleName(name);
    });
    expect(popup.textContent).not.toMatch(EMOJI);
    expect(within(popup).getByRole('button', { name: 'Like' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await events.click(within(popup).getByRole('button', { name: 'Love' }));
    expect(within(card).queryByRole('toolbar')).toBeNull();
    const love = within(card).getByRole('button', { name: 'Love' });
    expect(love).toHaveAttribute('aria-pressed', 'true');
    // The button shows the drawing (decorative) beside its name, and no emoji.
    expect(within(love).queryByRole('img')).toBeNull();
    expect(love).toHaveTextContent(/^Love$/);
    expect(within(card).getByText('2 reactions')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('img')
        .map((icon) => icon.getAttribute('aria-label')),
    ).toEqual(['Like', 'Love']);
  });

  it('is reachable by keyboard: ArrowUp opens, arrows move, Enter chooses, Escape goes back', async () => {
    const post = makePost();
    const { card, events, api } = await showFeed([post], { [route('reactPost')]: reactServer() });
    const like = within(card).getByRole('button', { name: 'Like' });
    like.focus();
    await events.keyboard('{ArrowUp}');
    const popup = within(card).getByRole('toolbar', { name: 'Reactions' });
    expect(within(popup).getByRole('button', { name: 'Like' })).toHaveFocus();
    await events.keyboard('{Escape}');
    expect(within(card).queryByRole('toolbar')).toBeNull();
    expect(like).toHaveFocus();

    await events.click(within(card).getByRole('button', { name: 'More reactions' }));
    await events.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(card).getByRole('button', { name: 'Haha' })).toHaveFocus();
    await events.keyboard('{Enter}');
    expect(within(card).getByRole('button', { name: 'Haha' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(card).getByRole('button', { name: 'Haha' })).toHaveFocus();
    await waitFor(() =>
      expect(api.apiCalls().at(-1)?.body).toEqual({ postId: post._id, react: 'haha' }),
    );
  });

  it('opens on a long press on a touch screen without reacting', async () => {
    const { card, api } = await showFeed([makePost()], {}, true);
    const like = within(card).getByRole('button', { name: 'Like' });
    fireEvent.pointerDown(like, { pointerType: 'touch' });
    await act(() => vi.advanceTimersByTimeAsync(REACTION_POPUP_DELAY_MS + 10));
    fireEvent.pointerUp(like, { pointerType: 'touch' });
    fireEvent.click(like);
    expect(within(card).getByRole('toolbar', { name: 'Reactions' })).toBeInTheDocument();
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(api.apiCalls()).toHaveLength(1);
  });

  it('goes back to what it was when the server refuses', async () => {
    const post = makePost({ reactions: makeReactions({ wow: 1 }) });
    const { card, events } = await showFeed([post], {
      [route('reactPost')]: () => json(404, { message: 'This post does not exist.' }),
    });
    await events.click(within(card).getByRole('button', { name: 'Like' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('This post does not exist.');
    expect(within(card).getByRole('button', { name: 'Like' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(card).getByText('1 reaction')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('img')
        .map((icon) => icon.getAttribute('aria-label')),
    ).toEqual(['Wow']);
  });
});

describe('comments', () => {
  const fiveComments = () =>
    ['five', 'four', 'three', 'two', 'one'].map((text) => makeComment(`Comment ${text}`));

  it('shows one, then three more at each View more comments, newest first', async () => {
    const { card, events } = await showFeed([makePost({ comments: fiveComments() })]);
    const list = within(card).getByRole('list', { name: 'Comments' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('Comment five');
    await events.click(within(card).getByRole('button', { name: 'View more comments' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Comment five'),
      expect.stringContaining('Comment four'),
      expect.stringContaining('Comment three'),
      expect.stringContaining('Comment two'),
    ]);
    await events.click(within(card).getByRole('button', { name: 'View more comments' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(card).queryByRole('button', { name: 'View more comments' })).toBeNull();
  });

  it('reads older comments than the list carries when they are asked for', async () => {
    const loaded = Array.from({ length: 2 }, (_, index) => makeComment(`Recent ${index}`));
    const older = Array.from({ length: 3 }, (_, index) => makeComment(`Older ${index}`));
    const post = makePost({ comments: loaded, commentCount: 5 });
    const { card, events, api } = await showFeed([post], {
      [route('getComments', `/post/getComments/${post._id}`)]: () =>
        json(200, [...loaded, ...older]),
    });
    await events.click(within(card).getByRole('button', { name: 'View more comments' }));
    const list = within(card).getByRole('list', { name: 'Comments' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    expect(list).toHaveTextContent('Older 1');
    expect(api.apiCalls().at(-1)?.query.get('limit')).toBe('50');
  });

  it('Enter sends a comment; the answer replaces the list and the count', async () => {
    const post = makePost({ comments: [makeComment('First!')] });
    const mine = makeComment('Nice one', { _id: jane.id, first_name: 'Jane', last_name: 'Doe' });
    const { card, events, api } = await showFeed([post], {
      [route('comment')]: () => json(200, [mine, ...post.comments]),
    });
    const input = within(card).getByRole('combobox', { name: 'Write a comment' });
    expect(input).toHaveAttribute('placeholder', 'Write a comment...');
    await events.type(input, 'Nice one{Enter}');
    await waitFor(() => expect(input).toHaveValue(''));
    expect(api.apiCalls().at(-1)?.body).toEqual({
      postId: post._id,
      comment: 'Nice one',
      image: '',
    });
    const list = within(card).getByRole('list', { name: 'Comments' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Jane DoeNice one');
    expect(within(card).getByText('2 comments')).toBeInTheDocument();
  });

  it('sends an image uploaded into the post folder of the commenter', async () => {
    const post = makePost();
    const url = `/media/${jane.id}/post_images/${post._id}/c.jpg`;
    const { card, events, api } = await showFeed([post], {
      [route('uploadImages')]: () => json(200, [{ url }]),
      [route('comment')]: () => json(200, [makeComment('', { _id: jane.id }, { image: url })]),
    });
    await events.upload(
      within(card).getByLabelText('Choose a photo for your comment'),
      new File([new Uint8Array(10)], 'c.png', { type: 'image/png' }),
    );
    const preview = await within(card).findByRole('img', { name: 'Attachment for your comment' });
    expect(preview).toBeVisible();
    const previewUrl = preview.getAttribute('src');
    expect(blobAt(previewUrl)).toHaveProperty('name', 'c.png');
    await events.type(within(card).getByRole('combobox', { name: 'Write a comment' }), '{Enter}');
    await within(card).findByRole('img', { name: "Attached to Carol Jones's comment" });
    // Sent: the preview is gone, and its object URL with it.
    expect(blobAt(previewUrl)).toBeUndefined();
    const upload = api.apiCalls().find((call) => call.path.endsWith('/uploadImages'));
    expect((upload?.body as FormData).get('path')).toBe(`${jane.id}/post_images/${post._id}`);
    expect(api.apiCalls().at(-1)?.body).toEqual({ postId: post._id, comment: '', image: url });
  });

  it('refuses another type or a large image inline, with Try again', async () => {
    const { card, events } = await showFeed([makePost()]);
    fireEvent.change(within(card).getByLabelText('Choose a photo for your comment'), {
      target: { files: [new File(['x'], 'doc.pdf', { type: 'application/pdf' })] },
    });
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('doc.pdf format is not supported.');
    await events.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(within(card).getByRole('combobox', { name: 'Write a comment' })).toHaveFocus();

    const big = new File([new Uint8Array(10)], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 6_000_000 });
    fireEvent.change(within(card).getByLabelText('Choose a photo for your comment'), {
      target: { files: [big] },
    });
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'big.png is too large max 5mb allowed.',
    );
  });

  it("offers Delete to the comment's author and to the post's author only", async () => {
    const mine = makeComment('Mine', { _id: jane.id, first_name: 'Jane', last_name: 'Doe' });
    const theirs = makeComment('Theirs');
    const bobsPost = makePost({ comments: [theirs, mine] });
    const janesPost = makePost({ user: authorOf(jane), comments: [theirs] });
    const { feed, events, api } = await showFeed([bobsPost, janesPost], {
      [route('deleteComment')]: () => json(200, []),
    });
    const [bobs, janes] = within(feed).getAllByRole('article');
    expect(within(bobs!).queryByRole('button', { name: 'Delete comment' })).toBeNull();
    await events.click(within(bobs!).getByRole('button', { name: 'View more comments' }));
    expect(within(bobs!).getAllByRole('button', { name: 'Delete comment' })).toHaveLength(1);

    await events.click(within(janes!).getByRole('button', { name: 'Delete comment' }));
    await waitFor(() =>
      expect(within(janes!).queryByRole('list', { name: 'Comments' })).toBeNull(),
    );
    expect(api.apiCalls().at(-1)?.body).toEqual({ postId: janesPost._id, commentId: theirs._id });
  });
});

describe('post menu', () => {
  const openMenu = async (card: HTMLElement, events: ReturnType<typeof renderApp>['events']) => {
    await events.click(within(card).getByRole('button', { name: 'Post options' }));
    const menu = within(card).getByRole('menu', { name: 'Post options' });
    return within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
  };

  it('gives the author Edit Post and Move to trash, everyone Save, Download with images, the others Report post', async () => {
    const { feed, events } = await showFeed([
      makePost({ user: authorOf(jane) }),
      makePost({ images: [{ url: '/media/a.jpg' }] }),
      makePost(),
    ]);
    const [own, withImages, other] = within(feed).getAllByRole('article');
    expect(await openMenu(own!, events)).toEqual(['Edit Post', 'Save Post', 'Move to trash']);
    await events.keyboard('{Escape}');
    expect(await openMenu(withImages!, events)).toEqual(['Save Post', 'Download', 'Report post']);
    await events.keyboard('{Escape}');
    expect(await openMenu(other!, events)).toEqual(['Save Post', 'Report post']);
  });

  it('offers Edit event instead of Edit Post on an event, opening the event form filled in', async () => {
    const event = makeEventPost({ can_manage: true }, { user: authorOf(jane) });
    const { card, events } = await showFeed([event]);
    expect(await openMenu(card, events)).toEqual(['Edit event', 'Save Post', 'Move to trash']);
    await events.click(screen.getByRole('menuitem', { name: 'Edit event' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit event' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Chess night');
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Bring a board if you have one.',
    );
    expect(within(card).queryByRole('form', { name: 'Edit post' })).toBeNull();
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Post options' })).toHaveFocus();
  });

  it('gives Edit event to whoever manages the event, and nobody Edit Post on one; none once it is cancelled', async () => {
    const { feed, events } = await showFeed([
      // A group event jane runs as the group's admin.
      makeEventPost({ can_manage: true }),
      makeEventPost({ can_manage: true, cancelled: true }, { user: authorOf(jane) }),
    ]);
    const [managed, cancelled] = within(feed).getAllByRole('article');
    expect(await openMenu(managed!, events)).toEqual(['Edit event', 'Save Post', 'Report post']);
    await events.keyboard('{Escape}');
    expect(await openMenu(cancelled!, events)).toEqual(['Save Post', 'Move to trash']);
  });

  it('Save Post toggles at once to Unsave Post', async () => {
    const post = makePost();
    const { card, events, api } = await showFeed([post], {
      [route('savePost', `/post/savePost/${post._id}`)]: () =>
        json(200, { success: true, saved: true }),
    });
    await openMenu(card, events);
    await events.click(screen.getByRole('menuitem', { name: 'Save Post' }));
    expect(await openMenu(card, events)).toEqual(['Unsave Post', 'Report post']);
    expect(api.apiCalls().filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('Unsave Post outside the saved list keeps the post there, as Save Post', async () => {
    const post = makePost({
      text: 'Still here',
      reactions: makeReactions({}, { checkSaved: true }),
    });
    const { card, events } = await showFeed([post], {
      [route('savePost', `/post/savePost/${post._id}`)]: () =>
        json(200, { success: true, saved: false }),
    });
    await openMenu(card, events);
    await events.click(screen.getByRole('menuitem', { name: 'Unsave Post' }));
    expect(await openMenu(card, events)).toEqual(['Save Post', 'Report post']);
    expect(screen.getByText('Still here')).toBeInTheDocument();
  });

  it('Move to trash asks first, then the post leaves the feed', async () => {
    const post = makePost({ user: authorOf(jane), text: 'Delete me' });
    const { card, events, api } = await showFeed([post, makePost({ text: 'Keep me' })], {
      [route('deletePost', `/post/deletePost/${post._id}`)]: () => json(200, { success: true }),
    });
    await openMenu(card, events);
    await events.click(screen.getByRole('menuitem', { name: 'Move to trash' }));
    const dialog = screen.getByRole('dialog', { name: 'Move to trash?' });
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.apiCalls().filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await openMenu(card, events);
    await events.click(screen.getByRole('menuitem', { name: 'Move to trash' }));
    await events.click(
      within(screen.getByRole('dialog', { name: 'Move to trash?' })).getByRole('button', {
        name: 'Move to trash',
      }),
    );
    await waitFor(() => expect(screen.queryByText('Delete me')).toBeNull());
    expect(screen.getByText('Keep me')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('edits the text inline with Cancel and Save', async () => {
    const post = makePost({ user: authorOf(jane), text: 'Typo heer' });
    const { card, events, api } = await showFeed([post], {
      [route('updateText')]: (call) =>
        json(200, {
          success: true,
          data: { ...post, text: (call.body as { text: string }).text },
        }),
    });
    await openMenu(card, events);
    await events.click(screen.getByRole('menuitem', { name: 'Edit Post' }));
    const form = within(card).getByRole('form', { name: 'Edit post' });
    const box = within(form).getByRole('textbox', { name: 'Post text' });
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('maxlength', '2500');
    await events.clear(box);
    await events.type(box, 'Something else');
    await events.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(within(card).getByText('Typo heer')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Post options' })).toHaveFocus();

    await openMenu(card, events);
    await events.click(screen.getByRole('menuitem', { name: 'Edit Post' }));
    const again = within(card).getByRole('textbox', { name: 'Post text' });
    await events.clear(again);
    await events.type(again, 'Typo here');
    await events.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Typo here')).toBeInTheDocument();
    expect(within(card).queryByRole('form', { name: 'Edit post' })).toBeNull();
    expect(api.apiCalls().at(-1)?.body).toEqual({ postId: post._id, text: 'Typo here' });
  });
});

describe('post card in another language', () => {
  /** The home feed with these posts, in `language` (its name for the feed: `feedName`). */
  const showFeedIn = async (language: 'ar' | 'fr', feedName: string, posts: Post[]) => {
    await activateLanguage(language, 'signed-in');
    stubApi({ [route('getAllPosts')]: () => json(200, posts) });
    const { events } = renderApp('/', { user: jane });
    const feed = await screen.findByRole('feed', { name: feedName });
    return { events, cards: await within(feed).findAllByRole('article') };
  };

  it("counts by Arabic's plurals and shows members' words in their own direction", async () => {
    const post = makePost({
      text: 'مرحبا بالجميع',
      group: makePostGroup({ name: 'نادي الشطرنج' }),
      reactions: makeReactions({ like: 2, love: 1 }),
      comments: [makeComment('Welcome!'), makeComment('أهلا', { first_name: 'سارة' })],
    });
    const { cards } = await showFeedIn('ar', 'المنشورات', [post]);
    const card = cards[0]!;
    expect(card).toHaveAccessibleName('منشور من Bob Smith');
    expect(within(card).getByText('3 تفاعلات')).toBeInTheDocument();
    expect(within(card).getByText('تعليقان')).toBeInTheDocument();
    expect(within(card).getByText('مجموعة خاصة')).toBeInTheDocument();
    expect(within(card).getByText('مرحبا بالجميع')).toHaveAttribute('dir', 'auto');
    expect(within(card).getByRole('link', { name: 'Bob Smith' })).toHaveAttribute('dir', 'auto');
    expect(within(card).getByRole('link', { name: 'نادي الشطرنج' })).toHaveAttribute('dir', 'auto');
    expect(within(card).getByText('Welcome!')).toHaveAttribute('dir', 'auto');
    expect(within(card).getByRole('button', { name: 'عرض المزيد من التعليقات' })).toBeVisible();
  });

  it('says what a member updated, and names the post menu, in French', async () => {
    const picture = { url: '/media/x/profile_pictures/a.jpg' };
    const images = Array.from({ length: 7 }, (_, index) => ({ url: `/media/p${index}.jpg` }));
    const { cards, events } = await showFeedIn('fr', 'Publications', [
      makePost({
        type: 'profilePicture',
        images: [picture],
        user: makeAuthor({ gender: 'female' }),
      }),
      makePost({ images }),
    ]);
    const [update, photos] = cards;
    expect(update).toHaveTextContent('Bob Smith a mis à jour sa photo de profil');
    expect(
      within(photos!).getByRole('button', { name: 'Afficher 2 photos de plus' }),
    ).toHaveTextContent('+2');
    await events.click(within(photos!).getByRole('button', { name: 'Options de la publication' }));
    const menu = within(photos!).getByRole('menu', { name: 'Options de la publication' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Enregistrer la publication', 'Télécharger', 'Signaler la publication']);
  });
});
