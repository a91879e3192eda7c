import type { AnswerState, Post } from '@quad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../i18n/languages';
import { authorOf } from '../../test/factories';
import { json, route, stubApi, type StubCall } from '../../test/fetch-stub';
import { expectNameStartsWithVisibleText } from '../../test/label-in-name';
import { makeSessionUser, renderApp } from '../../test/render-app';
import { DEC_4_7PM_NEW_YORK, makeEventPost } from '../../test/event-factories';

const jane = makeSessionUser();

afterEach(() => {
  vi.unstubAllEnvs();
});

const eventPath = (post: Post, suffix = '') => `/events/${post._id}${suffix}`;
const apiPath = (post: Post, suffix = '') => `/api/v1${eventPath(post, suffix)}`;

/** The home feed holds the event posts; `handlers` answer the events' own calls. */
const showInFeed = (posts: Post | Post[], handlers: Parameters<typeof stubApi>[0] = {}) => {
  const list = Array.isArray(posts) ? posts : [posts];
  const api = stubApi({ [route('getAllPosts')]: () => json(200, list), ...handlers });
  const view = renderApp('/', { user: jane });
  return { ...view, api };
};

const theCard = async () => {
  const feed = await screen.findByRole('feed');
  return within(feed).findByRole('article');
};

const answerGroup = (card: HTMLElement) => within(card).getByRole('group', { name: 'Your answer' });

/** The server's answer to an answer: the viewer's and the counts, as given. */
const answering =
  (answers: AnswerState[]) =>
  (_call: StubCall): Response => {
    const next = answers.shift();
    return next ? json(200, next) : json(500, { message: 'No more answers' });
  };

