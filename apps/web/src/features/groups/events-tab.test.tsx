import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, route, stubApi } from '../../test/fetch-stub';
import { makePost } from '../../test/factories';
import { makeSessionUser, renderApp } from '../../test/render-app';
import { makeGroup } from './group-test-kit';

const SLUG = 'robotics-club';
const at = (path = '') => `/groups/${SLUG}${path}`;

const openEventsTab = (
  privacy: 'public' | 'private',
  events = [makePost({ type: 'event', text: 'Build night' })],
) => {
  const api = stubApi({
    [route('getGroup', at())]: () =>
      json(200, makeGroup({ name: 'Robotics Club', slug: SLUG, privacy })),
    [route('getEvents')]: () => json(200, events),
  });
  renderApp(at('/events'), { user: makeSessionUser() });
  return api;
};

describe("a group's Events tab", () => {
  it("lists the group's upcoming events and offers a public group's calendar feed", async () => {
    const api = openEventsTab('public');
    const panel = await screen.findByRole('tabpanel', { name: 'Events' });
    const feed = await within(panel).findByRole('feed', { name: 'Robotics Club events' });
    expect(await within(feed).findByText('Build night')).toBeInTheDocument();
    const [call] = api.apiCalls().filter((each) => each.path === '/api/v1/events');
    expect(Object.fromEntries(call?.query ?? [])).toEqual({ list: 'upcoming', group: SLUG });
    const calendar = within(panel).getByRole('region', { name: 'Calendar feed' });
    expect(within(calendar).getByRole('link')).toHaveAttribute(
      'href',
      `webcal://${window.location.host}/calendar/groups/${SLUG}.ics`,
    );
  });

  it("loads the group's next page of events with its cursor", async () => {
    const page = (text: string, next?: string) =>
      new Response(JSON.stringify([makePost({ type: 'event', text })]), {
        headers: {
          'Content-Type': 'application/json',
          ...(next && {
            Link: `</api/v1/events?cursor=${next}&list=upcoming&group=${SLUG}&limit=10>; rel="next"`,
          }),
        },
      });
    const api = stubApi({
      [route('getGroup', at())]: () =>
        json(200, makeGroup({ name: 'Robotics Club', slug: SLUG, privacy: 'public' })),
      [route('getEvents')]: ({ query }) =>
        query.get('cursor') === '17_more' ? page('Demo day') : page('Build night', '17_more'),
    });
    const { events } = renderApp(at('/events'), { user: makeSessionUser() });
    const feed = await screen.findByRole('feed', { name: 'Robotics Club events' });
    expect(await within(feed).findByText('Build night')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Load more posts' }));
    expect(await within(feed).findByText('Demo day')).toBeInTheDocument();
    const calls = api
      .apiCalls()
      .filter((each) => each.path === '/api/v1/events')
      .map((each) => Object.fromEntries(each.query));
    expect(calls).toEqual([
      { list: 'upcoming', group: SLUG },
      { list: 'upcoming', group: SLUG, cursor: '17_more' },
    ]);
  });

  it('says there are none, and has no feed for a private group', async () => {
    openEventsTab('private', []);
    const panel = await screen.findByRole('tabpanel', { name: 'Events' });
    expect(await within(panel).findByText('No events yet')).toBeInTheDocument();
    expect(within(panel).queryByRole('region', { name: 'Calendar feed' })).not.toBeInTheDocument();
  });
});
