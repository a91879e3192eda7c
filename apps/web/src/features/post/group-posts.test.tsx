import { groupText, type GroupRule, type Post } from '@quad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authorOf, makeComment, makePost, makePostGroup } from '../../test/factories';
import { json, route, stubApi, type StubCall } from '../../test/fetch-stub';
import { renderComponent } from '../../test/render-component';
import { makeSessionUser, renderApp } from '../../test/render-app';
import { CreatePostBox } from './create-post-box';
import { GroupPostList } from './group-post-list';

const jane = makeSessionUser();
const chess = makePostGroup();
const PROMPT = "What's on your mind, Jane";
const RULES: GroupRule[] = [
  { title: 'Be kind', text: 'No insults.' },
  { title: 'No spam', text: 'Nothing for sale.' },
];
const MODERATION = { slug: chess.slug, rules: RULES };

/** A path of the group's calls, as the contract has it (`route`) and as fetch sees it (`api`). */
const groupPath = (suffix = '') => `/groups/${chess.slug}${suffix}`;
const apiPath = (suffix = '') => `/api/v1${groupPath(suffix)}`;
type Handlers = Parameters<typeof stubApi>[0];

/** The group's three lists: pinned posts, the viewer's waiting ones and the first page. */
const stubGroup = (
  { pinned = [], pending = [], posts = [] }: { pinned?: Post[]; pending?: Post[]; posts?: Post[] },
  handlers: Handlers = {},
) =>
  stubApi({
    [route('getPinnedGroupPosts', groupPath('/posts/pinned'))]: () => json(200, pinned),
    [route('getPendingGroupPosts', groupPath('/posts/pending'))]: () => json(200, pending),
    [route('getGroupPosts', groupPath('/posts'))]: () => json(200, posts),
    ...handlers,
  });

const groupFeed = () => screen.findByRole('feed', { name: 'Group posts' });
const cardsOf = async () => within(await groupFeed()).findAllByRole('article');

const openMenu = async (
  events: ReturnType<typeof renderComponent>['events'],
  card: HTMLElement,
) => {
  await events.click(within(card).getByRole('button', { name: 'Post options' }));
  return screen.getByRole('menu', { name: 'Post options' });
};

