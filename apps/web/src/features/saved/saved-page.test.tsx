import type { Post } from '@quad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred } from '../../test/deferred';
import { makePost, makeReactions } from '../../test/factories';
import { json, route, stubApi } from '../../test/fetch-stub';
import { makeSessionUser, renderApp } from '../../test/render-app';

const savedPost = (text: string) =>
  makePost({ text, reactions: makeReactions({}, { checkSaved: true }) });

const unsaveRoute = (post: Post) => route('savePost', `/post/savePost/${post._id}`);

/** Opens a card's Post options and chooses Unsave Post. */
const unsave = async (card: HTMLElement, events: ReturnType<typeof renderApp>['events']) => {
  await events.click(within(card).getByRole('button', { name: 'Post options' }));
  await events.click(within(card).getByRole('menuitem', { name: 'Unsave Post' }));
};

describe('saved posts page', () => {
  it("says 'Go Save a Post!' when nothing is saved", async () => {
    stubApi({ [route('getSavedPosts')]: () => json(200, []) });
    renderApp('/saved', { user: makeSessionUser() });
    expect(await screen.findByText('Go Save a Post!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Saved posts' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).toBeNull();
    expect(document.title).toBe('Saved posts | Quad');
  });

  it('asks an unverified member to verify, and lists the saved posts', async () => {
    const saved = makePost({
      text: 'Worth keeping',
      reactions: makeReactions({}, { checkSaved: true }),
    });
    stubApi({ [route('getSavedPosts')]: () => json(200, [saved]) });
    const { events } = renderApp('/saved', { user: makeSessionUser({ verified: false }) });
    expect(await screen.findByText(/verify/)).toBeInTheDocument();
    const feed = await screen.findByRole('feed', { name: 'Saved posts' });
    const card = within(feed).getByRole('article', { name: 'Post by Bob Smith' });
    expect(card).toHaveTextContent('Worth keeping');
    await events.click(within(card).getByRole('button', { name: 'Post options' }));
    expect(within(card).getByRole('menuitem', { name: 'Unsave Post' })).toBeInTheDocument();
    expect(screen.queryByText('Go Save a Post!')).toBeNull();
  });

  it('Unsave Post takes the post out at once, and the last one leaves Go Save a Post!', async () => {
    const first = savedPost('First keeper');
    const second = savedPost('Second keeper');
    const answer = deferred<Response>();
    const api = stubApi({
      [route('getSavedPosts')]: () => json(200, [first, second]),
      [unsaveRoute(first)]: () => answer.promise,
      [unsaveRoute(second)]: () => json(200, { success: true, saved: false }),
    });
    const { events } = renderApp('/saved', { user: makeSessionUser() });
    const feed = await screen.findByRole('feed', { name: 'Saved posts' });
    const [firstCard] = within(feed).getAllByRole('article');

    await unsave(firstCard!, events);
    // Gone before the server has answered; the focus moves on to the next post's options.
    await waitFor(() => expect(within(feed).getAllByRole('article')).toHaveLength(1));
    expect(screen.queryByText('First keeper')).toBeNull();
    const secondCard = within(feed).getByRole('article');
    expect(secondCard).toHaveTextContent('Second keeper');
    expect(secondCard).toHaveAttribute('aria-setsize', '1');
    await waitFor(() =>
      expect(within(secondCard).getByRole('button', { name: 'Post options' })).toHaveFocus(),
    );
    answer.resolve(json(200, { success: true, saved: false }));
    await waitFor(() => expect(api.apiCalls()).toHaveLength(2));
    expect(screen.queryByText('First keeper')).toBeNull();

    await unsave(secondCard, events);
    const empty = await screen.findByText('Go Save a Post!');
    expect(screen.queryByRole('feed')).toBeNull();
    await waitFor(() => expect(empty).toHaveFocus());
    expect(api.apiCalls().map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/v1/post/getSavedPosts',
      `PUT /api/v1/post/savePost/${first._id}`,
      `PUT /api/v1/post/savePost/${second._id}`,
    ]);
  });

  it("puts the post back where it was, with the server's message, when Unsave fails", async () => {
    const posts = [savedPost('Top'), savedPost('Middle'), savedPost('Bottom')];
    const answer = deferred<Response>();
    stubApi({
      [route('getSavedPosts')]: () => json(200, posts),
      [unsaveRoute(posts[1]!)]: () => answer.promise,
    });
    const { events } = renderApp('/saved', { user: makeSessionUser() });
    const feed = await screen.findByRole('feed', { name: 'Saved posts' });
    await unsave(within(feed).getAllByRole('article')[1]!, events);
    await waitFor(() => expect(within(feed).getAllByRole('article')).toHaveLength(2));
    expect(screen.queryByText('Middle')).toBeNull();

    answer.resolve(json(503, { message: 'Saving is paused for a moment.' }));
    await waitFor(() => expect(within(feed).getAllByRole('article')).toHaveLength(3));
    const cards = within(feed).getAllByRole('article');
    expect(cards[0]).toHaveTextContent('Top');
    expect(cards[1]).toHaveTextContent('Middle');
    expect(cards[2]).toHaveTextContent('Bottom');
    expect(within(cards[1]!).getByRole('alert')).toHaveTextContent(
      'Saving is paused for a moment.',
    );
    await events.click(within(cards[1]!).getByRole('button', { name: 'Post options' }));
    expect(within(cards[1]!).getByRole('menuitem', { name: 'Unsave Post' })).toBeInTheDocument();
    expect(screen.queryByText('Go Save a Post!')).toBeNull();
  });
});
