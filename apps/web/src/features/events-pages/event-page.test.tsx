import { eventText, type EventGuest, type EventGuests } from '@quad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { friendsInfos, makeSummary } from '../../test/factories';
import { json, route, stubApi, type StubCall } from '../../test/fetch-stub';
import { makeSessionUser, renderApp } from '../../test/render-app';
import { makeEventPost } from '../../test/event-factories';

const user = makeSessionUser();
const post = makeEventPost(
  { title: 'Robotics night', capacity: 2, counts: { going: 2, interested: 1, waitlist: 1 } },
  { text: 'Bring a robot.' },
);
const at = (path = '') => `/events/${post._id}${path}`;

const guest = (
  first: string,
  answer: EventGuest['answer'],
  friend = false,
  position: number | null = null,
): EventGuest => ({ user: makeSummary(first, 'Guest'), answer, position, friend });

const GUESTS: EventGuests = {
  going: [guest('Ada', 'going', true), guest('Ben', 'going')],
  interested: [guest('Cleo', 'interested')],
  waitlist: [guest('Dan', 'waitlist', false, 1)],
  counts: { going: 2, interested: 1, waitlist: 1 },
};

type Handlers = Record<string, (call: StubCall) => Response | Promise<Response>>;

const showEvent = (shown = post, handlers: Handlers = {}) => {
  const api = stubApi({
    [route('getEvent', at())]: () => json(200, shown),
    [route('getEventGuests', at('/guests'))]: () => json(200, GUESTS),
    ...handlers,
  });
  return { api, ...renderApp(at(), { user }) };
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/events/:postId', () => {
  it('shows the event, its host and the guests by answer, friends first', async () => {
    showEvent();
    expect(await screen.findByText('Bring a robot.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Robotics night' })).toBeInTheDocument();
    expect(document.title).toBe('Robotics night | Quad');
    expect(screen.getByText(/Hosted by/)).toHaveTextContent('Hosted by Bob Smith');
    const guests = await screen.findByRole('region', { name: 'Guests' });
    const going = within(guests).getByRole('region', { name: /^Going/ });
    expect(
      within(going)
        .getAllByRole('article')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('Ada Guest'), expect.stringContaining('Ben Guest')]);
    expect(within(going).getByRole('article', { name: 'Ada Guest' })).toHaveTextContent('Friend');
    const interested = within(guests).getByRole('region', { name: /^Interested/ });
    expect(within(interested).getByRole('article', { name: 'Cleo Guest' })).toBeInTheDocument();
    const waitlist = within(guests).getByRole('region', { name: /^Waitlist/ });
    expect(within(waitlist).getByRole('article', { name: 'Dan Guest' })).toHaveTextContent(
      'Waitlist · 1st',
    );
    // Only the host's tools are missing for a guest.
    expect(screen.queryByRole('button', { name: 'Check-in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
  });

  it('says so when the event does not exist or may not be seen', async () => {
    stubApi({
      [route('getEvent', '/events/gone')]: () => json(404, { message: eventText.unknownEvent }),
    });
    renderApp('/events/gone', { user });
    expect(
      await screen.findByRole('heading', { level: 1, name: eventText.unknownEvent }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Events' })).toHaveAttribute('href', '/events');
  });

  it('lets the host invite friends', async () => {
    const friend = makeSummary('Eve', 'Friend');
    const { api, events } = showEvent(
      { ...post, event: post.event && { ...post.event, can_manage: true } },
      {
        [route('getFriendsPageInfos')]: () => json(200, friendsInfos({ friends: [friend] })),
        [route('inviteToEvent', at('/invitations'))]: () => json(200, { success: true }),
      },
    );
    await events.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite friends to Robotics night' });
    const row = await within(dialog).findByRole('article', { name: 'Eve Friend' });
    await events.click(within(row).getByRole('button', { name: 'Invite' }));
    expect(await within(row).findByText('Invited')).toBeInTheDocument();
    const [sent] = api.apiCalls().filter((call) => call.path.endsWith('/invitations'));
    expect(sent?.body).toEqual({ members: [friend._id] });
  });
});

describe("the attendee's way to check in", () => {
  const startingIn = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  const going = { answer: 'going' as const, position: null };
  // The page's event (its address), starting then.
  const eventFrom = (starts: string, overrides: Parameters<typeof makeEventPost>[0] = {}) =>
    makeEventPost(
      {
        title: 'Robotics night',
        starts_at: starts,
        occurrences: [starts],
        next_occurrence: starts,
        ...overrides,
      },
      { _id: post._id },
    );
  const checkInLink = () => screen.queryByRole('link', { name: 'Check in' });

  it('offers Check in to a member who is going once check-in is open, to the check-in page', async () => {
    showEvent(eventFrom(startingIn(30), { mine: going }));
    expect(await screen.findByRole('heading', { name: 'Robotics night' })).toBeInTheDocument();
    expect(checkInLink()).toHaveAttribute('href', at('/check-in'));
  });

  it('offers it to nobody else, nor before the hour before the start', async () => {
    const shown = [
      eventFrom(startingIn(90), { mine: going }),
      eventFrom(startingIn(30), { mine: { answer: 'interested', position: null } }),
      eventFrom(startingIn(30), { mine: { answer: 'waitlist', position: 1 } }),
      eventFrom(startingIn(30), { mine: going, cancelled: true }),
    ];
    for (const event of shown) {
      const { unmount } = showEvent(event);
      expect(await screen.findByRole('heading', { name: 'Robotics night' })).toBeInTheDocument();
      expect(checkInLink()).toBeNull();
      unmount();
    }
  });
});

describe("the host's check-in screen", () => {
  const hosted = { ...post, event: post.event && { ...post.event, can_manage: true } };
  const occurrence = post.event?.starts_at ?? '';
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';

  it('shows the code as text beside its QR code, who checked in, and downloads the attendance', async () => {
    const ada = GUESTS.going[0]?.user ?? makeSummary();
    let codes = 0;
    const { api, events } = showEvent(hosted, {
      [route('getCheckInCode', at('/check-in-code'))]: () => {
        codes += 1;
        return json(200, {
          code: codes === 1 ? '123456' : '654321',
          changes_at: new Date(Date.now() + (codes === 1 ? 200 : 30_000)).toISOString(),
          url: `http://localhost/events/${post._id}/check-in?code=123456`,
          qr_svg: svg,
          occurrence,
        });
      },
      [route('getAttendance', at('/attendance'))]: () =>
        json(200, [{ user: ada, occurrence, checked_in_at: new Date().toISOString() }]),
      [route('getAttendanceCsv', at('/attendance.csv'))]: () =>
        new Response('name,username,occurrence,checked in at\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="attendance.csv"',
          },
        }),
    });
    await events.click(await screen.findByRole('button', { name: 'Check-in' }));
    const dialog = screen.getByRole('dialog', { name: 'Check-in · Robotics night' });
    expect(await within(dialog).findByText('123456')).toBeInTheDocument();
    const qr = within(dialog).getByRole('img', { name: /QR code of the check-in page/ });
    expect(qr.getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
    );
    // The code is asked for again once it changes.
    expect(await within(dialog).findByText('654321', {}, { timeout: 3000 })).toBeInTheDocument();
    const attended = within(dialog).getByRole('region', { name: /^Attended/ });
    expect(await within(attended).findByRole('article', { name: 'Ada Guest' })).toHaveTextContent(
      'Attended',
    );

    const createObjectURL = vi.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    await events.click(within(dialog).getByRole('button', { name: 'Download attendance' }));
    await waitFor(() => expect(clicked[0]?.download).toBe('attendance.csv'));
    const [csv] = api.apiCalls().filter((call) => call.path.endsWith('/attendance.csv'));
    expect(csv?.headers.get('authorization')).toBe(`Bearer ${user.token}`);
  });

  it("shows the server's message when check-in is not open", async () => {
    const { events } = showEvent(hosted, {
      [route('getCheckInCode', at('/check-in-code'))]: () =>
        json(409, { message: eventText.checkInClosed }),
      [route('getAttendance', at('/attendance'))]: () => json(200, []),
    });
    await events.click(await screen.findByRole('button', { name: 'Check-in' }));
    const dialog = screen.getByRole('dialog', { name: 'Check-in · Robotics night' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(eventText.checkInClosed);
    expect(within(dialog).getByText('Nobody has checked in yet.')).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Check-in' })).toHaveFocus();
  });
});
