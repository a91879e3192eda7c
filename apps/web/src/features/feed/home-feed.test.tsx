import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeEventPost } from '../../test/event-factories';
import { makePost } from '../../test/factories';
import { json, route, stubApi } from '../../test/fetch-stub';
import { scrollToEnd, stubIntersectionObserver } from '../../test/intersection-observer';
import { makeSessionUser, renderApp } from '../../test/render-app';

const jane = makeSessionUser();

/** A page of the feed with a Link header to the next one when `next` is given. */
const page = (texts: string[], next?: string) =>
  new Response(JSON.stringify(texts.map((text) => makePost({ text }))), {
    headers: {
      'Content-Type': 'application/json',
      ...(next && { Link: `</api/v1/post/getAllPosts?cursor=${next}&limit=10>; rel="next"` }),
    },
  });

const texts = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => `Post number ${from + index}`);

describe('home feed', () => {
  it('shows a spinner, then says so when there are no posts', async () => {
    stubApi({ [route('getAllPosts')]: () => json(200, []) });
    renderApp('/', { user: jane });
    expect(await screen.findByRole('progressbar', { name: 'Loading posts' })).toBeInTheDocument();
    expect(
      await screen.findByText('No posts yet: add friends or share something'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post Event' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Feeling/Activity' })).toBeInTheDocument();
  });

  it("shows the server's message when the feed cannot load, and tries again", async () => {
    let fail = true;
    stubApi({
      [route('getAllPosts')]: () =>
        fail ? json(503, { message: 'The feed is resting.' }) : page(['Back again']),
    });
    const { events } = renderApp('/', { user: jane });
    expect(await screen.findByRole('alert')).toHaveTextContent('The feed is resting.');
    fail = false;
    await events.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });

  it('loads the next page when the end of the feed comes into view', async () => {
    stubIntersectionObserver();
    const api = stubApi({
      [route('getAllPosts')]: ({ query }) =>
        query.get('cursor') === 'c1' ? page(texts(11, 3)) : page(texts(1, 10), 'c1'),
    });
    renderApp('/', { user: jane });
    const feed = await screen.findByRole('feed', { name: 'Posts' });
    await waitFor(() => expect(within(feed).getAllByRole('article')).toHaveLength(10));
    expect(within(feed).getAllByRole('article')[0]).toHaveAttribute('aria-setsize', '-1');

    await scrollToEnd();
    await waitFor(() => expect(within(feed).getAllByRole('article')).toHaveLength(13));
    const articles = within(feed).getAllByRole('article');
    expect(articles[10]).toHaveTextContent('Post number 11');
    expect(articles[12]).toHaveAttribute('aria-posinset', '13');
    expect(articles[12]).toHaveAttribute('aria-setsize', '13');
    expect(api.apiCalls().map((call) => call.query.get('cursor'))).toEqual([null, 'c1']);
    expect(screen.queryByRole('button', { name: 'Load more posts' })).toBeNull();
    expect(screen.getByText("You're all caught up.")).toBeInTheDocument();
  });

  it('offers Load more posts to keyboards (and browsers without IntersectionObserver)', async () => {
    stubApi({
      [route('getAllPosts')]: ({ query }) =>
        query.get('cursor') ? page(['The last one']) : page(texts(1, 10), 'next-page'),
    });
    const { events } = renderApp('/', { user: jane });
    const more = await screen.findByRole('button', { name: 'Load more posts' });
    await events.click(more);
    expect(await screen.findByText('The last one')).toBeInTheDocument();
  });

  it('fetches the first screen’s photo at once and first, every later photo lazily', async () => {
    const photo = (name: string) => ({
      url: `https://quad.test/media/maya/post_images/${name}.jpg`,
      width: 1200,
      height: 900,
      widths: [320, 640, 1080],
    });
    stubApi({
      [route('getAllPosts')]: () =>
        json(200, [
          makePost({ text: 'Words first' }),
          makePost({ text: 'The lake', images: [photo('lake'), photo('shore')] }),
          makePost({ text: 'The hills', images: [photo('hills')] }),
        ]),
    });
    renderApp('/', { user: jane });
    const lake = await screen.findByRole('img', { name: /^Attachment 1 of 2/ });
    expect(lake).toHaveAttribute('loading', 'eager');
    expect(lake).toHaveAttribute('fetchpriority', 'high');
    for (const later of [
      screen.getByRole('img', { name: /^Attachment 2 of 2/ }),
      screen.getByRole('img', { name: /^Attachment 1 of 1/ }),
    ]) {
      expect(later).toHaveAttribute('loading', 'lazy');
      expect(later).not.toHaveAttribute('fetchpriority');
    }
  });

  it('leaves first place to a background picture that opens the feed', async () => {
    stubApi({
      [route('getAllPosts')]: () =>
        json(200, [
          // Answers give a background as an absolute URL; the page asks for the app's own file.
          makePost({ text: 'Game night!', background: 'https://quad.test/backgrounds/7.svg' }),
          makePost({
            text: 'The lake',
            images: [{ url: 'https://quad.test/media/maya/post_images/lake.jpg' }],
          }),
        ]),
    });
    renderApp('/', { user: jane });
    await screen.findByText('Game night!');
    // The background is the first screen's picture (post-content.test.tsx: its preload link):
    // the photo after it waits its turn.
    const lake = screen.getByRole('img', { name: /^Attachment 1 of 1/ });
    expect(lake).toHaveAttribute('loading', 'lazy');
    expect(lake).not.toHaveAttribute('fetchpriority');
  });

  it('fetches an event’s cover first when the feed opens on it, at the width it is shown', async () => {
    const cover = {
      url: 'https://quad.test/media/maya/post_images/poster.jpg',
      width: 1600,
      height: 900,
      widths: [320, 640, 1080],
    };
    stubApi({
      [route('getAllPosts')]: () =>
        json(200, [
          makeEventPost({}, { images: [cover] }),
          makeEventPost(
            {},
            {
              _id: 'later-event',
              images: [{ ...cover, url: cover.url.replace('poster', 'flyer') }],
            },
          ),
        ]),
    });
    renderApp('/', { user: jane });
    await screen.findAllByRole('article');
    // Decorative (alt=""): the event's title says what it is.
    const covers = screen
      .getAllByRole('presentation')
      .filter((image) => image.getAttribute('src')?.includes('/post_images/'));
    expect(covers.map((image) => image.getAttribute('src'))).toEqual([
      cover.url,
      cover.url.replace('poster', 'flyer'),
    ]);
    const [first, second] = covers;
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('width', '1600');
    expect(first?.getAttribute('srcset')).toContain('poster-w640.jpg 640w');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
  });
});
