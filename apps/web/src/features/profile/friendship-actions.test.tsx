import type { Friendship, FriendshipAction, Profile } from '@quad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred } from '../../test/deferred';
import { makeMembers, makeProfile, NO_FRIENDSHIP } from '../../test/factories';
import { json, route, stubApi, type StubCall } from '../../test/fetch-stub';
import { makeSessionUser, renderApp } from '../../test/render-app';

const BOB_ID = '0190a1b2-c3d4-7e5f-8a9b-00000000b0b0';

const bobWith = (friendship: Partial<Friendship>, overrides: Partial<Profile> = {}) =>
  makeProfile({
    _id: BOB_ID,
    username: 'bobsmith',
    first_name: 'Bob',
    last_name: 'Smith',
    friendship: { ...NO_FRIENDSHIP, ...friendship },
    ...overrides,
  });

type ActionAnswer = (call: StubCall) => Response | Promise<Response>;
/** The flags the server holds after a successful action, or the server's refusal. */
type Outcome = Partial<Friendship> | ActionAnswer;

/**
 * Bob's profile as the server keeps it: each planned action answers `ok` and moves the server to
 * its flags (what a reload then shows), or answers what the test says. `gate` holds the answers
 * back until the test resolves it.
 */
const stubBob = (
  initial: Partial<Friendship>,
  actions: Partial<Record<FriendshipAction, Outcome>>,
  gate?: Promise<unknown>,
) => {
  let current = bobWith(initial);
  const handlers: Record<string, ActionAnswer> = {
    [route('getProfile', '/user/getProfile/bobsmith')]: () => json(200, current),
  };
  for (const [action, outcome] of Object.entries(actions)) {
    handlers[route(action as FriendshipAction, `/user/${action}/${BOB_ID}`)] = async (call) => {
      await gate;
      if (typeof outcome === 'function') return outcome(call);
      current = bobWith(outcome);
      return json(200, { message: 'ok' });
    };
  }
  return stubApi(handlers);
};

const openBob = async (user = makeSessionUser()) => {
  const { events } = renderApp('/profile/bobsmith', { user });
  await screen.findByRole('heading', { level: 1, name: /^Bob Smith/ });
  return { events };
};

const button = (name: string) => screen.getByRole('button', { name });
const actionPaths = (api: ReturnType<typeof stubApi>) =>
  api
    .apiCalls()
    .filter((call) => call.method === 'PUT')
    .map((call) => call.path);

