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

  it('says there are none, and has no feed for a private group', async () => {
    openEventsTab('private', []);
    const panel = await screen.findByRole('tabpanel', { name: 'Events' });
    expect(await within(panel).findByText('No events yet')).toBeInTheDocument();
    expect(within(panel).queryByRole('region', { name: 'Calendar feed' })).not.toBeInTheDocument();
  });
});
