import { eventText, type CreateEventRequest } from '@quad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authorOf, makePostGroup } from '../../test/factories';
import { json, route, stubApi, type StubCall } from '../../test/fetch-stub';
import { renderComponent } from '../../test/render-component';
import { makeSessionUser, renderApp } from '../../test/render-app';
import { CreatePostBox } from '../post';
import { makeEventPost, makeMyGroup } from '../../test/event-factories';
import { activateLanguage } from '../../i18n/languages';

const jane = makeSessionUser();
const chess = makeMyGroup({ name: 'Chess Club', privacy: 'private', viewerRole: 'admin' });
const film = makeMyGroup({ name: 'Film Society', privacy: 'public', viewerRole: 'moderator' });
const choir = makeMyGroup({ name: 'Choir', viewerRole: 'member' });

afterEach(() => {
  vi.unstubAllEnvs();
});

/** createEvent answers the event it is sent, by Jane. */
const postedEvent = (call: StubCall) => {
  const body = call.body as CreateEventRequest;
  return json(
    201,
    makeEventPost(
      {
        title: body.title,
        starts_at: body.starts_at,
        next_occurrence: body.starts_at,
        occurrences: [body.starts_at],
        counts: { going: 0, interested: 0, waitlist: 0 },
        can_manage: true,
      },
      { user: authorOf(jane), text: body.description ?? '', createdAt: new Date().toISOString() },
    ),
  );
};

const stubPosting = (createEvent: (call: StubCall) => Response = postedEvent) =>
  stubApi({
    [route('getMyGroups')]: () => json(200, [chess, film, choir]),
    [route('createEvent')]: createEvent,
    [route('uploadImages')]: () => json(200, [{ url: `/media/${jane.id}/post_images/cover.jpg` }]),
  });

