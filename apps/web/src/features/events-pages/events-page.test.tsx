import { screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/languages';
import { json, route, stubApi, type StubCall } from '../../test/fetch-stub';
import { makeSessionUser, renderApp } from '../../test/render-app';
import { makeEventPost } from '../../test/event-factories';

const user = makeSessionUser();

const listOf = (call: StubCall) => call.query.get('list');

/** A page of events, with a Link header to the next one when `next` is given. */
const eventsPage = (body: unknown, list: string, next?: string) =>
  new Response(JSON.stringify(body), {
    headers: {
      'Content-Type': 'application/json',
      ...(next && { Link: `</api/v1/events?cursor=${next}&list=${list}&limit=10>; rel="next"` }),
    },
  });

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

  it('loads the next page of a list with its cursor', async () => {
    const first = makeEventPost({ title: 'First page' }, { text: 'On the first page.' });
    const second = makeEventPost({ title: 'Second page' }, { text: 'On the second page.' });
    const api = stubApi({
      [route('getEvents')]: ({ query }) =>
        query.get('cursor') === '17_next'
          ? eventsPage([second], 'going')
          : eventsPage([first], 'going', '17_next'),
    });
    const { events } = renderApp('/events/going', { user });
    const feed = await screen.findByRole('feed', { name: 'Going events' });
    expect(await within(feed).findByText('On the first page.')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Load more posts' }));
    expect(await within(feed).findByText('On the second page.')).toBeInTheDocument();
    expect(within(feed).getByText('On the first page.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more posts' })).toBeNull();
    const calls = api.apiCalls().map((call) => Object.fromEntries(call.query));
    expect(calls).toEqual([{ list: 'going' }, { list: 'going', cursor: '17_next' }]);
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
  /** February 2031 (it starts on a Saturday): its weekday headers, and how many weeks it shows. */
  const february = async (name: string) => {
    stubApi({ [route('getEvents')]: () => json(200, []) });
    renderApp('/events/calendar?month=2031-02', { user });
    const grid = await screen.findByRole('table', { name });
    const [head, body] = within(grid).getAllByRole('rowgroup');
    return {
      headers: within(head!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
      weeks: within(body!).getAllByRole('row').length,
      firstDay: within(body!).getAllByRole('cell')[0]?.textContent,
    };
  };

  it('starts the weeks on Sunday in English', async () => {
    expect(await february('February 2031')).toEqual({
      headers: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
      weeks: 5,
      firstDay: '26January 26',
    });
  });

  it('starts the weeks on Monday in French, with French weekday names', async () => {
    await activateLanguage('fr', 'signed-in');
    expect(await february('février 2031')).toEqual({
      headers: ['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.'],
      weeks: 5,
      firstDay: '2727 janvier',
    });
  });

  it('starts the weeks on Saturday in Arabic, with Arabic weekday names', async () => {
    await activateLanguage('ar', 'signed-in');
    const day = (date: Date, options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('ar', options).format(date);
    const first = new Date(2031, 1, 1);
    expect(await february(day(first, { month: 'long', year: 'numeric' }))).toEqual({
      headers: ['السبت', 'الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة'],
      // February 2031 is four whole weeks from Saturday to Friday.
      weeks: 4,
      firstDay: `${day(first, { day: 'numeric' })}${day(first, { month: 'long', day: 'numeric' })}`,
    });
  });

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
    // The viewer's month in their own zone, with a day either side.
    const asked = api.apiCalls()[0]?.query;
    expect(asked?.get('from')).toBe(
      new Date(today.getFullYear(), today.getMonth(), 0).toISOString(),
    );
    expect(asked?.get('to')).toBe(
      new Date(today.getFullYear(), today.getMonth() + 1, 2).toISOString(),
    );
    expect(asked?.has('month')).toBe(false);

    await events.click(screen.getByRole('button', { name: 'Next month' }));
    const next = new Date(today.getFullYear(), today.getMonth() + 1, 1);
    expect(
      await screen.findByRole('table', { name: format(next, 'MMMM yyyy') }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(api.apiCalls().at(-1)?.query.get('from')).toBe(
        new Date(next.getFullYear(), next.getMonth(), 0).toISOString(),
      ),
    );
    await events.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('table', { name: monthName })).toBeInTheDocument();
  });

  it("places events by the viewer's day: the month's edges in, the day before and after out", async () => {
    // The server answers the range with its day either side; the grid keeps February's days.
    const posts = [
      makeEventPost({
        title: 'Last of January',
        starts_at: new Date(2031, 0, 31, 23, 30).toISOString(),
      }),
      makeEventPost({
        title: 'First of February',
        starts_at: new Date(2031, 1, 1, 0, 30).toISOString(),
      }),
      makeEventPost({
        title: 'Last of February',
        starts_at: new Date(2031, 1, 28, 23, 30).toISOString(),
      }),
      makeEventPost({
        title: 'First of March',
        starts_at: new Date(2031, 2, 1, 0, 30).toISOString(),
      }),
    ];
    const api = stubApi({ [route('getEvents')]: () => json(200, posts) });
    renderApp('/events/calendar?month=2031-02', { user });
    const grid = await screen.findByRole('table', { name: 'February 2031' });
    const cellOf = (name: RegExp) =>
      within(grid)
        .getAllByRole('cell')
        .find((cell) => within(cell).queryByRole('link', { name }));
    expect(
      await within(grid).findByRole('link', { name: /First of February/ }),
    ).toBeInTheDocument();
    expect(cellOf(/First of February/)).toHaveTextContent('February 1');
    expect(cellOf(/Last of February/)).toHaveTextContent('February 28');
    expect(within(grid).queryByRole('link', { name: /January|March/ })).toBeNull();
    const asked = api.apiCalls()[0]?.query;
    expect(asked?.get('list')).toBe('calendar');
    expect(asked?.get('from')).toBe(new Date(2031, 0, 31).toISOString());
    expect(asked?.get('to')).toBe(new Date(2031, 2, 2).toISOString());
  });

  it('shows an event that spans days on every one of them, its time on the first', async () => {
    const posts = [
      makeEventPost({
        title: 'Robot building weekend',
        all_day: true,
        time_zone: 'UTC',
        starts_at: '2031-02-07T00:00:00.000Z',
        ends_at: '2031-02-10T00:00:00.000Z',
        occurrences: ['2031-02-07T00:00:00.000Z'],
      }),
      makeEventPost({
        title: 'Hackathon',
        starts_at: new Date(2031, 1, 20, 20, 0).toISOString(),
        ends_at: new Date(2031, 1, 22, 10, 0).toISOString(),
        occurrences: [new Date(2031, 1, 20, 20, 0).toISOString()],
      }),
      makeEventPost({
        title: 'Winter retreat',
        starts_at: new Date(2031, 0, 30, 9, 0).toISOString(),
        ends_at: new Date(2031, 1, 2, 0, 0).toISOString(),
        occurrences: [new Date(2031, 0, 30, 9, 0).toISOString()],
      }),
    ];
    stubApi({ [route('getEvents')]: () => json(200, posts) });
    renderApp('/events/calendar?month=2031-02', { user });
    const grid = await screen.findByRole('table', { name: 'February 2031' });
    await within(grid).findAllByRole('link', { name: /Hackathon/ });
    const daysWith = (name: RegExp) =>
      within(grid)
        .getAllByRole('cell')
        .filter((cell) => within(cell).queryByRole('link', { name }))
        .map((cell) =>
          within(cell)
            .getByText(/^February \d+$/)
            .textContent?.replace('February ', ''),
        );
    expect(daysWith(/Robot building weekend/)).toEqual(['7', '8', '9']);
    expect(
      within(grid)
        .getAllByRole('link', { name: /Robot building weekend/ })
        .map((link) => link.textContent),
    ).toEqual([
      ' Robot building weekend · day 1 of 3',
      ' Robot building weekend · day 2 of 3',
      ' Robot building weekend · day 3 of 3',
    ]);
    expect(daysWith(/Hackathon/)).toEqual(['20', '21', '22']);
    expect(
      within(grid)
        .getAllByRole('link', { name: /Hackathon/ })
        .map((link) => link.textContent),
    ).toEqual([
      '8:00 PM Hackathon · day 1 of 3',
      ' Hackathon · day 2 of 3',
      ' Hackathon · day 3 of 3',
    ]);
    // Begun in January, it is on February's first day; ending at midnight, not on the 2nd.
    expect(daysWith(/Winter retreat/)).toEqual(['1']);
  });
});