describe('friendship buttons', () => {
  it('Add Friend shows Cancel Request and Following at once, then sends the request', async () => {
    const gate = deferred<void>();
    const api = stubBob({}, { addFriend: { requestSent: true, following: true } }, gate.promise);
    const { events } = await openBob();
    expect(button('Follow')).toBeEnabled();

    await events.click(button('Add Friend'));
    expect(button('Cancel Request')).toBeDisabled();
    expect(button('Following')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add Friend' })).toBeNull();

    gate.resolve();
    await waitFor(() => expect(button('Cancel Request')).toBeEnabled());
    expect(button('Following')).toBeEnabled();
    expect(actionPaths(api)).toEqual([`/api/v1/user/addFriend/${BOB_ID}`]);
    const call = api.apiCalls().find((each) => each.method === 'PUT');
    expect(call?.headers.get('Authorization')).toBe('Bearer header.payload.signature');
    expect(call?.body).toEqual({});
  });

  it('Cancel Request goes back to Add Friend and Follow', async () => {
    const api = stubBob({ requestSent: true, following: true }, { cancelRequest: {} });
    const { events } = await openBob();
    await events.click(button('Cancel Request'));
    expect(button('Add Friend')).toBeInTheDocument();
    expect(button('Follow')).toBeInTheDocument();
    await waitFor(() => expect(button('Add Friend')).toBeEnabled());
    expect(actionPaths(api)).toEqual([`/api/v1/user/cancelRequest/${BOB_ID}`]);
  });

  it('an incoming request gives a Respond menu: Confirm makes friends', async () => {
    const api = stubBob(
      { requestReceived: true },
      { acceptRequest: { friends: true, following: true } },
    );
    const { events } = await openBob();
    const respond = button('Respond');
    expect(respond).toHaveAttribute('aria-haspopup', 'menu');

    await events.click(respond);
    const menu = screen.getByRole('menu', { name: 'Respond' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Confirm', 'Delete']);
    expect(items[0]).toHaveFocus();

    await events.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button('Friends')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
    await waitFor(() => expect(button('Friends')).toBeEnabled());
    expect(actionPaths(api)).toEqual([`/api/v1/user/acceptRequest/${BOB_ID}`]);
    expect(await screen.findByRole('status')).toHaveTextContent('You are now friends.');
  });

  it('Respond → Delete clears every flag', async () => {
    const api = stubBob({ requestReceived: true }, { deleteRequest: {} });
    const { events } = await openBob();
    await events.click(button('Respond'));
    await events.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(button('Add Friend')).toBeInTheDocument();
    expect(button('Follow')).toBeInTheDocument();
    await waitFor(() => expect(button('Add Friend')).toBeEnabled());
    expect(actionPaths(api)).toEqual([`/api/v1/user/deleteRequest/${BOB_ID}`]);
  });

  it('the Friends menu unfollows, follows again and unfriends', async () => {
    const api = stubBob(
      { friends: true, following: true },
      {
        unfollow: { friends: true, following: false },
        follow: { friends: true, following: true },
        unfriend: {},
      },
    );
    const { events } = await openBob();
    await events.click(button('Friends'));
    expect(
      within(screen.getByRole('menu', { name: 'Friends' }))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Unfollow', 'Unfriend']);
    await events.click(screen.getByRole('menuitem', { name: 'Unfollow' }));
    await waitFor(() => expect(button('Friends')).toBeEnabled());

    await events.click(button('Friends'));
    await events.click(screen.getByRole('menuitem', { name: 'Follow' }));
    await waitFor(() => expect(button('Friends')).toBeEnabled());

    await events.click(button('Friends'));
    await events.click(screen.getByRole('menuitem', { name: 'Unfriend' }));
    expect(button('Add Friend')).toBeInTheDocument();
    await waitFor(() => expect(button('Add Friend')).toBeEnabled());
    expect(actionPaths(api)).toEqual([
      `/api/v1/user/unfollow/${BOB_ID}`,
      `/api/v1/user/follow/${BOB_ID}`,
      `/api/v1/user/unfriend/${BOB_ID}`,
    ]);
  });

  it('a friend’s profile has a Message link to the conversation; others’ have none', async () => {
    stubBob({ friends: true, following: true }, {});
    await openBob();
    expect(screen.getByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      '/messages/bobsmith',
    );
  });

  it('a member who is not a friend has no Message link', async () => {
    stubBob({ following: true }, {});
    await openBob();
    expect(screen.queryByRole('link', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('Escape closes a menu and gives the focus back to its button', async () => {
    stubBob({ friends: true, following: true }, {});
    const { events } = await openBob();
    await events.click(button('Friends'));
    expect(screen.getByRole('menuitem', { name: 'Unfollow' })).toHaveFocus();
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button('Friends')).toHaveFocus();
  });

  it('Follow and Following toggle following outside a friendship', async () => {
    const api = stubBob({}, { follow: { following: true }, unfollow: {} });
    const { events } = await openBob();
    await events.click(button('Follow'));
    expect(button('Following')).toBeInTheDocument();
    await waitFor(() => expect(button('Following')).toBeEnabled());
    await events.click(button('Following'));
    await waitFor(() => expect(button('Follow')).toBeEnabled());
    expect(actionPaths(api)).toEqual([
      `/api/v1/user/follow/${BOB_ID}`,
      `/api/v1/user/unfollow/${BOB_ID}`,
    ]);
  });

  it("rolls back and shows the server's message when an action is refused", async () => {
    const gate = deferred<void>();
    stubBob(
      {},
      { addFriend: () => json(409, { message: 'This member already sent you a friend request.' }) },
      gate.promise,
    );
    const { events } = await openBob();
    await events.click(button('Add Friend'));
    expect(button('Cancel Request')).toBeInTheDocument();

    gate.resolve();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This member already sent you a friend request.',
    );
    expect(button('Add Friend')).toBeEnabled();
    expect(button('Follow')).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Cancel Request' })).toBeNull();
  });

  it('rolls back a menu choice too', async () => {
    stubBob(
      { friends: true, following: true },
      { unfriend: () => json(403, { message: 'Activate your account first.' }) },
    );
    const { events } = await openBob();
    await events.click(button('Friends'));
    await events.click(screen.getByRole('menuitem', { name: 'Unfriend' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Activate your account first.');
    expect(button('Friends')).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Add Friend' })).toBeNull();
  });

  it('an unverified viewer sees "Activate Account to Follow" instead of the buttons', async () => {
    stubBob({}, {});
    await openBob(makeSessionUser({ verified: false }));
    expect(screen.getByText('Activate Account to Follow')).toBeInTheDocument();
    for (const name of ['Add Friend', 'Follow', 'Respond', 'Friends']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });
});

describe('profile page', () => {
  it('shows the name, the friends count, 5 friend avatars and the tabs', async () => {
    const friends = makeMembers(7);
    stubApi({
      [route('getProfile', '/user/getProfile/bobsmith')]: () =>
        json(200, bobWith({}, { friends, details: { otherName: 'Bobby' } })),
    });
    await openBob();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bob Smith (Bobby)');
    expect(screen.getAllByText('7 friends')).toHaveLength(2);
    const row = screen.getByRole('list', { name: 'Friends of Bob Smith' });
    expect(within(row).getAllByRole('link')).toHaveLength(5);
    expect(within(row).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      `/profile/${friends[0]?.username}`,
    );
    expect(document.title).toBe('Bob Smith | Quad');

    const tabs = screen.getByRole('navigation', { name: 'Profile sections' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Posts', 'Home']);
    expect(within(tabs).getByRole('link', { name: 'Posts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('No posts available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Details' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Bio' })).toBeNull();
  });

  it("takes the narrow copy of each friend's picture in the header's row", async () => {
    const pictureSize = { width: 1200, height: 1200, widths: [320, 640] };
    const friends = makeMembers(2).map((friend) => ({
      ...friend,
      picture: `https://quad.test${friend.picture}`,
      pictureSize,
    }));
    stubApi({
      [route('getProfile', '/user/getProfile/bobsmith')]: () => json(200, bobWith({}, { friends })),
    });
    await openBob();
    const row = screen.getByRole('list', { name: 'Friends of Bob Smith' });
    const picture = within(row).getByRole('img', { name: 'Friend 1' });
    // 32 CSS pixels: the browser picks the 320 px copy, not the 1,200 px original.
    expect(picture).toHaveAttribute('sizes', '32px');
    expect(picture.getAttribute('srcset')).toContain(
      `${friends[0]?.picture.replace(/\.jpg$/, '-w320.jpg')} 320w`,
    );
  });

  it("shows up to 9 of the member's friends in the friends card", async () => {
    const friends = makeMembers(12);
    stubApi({
      [route('getProfile', '/user/getProfile/bobsmith')]: () => json(200, bobWith({}, { friends })),
    });
    await openBob();
    const card = screen.getByRole('region', { name: 'Friends' });
    const links = within(card).getAllByRole('link');
    expect(links).toHaveLength(9);
    const shown = links.map((link) => link.getAttribute('href'));
    expect(new Set(shown).size).toBe(9);
    for (const href of shown) {
      expect(friends.map((friend) => `/profile/${friend.username}`)).toContain(href);
    }
    expect(within(card).queryByRole('link', { name: 'See all friends' })).toBeNull();
  });

  it('own profile: "Edit Profile Enabled", the Friends tab and a link to all friends', async () => {
    const user = makeSessionUser();
    renderApp('/profile', { user });
    expect(await screen.findByText('Edit Profile Enabled')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Jane Doe' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Friend' })).toBeNull();
    const tabs = screen.getByRole('navigation', { name: 'Profile sections' });
    expect(within(tabs).getByRole('link', { name: 'Friends' })).toHaveAttribute(
      'href',
      '/friends/all',
    );
    expect(screen.getByRole('link', { name: 'See all friends' })).toHaveAttribute(
      'href',
      '/friends/all',
    );
  });

  it('/profile/{own username} is the own profile too', async () => {
    renderApp('/profile/JaneDoe', { user: makeSessionUser() });
    expect(await screen.findByText('Edit Profile Enabled')).toBeInTheDocument();
  });

  it('an unknown member leads to the own profile', async () => {
    stubApi({
      [route('getProfile', '/user/getProfile/nobody')]: () =>
        json(200, { success: false, message: 'This profile does not exist.' }),
    });
    const { path } = renderApp('/profile/nobody', { user: makeSessionUser() });
    await waitFor(() => expect(path()).toBe('/profile'));
    expect(await screen.findByText('Edit Profile Enabled')).toBeInTheDocument();
  });

  it('shows a failed load with a way to try again', async () => {
    let fail = true;
    stubApi({
      [route('getProfile', '/user/getProfile/bobsmith')]: () =>
        fail ? json(500, { message: 'Something went wrong.' }) : json(200, bobWith({})),
    });
    const { events } = renderApp('/profile/bobsmith', { user: makeSessionUser() });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    fail = false;
    await events.click(button('Try again'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bob Smith' })).toBeInTheDocument();
  });
});
