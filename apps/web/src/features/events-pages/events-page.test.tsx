import { screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { json, route, stubApi, type StubCall } from '../../test/fetch-stub';
import { makeSessionUser, renderApp } from '../../test/render-app';
import { makeEventPost } from '../../test/event-factories';

const user = makeSessionUser();

const listOf = (call: StubCall) => call.query.get('list');

describe('/events', () => {
  it('has the tabs Upcoming, Calendar, Going, Hosting, Past, and lists upcoming events', async () => {
    const post = makeEventPost({ title: 'Robotics night' }, { text: 'Bring a robot.' });
    const api = stubApi({
      [route('getEvents')]: (call) => json(200, listOf(call) === 'upcoming' ? [post] : []),
    });
    renderApp('/events', { user });
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Events' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Upcoming',
      'Calendar',
      'Going',
      'Hosting',
      'Past',
    ]);
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    const feed = await screen.findByRole('feed', { name: 'Upcoming events' });
    expect(await within(feed).findByText('Bring a robot.')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Upcoming' })).toContainElement(feed);
    expect(screen.getByRole('button', { name: 'Post Event' })).toBeInTheDocument();
    expect(document.title).toBe('Events | Quad');
    expect(api.apiCalls().map(listOf)).toEqual(['upcoming']);
  });

  it('moves between tabs by keyboard, each list with its own address and empty words', async () => {
    const api = stubApi({ [route('getEvents')]: () => json(200, []) });
    const { events, path } = renderApp('/events/going', { user });
    expect(await screen.findByText('You are not going to any event yet.')).toBeInTheDocument();
    screen.getByRole('tab', { name: 'Going' }).focus();
    await events.keyboard('{ArrowRight}');
    await waitFor(() => expect(path()).toBe('/events/hosting'));
    expect(screen.getByRole('tab', { name: 'Hosting' })).toHaveFocus();
    expect(await screen.findByText('You are not hosting any event.')).toBeInTheDocument();
    await events.keyboard('{End}');
    await waitFor(() => expect(path()).toBe('/events/past'));
    expect(await screen.findByText('No past events yet.')).toBeInTheDocument();
    expect(api.apiCalls().map(listOf)).toEqual(['going', 'hosting', 'past']);
  });

  it('is in the left menu next to Groups', async () => {
    stubApi({});
    renderApp('/', { user });
    const menu = within(await screen.findByRole('navigation', { name: 'Shortcuts' }));
    const names = menu.getAllByRole('link').map((link) => link.textContent);
    expect(names.indexOf('Events')).toBe(names.indexOf('Groups') + 1);
    expect(menu.getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/events');
  });
});

describe('the Calendar tab', () => {
  it("shows this month's grid with today marked and each event's title linking to its page", async () => {
    const today = new Date();
    const at = new Date(today.getFullYear(), today.getMonth(), 15, 19, 0);
    const post = makeEventPost({ title: 'Robotics night', starts_at: at.toISOString() });
    const cancelled = makeEventPost({
      title: 'Chess evening',
      starts_at: new Date(today.getFullYear(), today.getMonth(), 16, 18, 0).toISOString(),
      cancelled: true,
    });
    const api = stubApi({ [route('getEvents')]: () => json(200, [post, cancelled]) });
    const { events } = renderApp('/events/calendar', { user });
    const monthName = format(today, 'MMMM yyyy');
    const grid = await screen.findByRole('table', { name: monthName });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    const link = await within(grid).findByRole('link', { name: '7:00 PM Robotics night' });
    expect(link).toHaveAttribute('href', `/events/${post._id}`);
    const cells = within(grid).getAllByRole('cell');
    const dayCell = cells.find((cell) => within(cell).queryByRole('link', { name: /Robotics/ }));
    expect(dayCell).toHaveTextContent(format(at, 'MMMM d'));
    expect(
      within(grid).getByRole('link', { name: '6:00 PM Chess evening · Cancelled' }),
    ).toBeInTheDocument();
    const todayCell = cells.find((cell) => cell.getAttribute('aria-current') === 'date');
    expect(todayCell).toHaveTextContent(`${format(today, 'MMMM d')}, today`);
    expect(api.apiCalls()[0]?.query.get('month')).toBe(format(today, 'yyyy-MM'));

    await events.click(screen.getByRole('button', { name: 'Next month' }));
    const next = new Date(today.getFullYear(), today.getMonth() + 1, 1);
    expect(
      await screen.findByRole('table', { name: format(next, 'MMMM yyyy') }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(api.apiCalls().at(-1)?.query.get('month')).toBe(format(next, 'yyyy-MM')),
    );
    await events.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('table', { name: monthName })).toBeInTheDocument();
  });
});