describe('the event card', () => {
  it('shows the date badge, the title linking to its page, when, where and the counts', async () => {
    vi.stubEnv('TZ', 'America/New_York');
    const post = makeEventPost({ online_link: 'https://meet.example.edu/chess' });
    showInFeed(post);
    const card = await theCard();
    expect(card).toHaveTextContent('DEC4');
    expect(card).toHaveTextContent('Fri, Dec 4, 7:00 PM');
    expect(card).not.toHaveTextContent('your time');
    expect(card).toHaveTextContent('Student Union, Room 204');
    expect(
      within(card).getByRole('link', { name: 'https://meet.example.edu/chess' }),
    ).toHaveAttribute('href', 'https://meet.example.edu/chess');
    expect(card).toHaveTextContent('3 going · 5 interested');
    expect(card).toHaveTextContent('Bring a board if you have one.');
    expect(within(card).queryByRole('button', { name: 'Edit event' })).toBeNull();
    for (const button of within(answerGroup(card)).getAllByRole('button')) {
      expectNameStartsWithVisibleText(button);
    }
    // The event's page is where the title leads.
    expect(within(card).getByRole('link', { name: 'Chess night' })).toHaveAttribute(
      'href',
      eventPath(post),
    );
  });

  it("writes its date, counts and waitlist place in the member's language", async () => {
    vi.stubEnv('TZ', 'America/New_York');
    await activateLanguage('fr', 'signed-in');
    const post = makeEventPost({
      capacity: 3,
      counts: { going: 3, interested: 1, waitlist: 1 },
      mine: { answer: 'waitlist', position: 1 },
    });
    stubApi({ [route('getAllPosts')]: () => json(200, [post]) });
    renderApp('/', { user: jane });
    const card = await screen.findByRole('article');
    expect(card).toHaveTextContent('DÉC.4');
    expect(card).toHaveTextContent('ven. 4 déc. à 19:00');
    expect(card).toHaveTextContent('3 participants · 1 intéressé');
    expect(within(card).getByRole('button', { name: 'Liste d’attente · 1er' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("names the answers in the member's language", async () => {
    await activateLanguage('fr', 'signed-in');
    showInFeed(makeEventPost());
    const answers = within(await theCard()).getByRole('group', { name: 'Votre réponse' });
    expect(
      within(answers)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Je participe', 'Intéressé', 'Je ne peux pas']);
  });

  it("names both zones when the viewer's differs from the event's", async () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    showInFeed(makeEventPost());
    const card = await theCard();
    expect(card).toHaveTextContent('Fri, Dec 4, 7:00 PM EST (your time: 4:00 PM PST)');
  });

  it('answers Going, then Can’t go, showing each at once and the counts the server gives', async () => {
    const post = makeEventPost();
    const { api, events } = showInFeed(post, {
      [route('answerEvent', eventPath(post, '/answer'))]: answering([
        {
          mine: { answer: 'going', position: null },
          counts: { going: 4, interested: 5, waitlist: 0 },
        },
        {
          mine: { answer: 'cant_go', position: null },
          counts: { going: 3, interested: 5, waitlist: 0 },
        },
      ]),
    });
    const card = await theCard();
    const answers = answerGroup(card);
    for (const name of ['Going', 'Interested', "Can't go"]) {
      expect(within(answers).getByRole('button', { name })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    }
    await events.click(within(answers).getByRole('button', { name: 'Going' }));
    expect(within(answers).getByRole('button', { name: 'Going' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(card).toHaveTextContent('4 going · 5 interested'));

    await events.click(within(answers).getByRole('button', { name: "Can't go" }));
    expect(within(answers).getByRole('button', { name: "Can't go" })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(answers).getByRole('button', { name: 'Going' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await waitFor(() => expect(card).toHaveTextContent('3 going · 5 interested'));
    const sent = api.apiCalls().filter((call) => call.path === apiPath(post, '/answer'));
    expect(sent.map((call) => [call.method, call.body])).toEqual([
      ['PUT', { answer: 'going' }],
      ['PUT', { answer: 'cant_go' }],
    ]);
  });

  it('asks whether an answer to a repeating event is for This event or All events', async () => {
    vi.stubEnv('TZ', 'America/New_York');
    const second = '2026-12-12T00:00:00.000Z';
    const post = makeEventPost({
      repeat: 'weekly',
      repeat_until: '2026-12-18',
      occurrences: [DEC_4_7PM_NEW_YORK, second, '2026-12-19T00:00:00.000Z'],
      next_occurrence: DEC_4_7PM_NEW_YORK,
      occurrence: DEC_4_7PM_NEW_YORK,
      mine: { answer: null, position: null, series: null },
    });
    const { api, events } = showInFeed(post, {
      [route('answerEvent', eventPath(post, '/answer'))]: answering([
        {
          mine: { answer: 'going', position: null, series: null },
          counts: { going: 4, interested: 5, waitlist: 0 },
          occurrence: DEC_4_7PM_NEW_YORK,
        },
        {
          mine: { answer: 'cant_go', position: null, series: 'cant_go' },
          counts: { going: 3, interested: 5, waitlist: 0 },
          occurrence: DEC_4_7PM_NEW_YORK,
        },
      ]),
    });
    const card = await theCard();
    const answers = answerGroup(card);

    // Going, for this evening only (the choice offered first).
    await events.click(within(answers).getByRole('button', { name: 'Going' }));
    const dialog = screen.getByRole('dialog', { name: 'Going: which events?' });
    expect(
      within(dialog).getByRole('radio', { name: 'This event (Fri, Dec 4, 7:00 PM)' }),
    ).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'All events' })).not.toBeChecked();
    await events.click(within(dialog).getByRole('button', { name: 'Answer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(answers).getByRole('button', { name: 'Going' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(card).toHaveTextContent('4 going · 5 interested'));

    // Can't go, to every date; and Cancel sends nothing.
    await events.click(within(answers).getByRole('button', { name: "Can't go" }));
    await events.click(
      within(screen.getByRole('dialog', { name: "Can't go: which events?" })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await events.click(within(answers).getByRole('button', { name: "Can't go" }));
    const again = screen.getByRole('dialog', { name: "Can't go: which events?" });
    await events.click(within(again).getByRole('radio', { name: 'All events' }));
    await events.click(within(again).getByRole('button', { name: 'Answer' }));
    await waitFor(() => expect(card).toHaveTextContent('3 going · 5 interested'));
    expect(within(answers).getByRole('button', { name: "Can't go" })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Can't go to every date already: nothing to ask.
    await events.click(within(answers).getByRole('button', { name: "Can't go" }));
    expect(screen.queryByRole('dialog')).toBeNull();

    const sent = api.apiCalls().filter((call) => call.path === apiPath(post, '/answer'));
    expect(sent.map((call) => [call.method, call.body])).toEqual([
      ['PUT', { answer: 'going', occurrence: DEC_4_7PM_NEW_YORK }],
      ['PUT', { answer: 'cant_go' }],
    ]);
  });

  it('puts the answer back and says why when the server refuses it', async () => {
    const post = makeEventPost();
    const { events } = showInFeed(post, {
      [route('answerEvent', eventPath(post, '/answer'))]: () =>
        json(409, { message: 'This event has already started.' }),
    });
    const card = await theCard();
    await events.click(within(answerGroup(card)).getByRole('button', { name: 'Interested' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'This event has already started.',
    );
    expect(within(card).getByRole('button', { name: 'Interested' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(card).toHaveTextContent('3 going · 5 interested');
  });

  it('says "Waitlist · 1st" when waiting, and the place the server gives on a full event', async () => {
    const waiting = makeEventPost({
      capacity: 3,
      counts: { going: 3, interested: 0, waitlist: 1 },
      mine: { answer: 'waitlist', position: 1 },
    });
    const full = makeEventPost({
      title: 'Sold out',
      capacity: 3,
      counts: { going: 3, interested: 0, waitlist: 1 },
    });
    const { events, api } = showInFeed([waiting, full], {
      [route('answerEvent', eventPath(full, '/answer'))]: () =>
        json(200, {
          mine: { answer: 'waitlist', position: 2 },
          counts: { going: 3, interested: 0, waitlist: 2 },
        }),
    });
    const feed = await screen.findByRole('feed');
    const [first, second] = await within(feed).findAllByRole('article');
    if (!first || !second) throw new Error('Two events expected');
    const place = within(answerGroup(first)).getByRole('button', { name: 'Waitlist · 1st' });
    expect(place).toHaveAttribute('aria-pressed', 'true');
    expectNameStartsWithVisibleText(place);

    await events.click(within(answerGroup(second)).getByRole('button', { name: 'Going' }));
    expect(await within(second).findByRole('button', { name: 'Waitlist · 2nd' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(api.apiCalls().filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('says Cancelled and offers no answer to a cancelled event', async () => {
    showInFeed(makeEventPost({ cancelled: true, next_occurrence: null, can_manage: true }));
    const card = await theCard();
    expect(within(card).getByText('Cancelled')).toBeInTheDocument();
    expect(within(card).queryByRole('group', { name: 'Your answer' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Cancel event' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
  });

  it('offers no answer to its host', async () => {
    showInFeed(makeEventPost({ can_manage: true }, { user: authorOf(jane) }));
    const card = await theCard();
    expect(within(card).queryByRole('group', { name: 'Your answer' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Edit event' })).toBeInTheDocument();
  });

  it('downloads the .ics file with the token in a header', async () => {
    const post = makeEventPost();
    const { api, events } = showInFeed(post, {
      [route('getEventCalendar', eventPath(post, '/calendar.ics'))]: () =>
        new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/calendar; charset=utf-8',
            'Content-Disposition': 'attachment; filename="chess-night.ics"',
          },
        }),
    });
    const createObjectURL = vi.fn(() => 'blob:ics');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const card = await theCard();
    await events.click(within(card).getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe('chess-night.ics');
    expect(clicked[0]?.href).toBe('blob:ics');
    const [call] = api.apiCalls().filter((each) => each.path === apiPath(post, '/calendar.ics'));
    expect(call?.headers.get('authorization')).toBe(`Bearer ${jane.token}`);
  });
});

describe('managing an event from its card', () => {
  const weekly = () =>
    makeEventPost(
      {
        can_manage: true,
        repeat: 'weekly',
        repeat_until: '2026-12-18',
        occurrences: [DEC_4_7PM_NEW_YORK, '2026-12-12T00:00:00.000Z', '2026-12-19T00:00:00.000Z'],
      },
      { user: authorOf(jane) },
    );

  it('offers one occurrence of a repeating event or the whole series, and cancels it', async () => {
    vi.stubEnv('TZ', 'America/New_York');
    const post = weekly();
    const { api, events } = showInFeed(post, {
      [route('cancelEvent', eventPath(post, '/cancel'))]: () =>
        json(200, { ...post, event: { ...post.event, cancelled: true, next_occurrence: null } }),
    });
    const card = await theCard();
    expect(card).toHaveTextContent('Weekly until Fri, Dec 18');
    await events.click(within(card).getByRole('button', { name: 'Cancel event' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel event?' });
    expect(within(dialog).getByRole('radio', { name: /^This occurrence/ })).toBeChecked();
    await events.click(within(dialog).getByRole('radio', { name: 'The whole series' }));
    await events.click(within(dialog).getByRole('button', { name: 'Cancel event' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card).getByText('Cancelled')).toBeInTheDocument();
    const [sent] = api.apiCalls().filter((call) => call.path === apiPath(post, '/cancel'));
    expect(sent?.body).toEqual({ occurrence: null });
  });

  it('edits the event with the form filled in, and shows what the server keeps', async () => {
    vi.stubEnv('TZ', 'America/New_York');
    const post = weekly();
    const { api, events } = showInFeed(post, {
      [route('updateEvent', eventPath(post))]: (call) =>
        json(200, {
          ...post,
          event: { ...post.event, title: (call.body as { title: string }).title },
        }),
    });
    const card = await theCard();
    await events.click(within(card).getByRole('button', { name: 'Edit event' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit event' });
    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveValue('Chess night');
    expect(within(dialog).getByLabelText('Starts')).toHaveValue('2026-12-04');
    expect(within(dialog).getByLabelText('Starts time')).toHaveValue('19:00');
    expect(within(dialog).getByLabelText('Repeat')).toHaveValue('weekly');
    expect(within(dialog).getByLabelText('Repeat until')).toHaveValue('2026-12-18');
    expect(within(dialog).queryByLabelText('Host')).toBeNull();
    await events.clear(title);
    await events.type(title, 'Chess and pizza night');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card).getByRole('link', { name: 'Chess and pizza night' })).toBeInTheDocument();
    const [sent] = api.apiCalls().filter((call) => call.method === 'PUT');
    expect(sent?.body).toMatchObject({
      title: 'Chess and pizza night',
      starts_at: DEC_4_7PM_NEW_YORK,
      repeat: 'weekly',
      repeat_until: '2026-12-18',
      description: 'Bring a board if you have one.',
    });
  });

  it("shows the server's French message under the field it names", async () => {
    vi.stubEnv('TZ', 'America/New_York');
    await activateLanguage('fr', 'signed-in');
    const post = weekly();
    const { events } = showInFeed(post, {
      [route('updateEvent', eventPath(post))]: () =>
        json(400, { message: 'La fin doit être après le début.', field: 'ends_at' }),
    });
    await events.click(
      within(await theCard()).getByRole('button', { name: 'Modifier l’événement' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Modifier l’événement' });
    await events.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Fin')).toHaveAccessibleDescription(
        'La fin doit être après le début.',
      ),
    );
    expect(within(dialog).getByLabelText('Fin')).toBeInvalid();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says the form's choices, its rules and the server's in the member's language", async () => {
    vi.stubEnv('TZ', 'America/New_York');
    await activateLanguage('fr', 'signed-in');
    const post = weekly();
    const { events } = showInFeed(post, {
      [route('updateEvent', eventPath(post))]: () =>
        json(400, { message: 'The repeat must end after the first occurrence.' }),
    });
    const card = await theCard();
    await events.click(within(card).getByRole('button', { name: 'Modifier l’événement' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifier l’événement' });
    const repeat = within(dialog).getByLabelText('Répétition');
    expect(
      within(repeat)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ne se répète pas', 'Chaque semaine', 'Toutes les 2 semaines']);
    const title = within(dialog).getByLabelText('Titre');
    await events.clear(title);
    await events.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Un événement doit avoir un titre.')).toBeVisible();

    await events.type(title, 'Chess night');
    await events.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(dialog).findByText(
        'La répétition doit se terminer après la première occurrence.',
      ),
    ).toBeVisible();
  });
});
