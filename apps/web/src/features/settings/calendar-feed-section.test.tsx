import type { CalendarFeed } from '@quad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, route, stubApi } from '../../test/fetch-stub';
import { makeDeliverySettings } from '../../test/factories';
import { makeSessionUser, renderApp } from '../../test/render-app';
import { webcalOf } from './calendar-feed-section';

const FIRST = 'webcal://quad.test/calendar/first-secret.ics';
const SECOND = 'webcal://quad.test/calendar/second-secret.ics';

const openSettings = (initial: CalendarFeed) => {
  let feed = initial;
  const urls = [FIRST, SECOND];
  const api = stubApi({
    [route('getDeliverySettings')]: () => json(200, makeDeliverySettings()),
    [route('getNotificationPreferences')]: () => json(200, {}),
    [route('getCalendarFeed')]: () => json(200, { ...feed, url: null }),
    [route('resetCalendarFeed')]: () => {
      feed = { active: true, created_at: '2026-03-01T12:00:00.000Z', url: urls.shift() ?? null };
      return json(201, feed);
    },
    [route('revokeCalendarFeed')]: () => {
      feed = { active: false, created_at: null, url: null };
      return json(200, feed);
    },
  });
  return { api, ...renderApp('/settings', { user: makeSessionUser() }) };
};

describe('Settings › Calendar feed', () => {
  it('makes the link, shows it once, copies it, resets it after a warning and turns it off', async () => {
    const { api, events } = openSettings({ active: false, created_at: null, url: null });
    const section = await screen.findByRole('region', { name: 'Calendar feed' });
    expect(await within(section).findByText(/You have no calendar feed/)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();

    // Nothing to reset yet: the first action makes the link.
    expect(within(section).getByText(/Create link makes one/)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Reset link' })).not.toBeInTheDocument();
    await events.click(within(section).getByRole('button', { name: 'Create link' }));
    expect(await within(section).findByLabelText('Your calendar link')).toHaveValue(FIRST);
    // Beside the address, a webcal:// link hands it to the calendar app.
    expect(within(section).getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
      'href',
      FIRST,
    );
    expect(within(section).queryByRole('button', { name: 'Create link' })).not.toBeInTheDocument();
    await events.click(within(section).getByRole('button', { name: 'Copy link' }));
    // user-event's own clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(FIRST);
    expect(await within(section).findByRole('status')).toHaveTextContent('Link copied.');

    await events.click(within(section).getByRole('button', { name: 'Reset link' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset your calendar link?' });
    expect(dialog).toHaveTextContent('The old link stops working');
    await events.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    await waitFor(() =>
      expect(within(section).getByLabelText('Your calendar link')).toHaveValue(SECOND),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await events.click(within(section).getByRole('button', { name: 'Turn off' }));
    const off = screen.getByRole('dialog', { name: 'Turn off your calendar feed?' });
    await events.click(within(off).getByRole('button', { name: 'Turn off' }));
    expect(await within(section).findByText(/You have no calendar feed/)).toBeInTheDocument();
    expect(within(section).queryByLabelText('Your calendar link')).not.toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: 'Open in calendar app' })).toBeNull();
    expect(within(section).getByRole('button', { name: 'Create link' })).toBeInTheDocument();
    expect(
      api
        .apiCalls()
        .map((call) => call.method)
        .filter((method) => method !== 'GET'),
    ).toEqual(['POST', 'POST', 'DELETE']);
  });

  it('says a feed is on without its link, which only Reset link shows again', async () => {
    openSettings({ active: true, created_at: '2026-03-01T12:00:00.000Z', url: null });
    const section = await screen.findByRole('region', { name: 'Calendar feed' });
    expect(
      await within(section).findByText(/Your feed is on since March 1, 2026/),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Reset link' })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Create link' })).not.toBeInTheDocument();
  });

  it('offers an https address to the calendar app as webcal://', () => {
    expect(webcalOf('https://quad.test/calendar/s.ics')).toBe('webcal://quad.test/calendar/s.ics');
    expect(webcalOf(FIRST)).toBe(FIRST);
  });
});