describe('posting in a group', () => {
  it('shows the group where Public is, sends its id, and puts the post first in the group', async () => {
    const older = makePost({ text: 'Opening night', group: chess });
    const api = stubGroup(
      { posts: [older] },
      {
        [route('createPost')]: (call) =>
          json(201, {
            success: true,
            data: makePost({
              user: authorOf(jane),
              text: (call.body as { text: string }).text,
              group: chess,
            }),
          }),
      },
    );
    const { events } = renderComponent(
      <>
        <CreatePostBox group={chess} />
        <GroupPostList slug={chess.slug} />
      </>,
      { user: jane },
    );
    await screen.findByText('Opening night');
    await events.click(screen.getByRole('button', { name: PROMPT }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Post' });
    expect(within(dialog).getByText('Chess Club')).toBeInTheDocument();
    expect(within(dialog).queryByText('Public')).toBeNull();
    await events.type(within(dialog).getByRole('combobox', { name: PROMPT }), 'Blitz on Friday');
    await events.click(within(dialog).getByRole('button', { name: 'Post' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const create = api.apiCalls().find((call) => call.path === '/api/v1/post/createPost');
    expect(create?.body).toEqual({
      type: null,
      text: 'Blitz on Friday',
      background: null,
      images: null,
      user: jane.id,
      group: chess._id,
    });
    const [first, second] = await cardsOf();
    expect(first).toHaveTextContent('Blitz on Friday');
    expect(second).toHaveTextContent('Opening night');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says a post waits for approval, and lists it only as pending', async () => {
    const waiting = makePost({
      user: authorOf(jane),
      text: 'Can I sell my board here?',
      group: chess,
      pending: true,
    });
    let pendingShown: Post[] = [];
    stubGroup(
      { posts: [makePost({ text: 'Opening night', group: chess })] },
      {
        [route('getPendingGroupPosts', groupPath('/posts/pending'))]: () => json(200, pendingShown),
        [route('createPost')]: () => {
          pendingShown = [waiting];
          return json(201, { success: true, data: waiting });
        },
      },
    );
    const { events } = renderComponent(
      <>
        <CreatePostBox group={chess} />
        <GroupPostList slug={chess.slug} />
      </>,
      { user: jane },
    );
    expect(await cardsOf()).toHaveLength(1);
    await events.click(screen.getByRole('button', { name: PROMPT }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Post' });
    await events.type(
      within(dialog).getByRole('combobox', { name: PROMPT }),
      'Can I sell my board here?',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Post' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your post is waiting for approval',
    );
    await waitFor(async () => expect(await cardsOf()).toHaveLength(2));
    const [first, second] = await cardsOf();
    expect(first).toHaveTextContent('Can I sell my board here?');
    expect(within(first!).getByText('Pending approval')).toBeInTheDocument();
    expect(second).toHaveTextContent('Opening night');
    expect(within(second!).queryByText('Pending approval')).toBeNull();
  });
});

describe('a group post in the home feed', () => {
  it('says "Name › Group" above it, the group linking to its page', async () => {
    stubApi({
      [route('getAllPosts')]: () =>
        json(200, [makePost({ text: 'Blitz on Friday', group: chess, pinned: true })]),
    });
    renderApp('/', { user: jane });
    const feed = await screen.findByRole('feed', { name: 'Posts' });
    const [card] = await within(feed).findAllByRole('article');
    expect(card).toHaveTextContent(/Bob Smith › .*Chess Club/);
    expect(within(card!).getByRole('link', { name: 'Chess Club' })).toHaveAttribute(
      'href',
      '/groups/chess-club',
    );
    expect(within(card!).getByText('Private group')).toBeInTheDocument();
    // Pinned is for the group's own list.
    expect(within(card!).queryByText('Pinned')).toBeNull();
    expect(within(card!).queryByText('Pending approval')).toBeNull();
  });
});

describe("a group's posts", () => {
  it('lists the pinned posts first, then the waiting ones marked, then the page', async () => {
    stubGroup({
      pinned: [makePost({ text: 'Read the rules', group: chess, pinned: true })],
      pending: [
        makePost({ user: authorOf(jane), text: 'Waiting one', group: chess, pending: true }),
      ],
      posts: [
        makePost({ text: 'Newest', group: chess }),
        makePost({ text: 'Older', group: chess }),
      ],
    });
    renderComponent(<GroupPostList slug={chess.slug} />, { user: jane });
    const cards = await cardsOf();
    expect(cards).toHaveLength(4);
    const [pinned, waiting, newest, older] = cards;
    expect(pinned).toHaveTextContent('Read the rules');
    expect(within(pinned!).getByText('Pinned')).toBeInTheDocument();
    expect(waiting).toHaveTextContent('Waiting one');
    expect(within(waiting!).getByText('Pending approval')).toBeInTheDocument();
    expect(newest).toHaveTextContent('Newest');
    expect(older).toHaveTextContent('Older');
    expect(within(newest!).queryByText('Pinned')).toBeNull();
    expect(within(newest!).queryByText('Pending approval')).toBeNull();
    expect(cards.map((card) => card.getAttribute('aria-posinset'))).toEqual(['1', '2', '3', '4']);
  });

  it('shows a post once while the pinned posts already have it and the page still does', async () => {
    const post = makePost({ text: 'Tournament results', group: chess });
    stubGroup({
      pinned: [{ ...post, pinned: true }],
      posts: [post, makePost({ text: 'Older', group: chess })],
    });
    renderComponent(<GroupPostList slug={chess.slug} />, { user: jane });
    const cards = await cardsOf();
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Tournament results');
    expect(within(cards[0]!).getByText('Pinned')).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('Older');
  });

  it('still lists the group when the viewer may see no waiting posts', async () => {
    stubGroup(
      { posts: [makePost({ text: 'Newest', group: chess })] },
      {
        [route('getPendingGroupPosts', groupPath('/posts/pending'))]: () =>
          json(403, { message: groupText.membersOnly }),
      },
    );
    renderComponent(<GroupPostList slug={chess.slug} />, { user: jane });
    const cards = await cardsOf();
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveTextContent('Newest');
  });

  it('offers no moderation to members', async () => {
    stubGroup({ posts: [makePost({ group: chess })] });
    const { events } = renderComponent(<GroupPostList slug={chess.slug} />, { user: jane });
    const [card] = await cardsOf();
    const menu = await openMenu(events, card!);
    expect(within(menu).queryByRole('menuitem', { name: 'Pin post' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Remove post' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Report post' })).toBeInTheDocument();
  });
});

describe("a group moderator's post menu", () => {
  it('pins a post, which then says Pinned and offers Unpin post', async () => {
    const post = makePost({ text: 'Tournament results', group: chess });
    let pinned: Post[] = [];
    let posts: Post[] = [post];
    const api = stubGroup(
      {},
      {
        [route('getPinnedGroupPosts', groupPath('/posts/pinned'))]: () => json(200, pinned),
        [route('getGroupPosts', groupPath('/posts'))]: () => json(200, posts),
        [route('pinGroupPost', groupPath(`/posts/${post._id}/pin`))]: () => {
          pinned = [{ ...post, pinned: true }];
          posts = [];
          return json(200, { message: 'Pinned.' });
        },
      },
    );
    const { events } = renderComponent(
      <GroupPostList slug={chess.slug} moderation={MODERATION} />,
      { user: jane },
    );
    const [card] = await cardsOf();
    await events.click(
      within(await openMenu(events, card!)).getByRole('menuitem', { name: 'Pin post' }),
    );

    await waitFor(async () =>
      expect(within((await cardsOf())[0]!).getByText('Pinned')).toBeInTheDocument(),
    );
    expect(
      api
        .apiCalls()
        .filter((call) => call.method === 'PUT')
        .map((call) => call.path),
    ).toEqual([apiPath(`/posts/${post._id}/pin`)]);
    const [again] = await cardsOf();
    expect(
      within(await openMenu(events, again!)).getByRole('menuitem', { name: 'Unpin post' }),
    ).toBeInTheDocument();
  });

  it('unpins a pinned post', async () => {
    const post = makePost({ text: 'Read the rules', group: chess, pinned: true });
    const api = stubGroup(
      { pinned: [post] },
      {
        [route('unpinGroupPost', groupPath(`/posts/${post._id}/pin`))]: () =>
          json(200, { message: 'Unpinned.' }),
      },
    );
    const { events } = renderComponent(
      <GroupPostList slug={chess.slug} moderation={MODERATION} />,
      { user: jane },
    );
    const [card] = await cardsOf();
    await events.click(
      within(await openMenu(events, card!)).getByRole('menuitem', { name: 'Unpin post' }),
    );
    await waitFor(() => expect(api.apiCalls().some((call) => call.method === 'DELETE')).toBe(true));
    expect(api.apiCalls().find((call) => call.method === 'DELETE')?.path).toBe(
      apiPath(`/posts/${post._id}/pin`),
    );
  });

  it('approves a waiting post, which then shows as published', async () => {
    const waiting = makePost({ text: 'First tournament?', group: chess, pending: true });
    let pending: Post[] = [waiting];
    let posts: Post[] = [];
    const api = stubGroup(
      {},
      {
        [route('getPendingGroupPosts', groupPath('/posts/pending'))]: () => json(200, pending),
        [route('getGroupPosts', groupPath('/posts'))]: () => json(200, posts),
        [route('approveGroupPost', groupPath(`/posts/${waiting._id}/approve`))]: () => {
          pending = [];
          posts = [{ ...waiting, pending: false }];
          return json(200, { message: 'Approved.' });
        },
      },
    );
    const { events } = renderComponent(
      <GroupPostList slug={chess.slug} moderation={MODERATION} />,
      { user: jane },
    );
    const [card] = await cardsOf();
    expect(within(card!).getByText('Pending approval')).toBeInTheDocument();
    const menu = await openMenu(events, card!);
    // A waiting post is approved or removed, not pinned.
    expect(within(menu).queryByRole('menuitem', { name: 'Pin post' })).toBeNull();
    await events.click(within(menu).getByRole('menuitem', { name: 'Approve post' }));

    await waitFor(async () =>
      expect(within((await cardsOf())[0]!).queryByText('Pending approval')).toBeNull(),
    );
    expect((await cardsOf())[0]).toHaveTextContent('First tournament?');
    expect(
      api.apiCalls().some((call) => call.path === apiPath(`/posts/${waiting._id}/approve`)),
    ).toBe(true);
  });

  it('says why a pin is refused (three already)', async () => {
    const post = makePost({ group: chess });
    stubGroup(
      { posts: [post] },
      {
        [route('pinGroupPost', groupPath(`/posts/${post._id}/pin`))]: () =>
          json(400, { message: groupText.tooManyPinned }),
      },
    );
    const { events } = renderComponent(
      <GroupPostList slug={chess.slug} moderation={MODERATION} />,
      { user: jane },
    );
    const [card] = await cardsOf();
    await events.click(
      within(await openMenu(events, card!)).getByRole('menuitem', { name: 'Pin post' }),
    );
    expect(await within(card!).findByRole('alert')).toHaveTextContent(
      'A group can pin up to 3 posts.',
    );
  });

  it('removes a post citing the rule it breaks, by its place in the rules', async () => {
    const post = makePost({ text: 'Selling my board, 20 dollars', group: chess });
    const other = makePost({ text: 'Opening night', group: chess });
    const removals: StubCall[] = [];
    stubGroup(
      { posts: [post, other] },
      {
        [route('removeGroupPost', groupPath(`/posts/${post._id}/remove`))]: (call) => {
          removals.push(call);
          return json(200, { message: 'Removed.' });
        },
      },
    );
    const { events } = renderComponent(
      <GroupPostList slug={chess.slug} moderation={MODERATION} />,
      { user: jane },
    );
    const [card] = await cardsOf();
    await events.click(
      within(await openMenu(events, card!)).getByRole('menuitem', { name: 'Remove post' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Remove post' });
    const rules = within(dialog).getByRole('group', { name: 'Which rule does it break?' });
    expect(within(rules).getAllByRole('radio')).toHaveLength(2);
    // A rule must be chosen: its author is told which.
    await events.click(within(dialog).getByRole('button', { name: 'Remove post' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose the rule it breaks');
    expect(removals).toHaveLength(0);

    await events.click(within(rules).getByRole('radio', { name: /No spam/ }));
    await events.type(
      within(dialog).getByRole('textbox', { name: 'Add a note for the author (optional)' }),
      'Use the marketplace',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Remove post' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(removals.map((call) => call.body)).toEqual([{ rule: 1, note: 'Use the marketplace' }]);
    await waitFor(async () => expect(await cardsOf()).toHaveLength(1));
    expect((await cardsOf())[0]).toHaveTextContent('Opening night');
  });

  it('removes a comment citing a rule; it leaves the post', async () => {
    const comment = makeComment('You all play badly');
    const post = makePost({ group: chess, comments: [comment] });
    const removals: StubCall[] = [];
    stubGroup(
      { posts: [post] },
      {
        [route('removeGroupComment', groupPath(`/comments/${comment._id}/remove`))]: (call) => {
          removals.push(call);
          return json(200, { message: 'Removed.' });
        },
      },
    );
    const { events } = renderComponent(
      <GroupPostList slug={chess.slug} moderation={MODERATION} />,
      { user: jane },
    );
    const [card] = await cardsOf();
    expect(within(card!).getByText('You all play badly')).toBeInTheDocument();
    await events.click(
      within(card!).getByRole('button', { name: "More options for Carol Jones's comment" }),
    );
    await events.click(screen.getByRole('menuitem', { name: 'Remove comment' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove comment' });
    await events.click(within(dialog).getByRole('radio', { name: /Be kind/ }));
    await events.click(within(dialog).getByRole('button', { name: 'Remove comment' }));

    await waitFor(() => expect(within(card!).queryByText('You all play badly')).toBeNull());
    expect(removals.map((call) => call.body)).toEqual([{ rule: 0, note: '' }]);
  });
});
