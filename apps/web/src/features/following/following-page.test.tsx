import type { FollowListMember } from '@quad/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSummary } from '../../test/factories';
import { json, route, stubApi } from '../../test/fetch-stub';
import { makeSessionUser, renderApp } from '../../test/render-app';

const NOT_FOLLOWING_ANYONE =
  'You are not following anyone yet. Follow members from their profile to see their posts in your feed.';
const NO_FOLLOWERS = 'Nobody follows you yet.';

const followed = (first: string, last: string, following = true): FollowListMember => ({
  ...makeSummary(first, last),
  ccu_college: 'College of Science',
  following,
});

const listOf = (name: string) => screen.findByRole('region', { name });

describe('Following page', () => {
  it('is where the left menu’s Following leads', async () => {
    stubApi({
      [route('getFollowing')]: () => json(200, []),
      [route('getFollowers')]: () => json(200, []),
    });
    const { events, path } = renderApp('/', { user: makeSessionUser() });
    const shortcuts = await screen.findByRole('navigation', { name: 'Shortcuts' });
    await events.click(within(shortcuts).getByRole('link', { name: 'Following' }));
    expect(path()).toBe('/following');
    expect(await screen.findByRole('heading', { level: 1, name: 'Following' })).toBeInTheDocument();
    expect(document.title).toBe('Following | Quad');
    expect(await screen.findByText(NOT_FOLLOWING_ANYONE)).toBeInTheDocument();
    expect(await screen.findByText(NO_FOLLOWERS)).toBeInTheDocument();
  });

  it('lists whom the member follows with Unfollow, and followers with Follow back', async () => {
    const maya = followed('Maya', 'Haddad');
    const omar = followed('Omar', 'Diaz', false);
    let following = [maya];
    const api = stubApi({
      [route('getFollowing')]: () => json(200, following),
      [route('getFollowers')]: () => json(200, [omar]),
      [route('unfollow', `/user/unfollow/${maya._id}`)]: () => {
        following = [];
        return json(200, { message: 'ok' });
      },
      [route('follow', `/user/follow/${omar._id}`)]: () => json(200, { message: 'ok' }),
    });
    const { events } = renderApp('/following', { user: makeSessionUser() });

    const youFollow = await listOf('People you follow');
    const mayaRow = await within(youFollow).findByRole('article', { name: 'Maya Haddad' });
    expect(mayaRow).toHaveTextContent('College of Science');
    expect(within(mayaRow).getByRole('link', { name: /Maya Haddad/ })).toHaveAttribute(
      'href',
      `/profile/${maya.username}`,
    );
    const followers = await listOf('Your followers');
    const omarRow = await within(followers).findByRole('article', { name: 'Omar Diaz' });

    await events.click(within(omarRow).getByRole('button', { name: 'Follow back Omar Diaz' }));
    await events.click(within(mayaRow).getByRole('button', { name: 'Unfollow Maya Haddad' }));
    expect(await within(youFollow).findByText(NOT_FOLLOWING_ANYONE)).toBeInTheDocument();
    const actions = api
      .apiCalls()
      .filter((call) => call.method === 'PUT' || call.method === 'POST');
    expect(actions.map((call) => call.path)).toEqual([
      `/api/v1/user/follow/${omar._id}`,
      `/api/v1/user/unfollow/${maya._id}`,
    ]);
  });

  it('loads the next page with Show more', async () => {
    const first = followed('First', 'Page');
    const second = followed('Second', 'Page');
    stubApi({
      [route('getFollowing')]: (call) =>
        call.query.get('cursor') === 'next-key'
          ? json(200, [second])
          : new Response(JSON.stringify([first]), {
              status: 200,
              headers: {
                'Content-Type': 'application/json',
                Link: '</api/v1/user/following?cursor=next-key>; rel="next"',
              },
            }),
      [route('getFollowers')]: () => json(200, []),
    });
    const { events } = renderApp('/following', { user: makeSessionUser() });
    const youFollow = await listOf('People you follow');
    await within(youFollow).findByRole('article', { name: 'First Page' });
    await events.click(within(youFollow).getByRole('button', { name: 'Show more' }));
    expect(
      await within(youFollow).findByRole('article', { name: 'Second Page' }),
    ).toBeInTheDocument();
    expect(within(youFollow).queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('lets an unverified member see the lists but not act', async () => {
    stubApi({
      [route('getFollowing')]: () => json(200, [followed('Maya', 'Haddad')]),
      [route('getFollowers')]: () => json(200, []),
    });
    renderApp('/following', { user: makeSessionUser({ verified: false }) });
    const youFollow = await listOf('People you follow');
    const row = await within(youFollow).findByRole('article', { name: 'Maya Haddad' });
    expect(within(row).getByRole('button', { name: 'Unfollow Maya Haddad' })).toBeDisabled();
  });
});
