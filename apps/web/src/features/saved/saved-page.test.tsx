import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePost, makeReactions } from '../../test/factories';
import { json, route, stubApi } from '../../test/fetch-stub';
import { makeSessionUser, renderApp } from '../../test/render-app';

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
});
