import type { FriendsPageInfos, UserSummary } from '@quad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/languages';
import { deferred } from '../../test/deferred';
import { friendsInfos, makeMembers } from '../../test/factories';
import { json, route, stubApi } from '../../test/fetch-stub';
import { makeSessionUser, renderApp } from '../../test/render-app';

const user = makeSessionUser();

const stubFriends = (data: Partial<FriendsPageInfos['data']>) =>
  stubApi({ [route('getFriendsPageInfos')]: () => json(200, friendsInfos(data)) });

const cardsIn = (container: HTMLElement) => within(container).queryAllByRole('article');
const section = (name: string) => screen.getByRole('region', { name });
const infosCalls = (api: ReturnType<typeof stubApi>) =>
  api.apiCalls().filter((call) => call.path === '/api/v1/user/getFriendsPageInfos').length;

describe('friends home (/friends)', () => {
  it('shows 6 requests, 6 sent, 6 suggestions and 10 friends with See all links', async () => {
    stubFriends({
      requests: makeMembers(8, 'Requester'),
      sentRequests: makeMembers(7, 'Sent'),
      suggestions: makeMembers(9, 'Suggested'),
      friends: makeMembers(12, 'Friend'),
    });
    renderApp('/friends', { user });
    await screen.findByRole('region', { name: 'Friend Requests' });
    const expected: [string, number, string, string][] = [
      ['Friend Requests', 6, 'See all friend requests', '/friends/requests'],
      ['Sent Requests', 6, 'See all sent requests', '/friends/sent'],
      ['People You May Know', 6, 'See all suggestions', '/friends/suggestions'],
      ['Friends', 10, 'See all friends', '/friends/all'],
    ];
    for (const [name, count, seeAll, href] of expected) {
      expect(cardsIn(section(name))).toHaveLength(count);
      expect(within(section(name)).getByRole('link', { name: seeAll })).toHaveAttribute(
        'href',
        href,
      );
    }
  });

  it('gives each kind of card its buttons and a link to the profile', async () => {
    const [requester] = makeMembers(1, 'Requester') as [UserSummary];
    const [sent] = makeMembers(1, 'Sent') as [UserSummary];
    const [suggested] = makeMembers(1, 'Suggested') as [UserSummary];
    const [friend] = makeMembers(1, 'Friend') as [UserSummary];
    stubFriends({
      requests: [requester],
      sentRequests: [sent],
      suggestions: [suggested],
      friends: [friend],
    });
    renderApp('/friends', { user });
    await screen.findByRole('region', { name: 'Friend Requests' });
    const buttonsOf = (person: UserSummary) => {
      const card = screen.getByRole('article', {
        name: `${person.first_name} ${person.last_name}`,
      });
      expect(
        within(card).getByRole('link', { name: `${person.first_name} ${person.last_name}` }),
      ).toHaveAttribute('href', `/profile/${person.username}`);
      return within(card)
        .queryAllByRole('button')
        .map((button) => button.textContent);
    };
    expect(buttonsOf(requester)).toEqual(['Confirm', 'Delete']);
    expect(buttonsOf(sent)).toEqual(['Cancel Request']);
    expect(buttonsOf(suggested)).toEqual(['Add Friend']);
    expect(buttonsOf(friend)).toEqual([]);
  });

  it('says what to do when a section is empty', async () => {
    stubFriends({});
    renderApp('/friends', { user });
    await screen.findByRole('region', { name: 'Friend Requests' });
    expect(
      within(section('Friend Requests')).getByText(/No friend requests right now/),
    ).toBeVisible();
    expect(
      within(section('Sent Requests')).getByRole('link', { name: 'Go to Suggestions' }),
    ).toHaveAttribute('href', '/friends/suggestions');
    expect(within(section('People You May Know')).getByText(/search box at the top/)).toBeVisible();
    expect(within(section('Friends')).getByText(/No friends yet/)).toBeVisible();
  });

  it('has the friends menu with the active page marked', async () => {
    stubFriends({});
    renderApp('/friends/sent', { user });
    const menu = within(await screen.findByRole('navigation', { name: 'Friends' }));
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Friend Requests',
      'Sent Requests',
      'Suggestions',
      'All Friends',
    ]);
    expect(menu.getByRole('link', { name: 'Sent Requests' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/friends');
    expect(menu.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});

describe('friends sections (/friends/{type})', () => {
  it('/friends/all shows every friend up to 800', async () => {
    stubFriends({ friends: makeMembers(803) });
    renderApp('/friends/all', { user });
    expect(await screen.findByRole('heading', { level: 1, name: 'All Friends' })).toBeVisible();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(800));
    // Role queries over 800 cards take seconds in jsdom on a busy 2-core machine.
  }, 30_000);

  it('/friends/requests shows every request', async () => {
    stubFriends({ requests: makeMembers(9, 'Requester'), friends: makeMembers(3) });
    renderApp('/friends/requests', { user });
    expect(await screen.findByRole('heading', { level: 1, name: 'Friend Requests' })).toBeVisible();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(9));
    expect(screen.getAllByRole('button', { name: 'Confirm' })).toHaveLength(9);
  });

  it('an unknown section leads to /friends', async () => {
    stubFriends({});
    const { path } = renderApp('/friends/elsewhere', { user });
    await waitFor(() => expect(path()).toBe('/friends'));
  });
});

describe('friend card actions', () => {
  it('Confirm accepts the request, stays busy until the lists are reloaded, then moves the card', async () => {
    const [requester] = makeMembers(1, 'Requester') as [UserSummary];
    let data: Partial<FriendsPageInfos['data']> = { requests: [requester] };
    const gate = deferred<void>();
    const api = stubApi({
      [route('getFriendsPageInfos')]: () => json(200, friendsInfos(data)),
      [route('acceptRequest', `/user/acceptRequest/${requester._id}`)]: async () => {
        await gate.promise;
        data = { friends: [requester] };
        return json(200, { message: 'ok' });
      },
    });
    const { events } = renderApp('/friends', { user });
    const requests = await screen.findByRole('region', { name: 'Friend Requests' });
    const card = within(requests).getByRole('article', { name: 'Requester 1' });
    await events.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(within(card).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(infosCalls(api)).toBe(1);

    gate.resolve();
    await waitFor(() => expect(cardsIn(section('Friend Requests'))).toHaveLength(0));
    expect(within(section('Friends')).getByRole('article', { name: 'Requester 1' })).toBeVisible();
    expect(infosCalls(api)).toBe(2);
    const put = api.apiCalls().find((call) => call.method === 'PUT');
    expect(put?.path).toBe(`/api/v1/user/acceptRequest/${requester._id}`);
  });

  it("answering the last request takes the bell's red dot away", async () => {
    const [requester] = makeMembers(1, 'Requester') as [UserSummary];
    let waiting = [requester];
    stubApi({
      [route('getNotificationCounts')]: () =>
        json(200, { unread: 0, friendRequests: waiting.length }),
      [route('getFriendsPageInfos')]: () => json(200, friendsInfos({ requests: waiting })),
      [route('acceptRequest', `/user/acceptRequest/${requester._id}`)]: () => {
        waiting = [];
        return json(200, { message: 'ok' });
      },
    });
    const { events } = renderApp('/friends', { user });
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(bell).toHaveAccessibleDescription('New friend requests'));
    const requests = await screen.findByRole('region', { name: 'Friend Requests' });
    const card = within(requests).getByRole('article', { name: 'Requester 1' });
    await events.click(within(card).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(bell).not.toHaveAccessibleDescription());
  });

  it.each([
    ['Delete', 'requests', 'deleteRequest'],
    ['Cancel Request', 'sentRequests', 'cancelRequest'],
    ['Add Friend', 'suggestions', 'addFriend'],
  ] as const)('%s calls %s and reloads', async (buttonName, list, action) => {
    const [person] = makeMembers(1, 'Person') as [UserSummary];
    let data: Partial<FriendsPageInfos['data']> = { [list]: [person] };
    const api = stubApi({
      [route('getFriendsPageInfos')]: () => json(200, friendsInfos(data)),
      [route(action, `/user/${action}/${person._id}`)]: () => {
        data = action === 'addFriend' ? { sentRequests: [person] } : {};
        return json(200, { message: 'ok' });
      },
    });
    const { events } = renderApp('/friends', { user });
    await events.click(await screen.findByRole('button', { name: buttonName }));
    await waitFor(() => expect(infosCalls(api)).toBe(2));
    await waitFor(() => expect(screen.queryByRole('button', { name: buttonName })).toBeNull());
    if (action === 'addFriend') {
      expect(
        within(section('Sent Requests')).getByRole('button', { name: 'Cancel Request' }),
      ).toBeVisible();
    }
  });

  it("shows the server's message on the card and lets the member try again", async () => {
    const [suggested] = makeMembers(1, 'Suggested') as [UserSummary];
    const api = stubApi({
      [route('getFriendsPageInfos')]: () => json(200, friendsInfos({ suggestions: [suggested] })),
      [route('addFriend', `/user/addFriend/${suggested._id}`)]: () =>
        json(409, { message: 'This member already sent you a friend request: confirm it.' }),
    });
    const { events } = renderApp('/friends', { user });
    await events.click(await screen.findByRole('button', { name: 'Add Friend' }));
    const card = screen.getByRole('article', { name: 'Suggested 1' });
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'This member already sent you a friend request: confirm it.',
    );
    expect(within(card).getByRole('button', { name: 'Add Friend' })).toBeEnabled();
    expect(infosCalls(api)).toBe(1);
  });

  it('an unverified member sees why the buttons are unavailable', async () => {
    stubFriends({ requests: makeMembers(1, 'Requester'), suggestions: makeMembers(1) });
    renderApp('/friends', { user: makeSessionUser({ verified: false }) });
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription(/Verify your account to add friends/);
    expect(screen.getByRole('button', { name: 'Add Friend' })).toBeDisabled();
    expect(screen.getByText(/Verify your account to add friends/)).toBeVisible();
  });

  it('shows a failed load with a way to try again', async () => {
    let fail = true;
    stubApi({
      [route('getFriendsPageInfos')]: () =>
        fail ? json(500, { message: 'Something went wrong.' }) : json(200, friendsInfos({})),
    });
    const { events } = renderApp('/friends', { user });
    expect(await screen.findByText('Something went wrong.', { selector: 'main p' })).toBeVisible();
    fail = false;
    await events.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Friend Requests' })).toBeVisible();
  });
});

describe('the friends pages in Spanish', () => {
  it('names the sections, their links and buttons, and the menu in Spanish', async () => {
    await activateLanguage('es', 'signed-in');
    stubFriends({
      requests: makeMembers(1, 'Requester'),
      suggestions: makeMembers(1, 'Suggested'),
    });
    renderApp('/friends', { user });
    const requests = await screen.findByRole('region', { name: 'Solicitudes de amistad' });
    expect(
      within(requests).getByRole('link', { name: 'Ver todas las solicitudes de amistad' }),
    ).toHaveTextContent('Ver todo');
    expect(within(requests).getByRole('button', { name: 'Confirmar' })).toBeInTheDocument();
    const suggestions = section('Personas que quizá conozcas');
    expect(
      within(suggestions).getByRole('button', { name: 'Añadir a amigos' }),
    ).toBeInTheDocument();
    expect(
      within(section('Solicitudes enviadas')).getByText(
        'No tienes solicitudes pendientes. Añade a personas que conozcas desde Sugerencias.',
        { exact: false },
      ),
    ).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Amigos' });
    expect(within(menu).getByRole('link', { name: 'Todos los amigos' })).toHaveAttribute(
      'href',
      '/friends/all',
    );
    expect(document.title).toBe('Amigos | Quad');
  });
});