const openEventForm = async () => {
  const view = renderApp('/', { user: jane });
  await view.events.click(await screen.findByRole('button', { name: 'Post Event' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Create Post' }) };
};

const sentEvents = (api: ReturnType<typeof stubApi>) =>
  api
    .apiCalls()
    .filter((call) => call.method === 'POST' && call.path === '/api/v1/events')
    .map((call) => call.body);

describe('Post Event', () => {
  it("opens the post dialog with the event form, in the issue's words", async () => {
    stubPosting();
    const { dialog, events } = await openEventForm();
    expect(within(dialog).getByLabelText('Title')).toHaveFocus();
    for (const label of [
      'Starts',
      'Starts time',
      'Ends',
      'Ends time',
      'All day',
      'Location',
      'Online link',
      'Description',
      'Capacity',
      'Repeat',
      'Host',
      'Audience',
    ]) {
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    }
    const repeat = within(dialog).getByLabelText('Repeat');
    expect(
      within(repeat)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Does not repeat', 'Weekly', 'Every 2 weeks']);
    expect(within(dialog).queryByLabelText('Repeat until')).toBeNull();
    await events.selectOptions(repeat, 'Weekly');
    expect(within(dialog).getByLabelText('Repeat until')).toBeInTheDocument();

    await events.click(within(dialog).getByLabelText('All day'));
    expect(within(dialog).queryByLabelText('Starts time')).toBeNull();

    // Only the groups Jane runs can host; a private group's event is for its members only.
    const host = within(dialog).getByLabelText('Host');
    await waitFor(() =>
      expect(
        within(host)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['You', 'Chess Club', 'Film Society']),
    );
    const audience = () =>
      within(within(dialog).getByLabelText('Audience'))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(audience()).toEqual(['Public', 'Friends']);
    await events.selectOptions(host, 'Chess Club');
    expect(audience()).toEqual(['Members of Chess Club']);
    await events.selectOptions(host, 'Film Society');
    expect(audience()).toEqual(['Public', 'Members of Film Society']);
    expect(within(dialog).getByRole('button', { name: 'Post' })).toBeInTheDocument();
  });

  it('posts the event with its times as instants and a cover; it comes first in the feed', async () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    const api = stubPosting();
    const { dialog, events } = await openEventForm();
    await events.type(within(dialog).getByLabelText('Title'), 'Chess night');
    await events.type(within(dialog).getByLabelText('Starts'), '2026-12-04');
    await events.type(within(dialog).getByLabelText('Starts time'), '16:00');
    await events.type(within(dialog).getByLabelText('Ends time'), '18:30');
    await events.type(within(dialog).getByLabelText('Location'), 'Student Union');
    await events.type(within(dialog).getByLabelText('Description'), 'Bring a board.');
    await events.type(within(dialog).getByLabelText('Capacity'), '1');
    await events.upload(within(dialog).getByLabelText('Choose a cover photo'), [
      new File([new Uint8Array(64)], 'board.png', { type: 'image/png' }),
    ]);
    expect(
      within(within(dialog).getByRole('list', { name: 'Cover photo' })).getAllByRole('img'),
    ).toHaveLength(1);
    await events.click(within(dialog).getByRole('button', { name: 'Post' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentEvents(api)).toEqual([
      {
        title: 'Chess night',
        // 4:00 PM in Los Angeles; the end on the same day.
        starts_at: '2026-12-05T00:00:00.000Z',
        ends_at: '2026-12-05T02:30:00.000Z',
        all_day: false,
        location: 'Student Union',
        online_link: '',
        description: 'Bring a board.',
        capacity: 1,
        repeat: 'none',
        repeat_until: null,
        audience: 'public',
        group: null,
        cover: `/media/${jane.id}/post_images/cover.jpg`,
      },
    ]);
    const feed = screen.getByRole('feed', { name: 'Posts' });
    const [first] = within(feed).getAllByRole('article');
    expect(first).toHaveAccessibleName('Post by Jane Doe');
    expect(within(first!).getByRole('link', { name: 'Chess night' })).toBeInTheDocument();
    expect(first).toHaveTextContent('7:00 PM EST (your time: 4:00 PM PST)');
  });

  it('shows what is wrong next to its field, before sending and from the server', async () => {
    const api = stubPosting(() => json(400, { message: eventText.tooManyOccurrences }));
    const { dialog, events } = await openEventForm();
    await events.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(within(dialog).getByLabelText('Title')).toHaveAccessibleDescription(
      eventText.titleRequired,
    );
    expect(within(dialog).getByLabelText('Title')).toBeInvalid();
    expect(within(dialog).getByLabelText('Starts')).toHaveAccessibleDescription(
      eventText.startRequired,
    );
    expect(sentEvents(api)).toEqual([]);

    await events.type(within(dialog).getByLabelText('Title'), 'Chess night');
    await events.type(within(dialog).getByLabelText('Starts'), '2026-12-04');
    await events.type(within(dialog).getByLabelText('Starts time'), '19:00');
    await events.type(within(dialog).getByLabelText('Online link'), 'ftp://example.edu');
    await events.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(within(dialog).getByLabelText('Online link')).toHaveAccessibleDescription(
      eventText.linkInvalid,
    );
    await events.clear(within(dialog).getByLabelText('Online link'));

    await events.selectOptions(within(dialog).getByLabelText('Repeat'), 'Weekly');
    await events.type(within(dialog).getByLabelText('Repeat until'), '2028-12-31');
    await events.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Repeat until')).toHaveAccessibleDescription(
        eventText.tooManyOccurrences,
      ),
    );
    expect(sentEvents(api)).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Post' })).toBeEnabled();
  });
});

describe('Post Event in French', () => {
  it("shows the server's French message under the field it names", async () => {
    await activateLanguage('fr', 'signed-in');
    const message = 'Un événement récurrent peut avoir jusqu’à 52 occurrences.';
    const api = stubPosting(() => json(400, { message, field: 'repeat_until' }));
    const view = renderApp('/', { user: jane });
    const { events } = view;
    await events.click(await screen.findByRole('button', { name: 'Publier un événement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer une publication' });
    await events.type(within(dialog).getByLabelText('Titre'), 'Soirée échecs');
    await events.type(within(dialog).getByLabelText('Début'), '2026-12-04');
    await events.type(within(dialog).getByLabelText('Heure de début'), '19:00');
    await events.selectOptions(within(dialog).getByLabelText('Répétition'), 'Chaque semaine');
    await events.type(within(dialog).getByLabelText('Répéter jusqu’au'), '2028-12-31');
    await events.click(within(dialog).getByRole('button', { name: 'Publier' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Répéter jusqu’au')).toHaveAccessibleDescription(
        message,
      ),
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(sentEvents(api)).toHaveLength(1);
  });
});

describe('Post Event in a group', () => {
  const group = makePostGroup({ _id: chess._id, slug: chess.slug, name: 'Chess Club' });

  it('is hosted by the group its admin posts it from, for its members', async () => {
    const api = stubApi({
      [route('getMyGroups')]: () => json(200, [chess, film]),
      [route('createEvent')]: (call) => postedEvent(call),
    });
    const { events } = renderComponent(
      <CreatePostBox
        group={{
          _id: group._id,
          name: group.name,
          slug: group.slug,
          privacy: 'private',
          viewerRole: 'admin',
        }}
      />,
      { user: jane },
    );
    await events.click(await screen.findByRole('button', { name: 'Post Event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Post' });
    expect(within(dialog).getByLabelText('Host')).toHaveValue(chess._id);
    expect(within(dialog).getByLabelText('Audience')).toHaveValue('group');
    await events.type(within(dialog).getByLabelText('Title'), 'Club match');
    await events.type(within(dialog).getByLabelText('Starts'), '2026-12-04');
    await events.type(within(dialog).getByLabelText('Starts time'), '19:00');
    await events.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(sentEvents(api)).toHaveLength(1));
    expect(sentEvents(api)[0]).toMatchObject({ group: chess._id, audience: 'group' });
  });
});
