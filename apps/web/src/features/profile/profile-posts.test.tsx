import type { Post } from '@quad/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authorOf, makeAuthor, makePost, makeProfile, ownProfile } from '../../test/factories';
import { json, route, stubApi, type StubCall } from '../../test/fetch-stub';
import { scrollToEnd, stubIntersectionObserver } from '../../test/intersection-observer';
import { makeSessionUser, renderApp } from '../../test/render-app';

const jane = makeSessionUser();
const bob = makeAuthor();

const texts = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => `Post number ${from + index}`);

/** A 200 answer with a Link header to `getUserPosts/{userId}?cursor={next}` when `next` is given. */
const answer = (body: unknown, userId: string, next?: string) =>
  new Response(JSON.stringify(body), {
    headers: {
      'Content-Type': 'application/json',
      ...(next && {
        Link: `</api/v1/post/getUserPosts/${userId}?cursor=${next}&limit=10>; rel="next"`,
      }),
    },
  });

const postsBy = (user: Post['user'], from: number, count: number) =>
  texts(from, count).map((text) => makePost({ user, text }));

const bobsProfile = (posts: Post[]) =>
  makeProfile({
    _id: bob._id,
    username: bob.username,
    first_name: bob.first_name,
    last_name: bob.last_name,
    posts,
  });

/** Bob's 23 posts: ten in his profile, then two pages of getUserPosts (c1, then c2). */
const stubBobsPosts = (userPosts?: (call: StubCall) => Response) =>
  stubApi({
    [route('getProfile', '/user/getProfile/bobsmith')]: () =>
      answer(bobsProfile(postsBy(bob, 1, 10)), bob._id, 'c1'),
    [route('getUserPosts', `/post/getUserPosts/${bob._id}`)]:
      userPosts ??
      (({ query }) =>
        query.get('cursor') === 'c1'
          ? answer(postsBy(bob, 11, 10), bob._id, 'c2')
          : answer(postsBy(bob, 21, 3), bob._id)),
  });

const cursorsAsked = (calls: StubCall[]) =>
  calls
    .filter((call) => call.path.includes('/getUserPosts/'))
    .map((call) => call.query.get('cursor'));

const profileFeed = async () => {
  const region = await screen.findByRole('region', { name: 'Posts' });
  return within(region).findByRole('feed', { name: 'Posts by Bob Smith' });
};

