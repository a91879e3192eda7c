import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred } from '../../test/deferred';
import { historyEntry, makeProfile, makeSummary } from '../../test/factories';
import { json, route, stubApi, type StubCall } from '../../test/fetch-stub';
import { makeSessionUser, renderApp } from '../../test/render-app';

const janet = makeSummary('Janet', 'Smith');
const jane = makeSummary('Jane', 'Austen');
const bob = makeSummary('Bob', 'Stone');
const amy = makeSummary('Amy', 'Li');

const searchRoute = (term: string) => route('search', `/user/search/${encodeURIComponent(term)}`);
const searchCalls = (api: ReturnType<typeof stubApi>) =>
  api
    .apiCalls()
    .filter((call) => call.path.startsWith('/api/v1/user/search/'))
    .map((call) => decodeURIComponent(call.path.slice('/api/v1/user/search/'.length)));

/** Older entries first on purpose: the panel must show the newest first. */
const HISTORY = [
  historyEntry(bob, '2024-05-01T10:00:00.000Z'),
  historyEntry(amy, '2024-05-03T10:00:00.000Z'),
];

const openPanel = async (
  handlers: Record<string, (call: StubCall) => Response | Promise<Response>> = {},
) => {
  const api = stubApi({
    [route('getSearchHistory')]: () => json(200, HISTORY),
    ...handlers,
  });
  const { events, path } = renderApp('/', { user: makeSessionUser() });
  await events.click(await screen.findByRole('button', { name: 'Search Quad' }));
  return { api, events, path, dialog: screen.getByRole('dialog', { name: 'Search' }) };
};

const resultNames = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('search panel', () => {
  it('opens with the input focused and the recent searches newest first', async () => {
    const { dialog, api } = await openPanel();
    const panel = within(dialog);
    const input = panel.getByRole('searchbox', { name: 'Search Quad' });
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('placeholder', 'Search Quad');
    expect(panel.getByRole('heading', { name: 'Recent searches' })).toBeInTheDocument();
    await waitFor(() => expect(resultNames(dialog)).toEqual(['Amy Li', 'Bob Stone']));
    expect(panel.getByRole('link', { name: 'Amy Li' })).toHaveAttribute(
      'href',
      `/profile/${amy.username}`,
    );
    expect(panel.getByRole('button', { name: 'Close search' })).toBeInTheDocument();
    expect(searchCalls(api)).toEqual([]);
  });

  it('asks once the typing pauses and shows the results', async () => {
    const { dialog, api, events } = await openPanel({
      [searchRoute('jan')]: () => json(200, [janet, jane]),
    });
    const panel = within(dialog);
    await events.type(panel.getByRole('searchbox'), 'jan');
    expect(await panel.findByRole('link', { name: 'Janet Smith' })).toHaveAttribute(
      'href',
      `/profile/${janet.username}`,
    );
    expect(resultNames(dialog)).toEqual(['Janet Smith', 'Jane Austen']);
    expect(panel.queryByRole('heading', { name: 'Recent searches' })).toBeNull();
    expect(searchCalls(api)).toEqual(['jan']);
  });

  it('never shows an older answer over a newer one', async () => {
    const slow = deferred<Response>();
    const { dialog, api, events } = await openPanel({
      [searchRoute('ja')]: () => slow.promise,
      [searchRoute('jan')]: () => json(200, [janet]),
    });
    const panel = within(dialog);
    const input = panel.getByRole('searchbox');
    await events.type(input, 'ja');
    await waitFor(() => expect(searchCalls(api)).toEqual(['ja']));
    await events.type(input, 'n');
    expect(await panel.findByRole('link', { name: 'Janet Smith' })).toBeInTheDocument();

    slow.resolve(json(200, [jane, bob]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(resultNames(dialog)).toEqual(['Janet Smith']);
    expect(searchCalls(api)).toEqual(['ja', 'jan']);
  });

  it('an emptied input shows the recent searches again without a call', async () => {
    const { dialog, api, events } = await openPanel({
      [searchRoute('bo')]: () => json(200, [bob]),
    });
    const panel = within(dialog);
    const input = panel.getByRole('searchbox');
    await events.type(input, 'bo');
    await panel.findByRole('link', { name: 'Bob Stone' });
    await events.clear(input);
    expect(panel.getByRole('heading', { name: 'Recent searches' })).toBeInTheDocument();
    await events.type(input, '   ');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(panel.getByRole('heading', { name: 'Recent searches' })).toBeInTheDocument();
    expect(searchCalls(api)).toEqual(['bo']);
  });

  it('says so when nobody matches', async () => {
    const { dialog, events } = await openPanel({
      [searchRoute('zz')]: () => json(200, []),
    });
    const panel = within(dialog);
    await events.type(panel.getByRole('searchbox'), 'zz');
    expect(await panel.findByText('No members match “zz”.')).toBeInTheDocument();
  });

  it('removes an entry from the recent searches', async () => {
    const { dialog, api, events } = await openPanel({
      [route('removeFromSearch')]: () => json(200, [HISTORY[0]]),
    });
    const panel = within(dialog);
    await events.click(
      await panel.findByRole('button', { name: 'Remove Amy Li from recent searches' }),
    );
    await waitFor(() => expect(resultNames(dialog)).toEqual(['Bob Stone']));
    const call = api.apiCalls().find((each) => each.path === '/api/v1/user/removeFromSearch');
    expect(call?.method).toBe('PUT');
    expect(call?.body).toEqual({ searchUser: amy._id });
    expect(panel.getByRole('searchbox')).toHaveFocus();
  });

  it('a chosen result goes into the history and opens the profile', async () => {
    let history = HISTORY;
    const { dialog, api, events, path } = await openPanel({
      [route('getSearchHistory')]: () => json(200, history),
      [searchRoute('jan')]: () => json(200, [janet]),
      [route('addToSearchHistory')]: () => {
        history = [historyEntry(janet, '2024-05-04T10:00:00.000Z'), ...HISTORY];
        return json(200, history);
      },
      [route('getProfile', `/user/getProfile/${janet.username}`)]: () =>
        json(200, makeProfile({ ...janet, friends: [] })),
    });
    const panel = within(dialog);
    await events.type(panel.getByRole('searchbox'), 'jan');
    await events.click(await panel.findByRole('link', { name: 'Janet Smith' }));
    expect(path()).toBe(`/profile/${janet.username}`);
    expect(screen.queryByRole('dialog', { name: 'Search' })).toBeNull();
    await waitFor(() =>
      expect(
        api.apiCalls().find((call) => call.path.endsWith('/addToSearchHistory'))?.body,
      ).toEqual({ searchUser: janet._id }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Janet Smith' }),
    ).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Search Quad' }));
    const again = screen.getByRole('dialog', { name: 'Search' });
    await waitFor(() => expect(resultNames(again)).toEqual(['Janet Smith', 'Amy Li', 'Bob Stone']));
  });

  it('closes on Escape or the back button and gives the focus back', async () => {
    const { events } = await openPanel();
    const trigger = screen.getByRole('button', { name: 'Search Quad' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Search' })).toBeNull();
    expect(trigger).toHaveFocus();

    await events.click(trigger);
    await events.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('dialog', { name: 'Search' })).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const { events } = await openPanel();
    await events.click(await screen.findByText('No posts yet: add friends or share something'));
    expect(screen.queryByRole('dialog', { name: 'Search' })).toBeNull();
  });
});
