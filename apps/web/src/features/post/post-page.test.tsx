import { POST_LIST_COMMENTS } from '@quad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeEventPost } from '../../test/event-factories';
import {
  authorOf,
  makeComment,
  makePost,
  makePostGroup,
  makeReactions,
} from '../../test/factories';
import { json, route, stubApi } from '../../test/fetch-stub';
import { makeSessionUser, renderApp } from '../../test/render-app';

const jane = makeSessionUser();

describe('the post page', () => {
  it('shows the post with its newest comments, and reacting and commenting work there', async () => {
    const post = makePost({
      text: 'Where the notification leads',
      comments: [makeComment('First!')],
    });
    const mine = makeComment('Nice one', { _id: jane.id, first_name: 'Jane', last_name: 'Doe' });
    const api = stubApi({
      [route('getPost', `/post/${post._id}`)]: () => json(200, post),
      [route('reactPost')]: () => json(200, makeReactions({ like: 1 }, { check: 'like' })),
      [route('comment')]: () => json(200, [mine, ...post.comments]),
    });
    const { events } = renderApp(`/posts/${post._id}`, { user: jane });
    const card = await screen.findByRole('article', { name: 'Post by Bob Smith' });
    expect(card).toHaveTextContent('Where the notification leads');
    expect(within(card).getByText('First!')).toBeInTheDocument();
    expect(document.title).toBe('Post by Bob Smith | Quad');
    const [getCall] = api.apiCalls();
    expect(getCall?.query.get('comments')).toBe(String(POST_LIST_COMMENTS));

    await events.click(within(card).getByRole('button', { name: 'Like' }));
    await waitFor(() => expect(within(card).getByText('1 reaction')).toBeInTheDocument());

    await events.type(
      within(card).getByRole('combobox', { name: 'Write a comment' }),
      'Nice one{Enter}',
    );
    expect(await within(card).findByText('Nice one')).toBeInTheDocument();
  });

  it('offers a site moderator reading a reported post none of what they cannot do', async () => {
    const post = makePost({
      text: 'Reported in a hidden group',
      group: makePostGroup({ privacy: 'hidden' }),
      reactions: makeReactions({ like: 2 }),
      comments: [makeComment('Rude comment')],
      readOnly: true,
    });
    // No other call is planned: any action would be an unplanned request, and fail the test.
    stubApi({ [route('getPost', `/post/${post._id}`)]: () => json(200, post) });
    renderApp(`/posts/${post._id}`, { user: jane });
    const card = await screen.findByRole('article', { name: 'Post by Bob Smith' });
    expect(card).toHaveTextContent('Reported in a hidden group');
    expect(within(card).getByText('2 reactions')).toBeInTheDocument();
    expect(within(card).getByText('Rude comment')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Like' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Comment' })).toBeNull();
    expect(within(card).queryByRole('combobox', { name: 'Write a comment' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Post options' })).toBeNull();
    expect(within(card).queryByRole('button', { name: /comment$/ })).toBeNull();
  });

  it('offers only Download in a read-only post’s menu, and no answer on its event', async () => {
    const post = makeEventPost({}, { images: [{ url: '/media/board.jpg' }], readOnly: true });
    stubApi({ [route('getPost', `/post/${post._id}`)]: () => json(200, post) });
    const { events } = renderApp(`/posts/${post._id}`, { user: jane });
    const card = await screen.findByRole('article', { name: 'Post by Bob Smith' });
    expect(within(card).queryByRole('group', { name: 'Your answer' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Add to calendar' })).toBeNull();
    expect(within(card).queryByRole('link', { name: post.event?.title ?? '' })).toBeNull();
    expect(within(card).getByText(post.event?.title ?? '')).toBeInTheDocument();
    await events.click(within(card).getByRole('button', { name: 'Post options' }));
    const items = within(card).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Download']);
  });

  it('says the post does not exist for an unknown id, with a way back', async () => {
    stubApi({
      [route('getPost', '/post/gone')]: () => json(404, { message: 'This post does not exist.' }),
    });
    renderApp('/posts/gone', { user: jane });
    expect(await screen.findByText('This post does not exist.')).toBeInTheDocument();
    expect(screen.getByText('It may have been deleted by its author.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your feed' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it("shows the server's message when it cannot load, and tries again", async () => {
    const post = makePost({ text: 'Back again' });
    let fail = true;
    stubApi({
      [route('getPost', `/post/${post._id}`)]: () =>
        fail ? json(503, { message: 'Posts are resting.' }) : json(200, post),
    });
    const { events } = renderApp(`/posts/${post._id}`, { user: jane });
    expect(await screen.findByRole('alert')).toHaveTextContent('Posts are resting.');
    fail = false;
    await events.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });

  it('says the post does not exist once its author deletes it there', async () => {
    const post = makePost({ user: authorOf(jane), text: 'Mine to delete' });
    stubApi({
      [route('getPost', `/post/${post._id}`)]: () => json(200, post),
      [route('deletePost', `/post/deletePost/${post._id}`)]: () => json(200, { success: true }),
    });
    const { events } = renderApp(`/posts/${post._id}`, { user: jane });
    const card = await screen.findByRole('article', { name: 'Post by Jane Doe' });
    await events.click(within(card).getByRole('button', { name: 'Post options' }));
    await events.click(within(card).getByRole('menuitem', { name: 'Move to trash' }));
    const confirm = await screen.findByRole('dialog');
    await events.click(within(confirm).getByRole('button', { name: 'Move to trash' }));
    expect(await screen.findByText('This post does not exist.')).toBeInTheDocument();
  });
});