describe('profile posts', () => {
  it("continues after the profile's posts with getUserPosts when the end comes into view", async () => {
    stubIntersectionObserver();
    const api = stubBobsPosts();
    renderApp('/profile/bobsmith', { user: jane });
    const feed = await profileFeed();
    expect(within(feed).getAllByRole('article')).toHaveLength(10);
    expect(within(feed).getAllByRole('article')[0]).toHaveAttribute('aria-setsize', '-1');
    // The first page came with the profile.
    expect(cursorsAsked(api.apiCalls())).toEqual([]);

    await scrollToEnd();
    await waitFor(() => expect(within(feed).getAllByRole('article')).toHaveLength(20));
    expect(within(feed).getAllByRole('article')[10]).toHaveTextContent('Post number 11');
    await scrollToEnd();
    await waitFor(() => expect(within(feed).getAllByRole('article')).toHaveLength(23));
    const articles = within(feed).getAllByRole('article');
    expect(articles[22]).toHaveTextContent('Post number 23');
    expect(articles[22]).toHaveAttribute('aria-posinset', '23');
    expect(articles[22]).toHaveAttribute('aria-setsize', '23');
    expect(cursorsAsked(api.apiCalls())).toEqual(['c1', 'c2']);
    expect(screen.getByText("You're all caught up.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more posts' })).toBeNull();
  });

  it('offers Load more posts to keyboards, and Try again when a page fails', async () => {
    let fail = true;
    const api = stubBobsPosts(({ query }) => {
      if (fail) return json(503, { message: 'Posts are resting.' });
      return query.get('cursor') === 'c1'
        ? answer(postsBy(bob, 11, 10), bob._id, 'c2')
        : answer(postsBy(bob, 21, 3), bob._id);
    });
    const { events } = renderApp('/profile/bobsmith', { user: jane });
    const feed = await profileFeed();
    await events.click(screen.getByRole('button', { name: 'Load more posts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Posts are resting.');
    expect(within(feed).getAllByRole('article')).toHaveLength(10);

    fail = false;
    await events.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(feed).getAllByRole('article')).toHaveLength(20));
    expect(screen.queryByRole('alert')).toBeNull();
    screen.getByRole('button', { name: 'Load more posts' }).focus();
    await events.keyboard('{Enter}');
    await waitFor(() => expect(within(feed).getAllByRole('article')).toHaveLength(23));
    // The button goes with the last page; the focus goes to the end of the list.
    expect(screen.getByText("You're all caught up.")).toHaveFocus();
    expect(cursorsAsked(api.apiCalls())).toEqual(['c1', 'c1', 'c2']);
  });

  it('shows a short list whole, without asking for more', async () => {
    const api = stubApi({
      [route('getProfile', '/user/getProfile/bobsmith')]: () =>
        answer(bobsProfile(postsBy(bob, 1, 2)), bob._id),
    });
    renderApp('/profile/bobsmith', { user: jane });
    const feed = await profileFeed();
    expect(within(feed).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText("You're all caught up.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more posts' })).toBeNull();
    expect(cursorsAsked(api.apiCalls())).toEqual([]);
  });

  it('puts a new post of one’s own first, keeping the pages already loaded', async () => {
    const author = authorOf(jane);
    const api = stubApi({
      [route('getProfile', '/user/getProfile/janedoe')]: () =>
        answer(ownProfile(jane, { posts: postsBy(author, 1, 10) }), jane.id, 'c1'),
      [route('getUserPosts', `/post/getUserPosts/${jane.id}`)]: () =>
        answer(postsBy(author, 11, 3), jane.id),
      [route('createPost')]: () =>
        json(201, { success: true, data: makePost({ user: author, text: 'Fresh news' }) }),
    });
    const { events } = renderApp('/profile', { user: jane });
    const region = await screen.findByRole('region', { name: 'Posts' });
    const feed = await within(region).findByRole('feed', { name: 'Posts by Jane Doe' });
    await events.click(screen.getByRole('button', { name: 'Load more posts' }));
    await waitFor(() => expect(within(feed).getAllByRole('article')).toHaveLength(13));

    await events.click(screen.getByRole('button', { name: 'Life Stuff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Post' });
    await events.type(
      within(dialog).getByRole('combobox', { name: "What's on your mind, Jane" }),
      'Fresh news',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(within(feed).getAllByRole('article')).toHaveLength(14));
    const articles = within(feed).getAllByRole('article');
    expect(articles[0]).toHaveTextContent('Fresh news');
    expect(articles[1]).toHaveTextContent('Post number 1');
    expect(articles[13]).toHaveTextContent('Post number 13');
    expect(cursorsAsked(api.apiCalls())).toEqual(['c1']);
  });
});

/**
 * ResizeObserver, which jsdom lacks, driven by the test: `resizeAll` tells every observer, and
 * `observed` lists what they watch.
 */
const stubResizeObserver = () => {
  const observers: { callback: ResizeObserverCallback; targets: HTMLElement[] }[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      private readonly entry;
      constructor(callback: ResizeObserverCallback) {
        this.entry = { callback, targets: [] as HTMLElement[] };
        observers.push(this.entry);
      }
      observe(target: HTMLElement) {
        this.entry.targets.push(target);
      }
      unobserve() {}
      disconnect() {}
    },
  );
  return {
    observed: () => observers.flatMap(({ targets }) => targets),
    resizeAll: () =>
      act(async () => {
        for (const { callback } of observers) callback([], {} as ResizeObserver);
      }),
  };
};

describe('the profile’s columns', () => {
  it('keep the left one in view without drawing the posts again', async () => {
    const resize = stubResizeObserver();
    stubBobsPosts();
    let commits = 0;
    renderApp('/profile/bobsmith', { user: jane, onRender: () => (commits += 1) });
    const feed = await profileFeed();
    expect(within(feed).getAllByRole('article')).toHaveLength(10);
    const column = resize
      .observed()
      .find((element) => within(element).queryByRole('heading', { name: 'Recent Photos' }));
    expect(column).toBeDefined();

    const before = commits;
    await resize.resizeAll();
    expect(column?.style.getPropertyValue('--sticky-top')).toMatch(/^\d+px$/);
    // Measured and written on the column itself: a render would draw the whole profile again,
    // and on a page the server drew, hydrate every post with it in one long task.
    expect(commits).toBe(before);
  });
});
