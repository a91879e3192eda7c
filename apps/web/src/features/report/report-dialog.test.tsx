import {
  DEFAULT_COMMUNITY,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type DirectMessage,
  type Post,
} from '@quad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/languages';
import { authorOf, makeComment, makePost, makeProfile, makeSummary } from '../../test/factories';
import { json, route, stubApi, type StubCall } from '../../test/fetch-stub';
import { makeSessionUser, renderApp } from '../../test/render-app';

const jane = makeSessionUser();

type Api = ReturnType<typeof stubApi>;
/** The bodies the screen sent to one endpoint, in order. */
const sent = (api: Api, name: 'reportItem' | 'hideReportedItem') =>
  api.calls
    .filter((call) => `${call.method} ${call.path}` === route(name))
    .map((call) => call.body);
const THANKS = { message: 'Thanks for letting us know', support: null };
type Handler = (call: StubCall) => Response | Promise<Response>;

/** The reporting calls, answering as the server does unless told otherwise. */
const reportStubs = (report: Handler = () => json(201, THANKS)) => ({
  [route('reportItem')]: report,
  [route('hideReportedItem')]: () => json(200, { message: 'You will no longer see this.' }),
});

const showFeed = async (posts: Post[], report?: Handler) => {
  const api = stubApi({ [route('getAllPosts')]: () => json(200, posts), ...reportStubs(report) });
  const { events } = renderApp('/', { user: jane });
  const feed = await screen.findByRole('feed', { name: 'Posts' });
  return { api, events, feed };
};

const openPostReport = async (
  events: ReturnType<typeof renderApp>['events'],
  card: HTMLElement,
) => {
  const options = within(card).getByRole('button', { name: 'Post options' });
  await events.click(options);
  await events.click(screen.getByRole('menuitem', { name: 'Report post' }));
  return { options, dialog: await screen.findByRole('dialog', { name: 'Report post' }) };
};

describe('reporting a post', () => {
  it('says in Spanish that a reason is missing, for a member who reads Spanish', async () => {
    await activateLanguage('es', 'signed-in');
    const api = stubApi({
      [route('getAllPosts')]: () => json(200, [makePost({ text: 'Buy followers now' })]),
      ...reportStubs(),
    });
    const { events } = renderApp('/', { user: jane });
    const feed = await screen.findByRole('feed', { name: 'Publicaciones' });
    await events.click(
      within(within(feed).getByRole('article')).getByRole('button', {
        name: 'Opciones de la publicación',
      }),
    );
    await events.click(screen.getByRole('menuitem', { name: 'Denunciar publicación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar publicación' });
    await events.click(within(dialog).getByRole('button', { name: 'Enviar denuncia' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Elige por qué lo denuncias.');
    expect(sent(api, 'reportItem')).toHaveLength(0);
  });

  it('sends the reason and the note, thanks, and hides the post at once when asked', async () => {
    const post = makePost({ text: 'Buy followers now' });
    const other = makePost({ text: 'Study group tonight' });
    const { api, events, feed } = await showFeed([post, other]);
    const card = within(feed).getAllByRole('article')[0]!;
    const { dialog } = await openPostReport(events, card);

    const reasons = within(dialog).getByRole('group', { name: 'Why are you reporting this?' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual([...REPORT_REASONS]);
    for (const reason of REPORT_REASONS) {
      expect(
        within(reasons).getByRole('radio', { name: REPORT_REASON_LABELS[reason] }),
      ).not.toBeChecked();
    }

    // Without a reason, the dialog says what is missing and sends nothing.
    await events.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Choose why you are reporting this.',
    );
    expect(sent(api, 'reportItem')).toHaveLength(0);

    await events.click(within(reasons).getByRole('radio', { name: 'Spam' }));
    await events.type(
      within(dialog).getByRole('textbox', { name: 'Add a note (optional)' }),
      'Every day.',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Send report' }));

    const thanks = await screen.findByRole('dialog', { name: 'Thanks for letting us know' });
    expect(sent(api, 'reportItem')).toEqual([
      { kind: 'post', id: post._id, reason: 'spam', note: 'Every day.' },
    ]);
    expect(within(thanks).queryByRole('note')).not.toBeInTheDocument();
    const countReads = () =>
      api.calls.filter((call) => `${call.method} ${call.path}` === route('getNotificationCounts'))
        .length;
    const readsBeforeHiding = countReads();
    await events.click(within(thanks).getByRole('button', { name: 'Hide this post' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(api, 'hideReportedItem')).toEqual([{ kind: 'post', id: post._id }]);
    // Notifications about the hidden post go too: the bell asks again.
    await waitFor(() => expect(countReads()).toBeGreaterThan(readsBeforeHiding));
    expect(within(feed).queryByText('Buy followers now')).not.toBeInTheDocument();
    const remaining = within(feed).getByRole('article');
    expect(remaining).toHaveTextContent('Study group tonight');
    // The focus goes to the next post rather than being lost with the hidden one.
    await waitFor(() =>
      expect(within(remaining).getByRole('button', { name: 'Post options' })).toHaveFocus(),
    );
  });

  it('shows the support contact after a Self-harm report, and Done keeps the post', async () => {
    const support = DEFAULT_COMMUNITY.crisisSupport;
    const { events, feed } = await showFeed([makePost({ text: 'I can’t go on' })], () =>
      json(201, { ...THANKS, support }),
    );
    const card = within(feed).getByRole('article');
    const { options, dialog } = await openPostReport(events, card);
    await events.click(within(dialog).getByRole('radio', { name: 'Self-harm' }));
    await events.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const thanks = await screen.findByRole('dialog', { name: 'Thanks for letting us know' });
    expect(within(thanks).getByRole('note')).toHaveTextContent(support);
    expect(support).toContain('988');

    await events.click(within(thanks).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(feed).getByText('I can’t go on')).toBeInTheDocument();
    expect(options).toHaveFocus();
  });

  it.each([
    [409, 'You have already reported this.'],
    [429, 'Too many attempts. Please wait 60 minute(s) and try again.'],
  ])('shows the server’s refusal (%i) in the dialog', async (status, message) => {
    const { events, feed } = await showFeed([makePost()], () => json(status, { message }));
    const { dialog } = await openPostReport(events, within(feed).getByRole('article'));
    await events.click(within(dialog).getByRole('radio', { name: 'Harassment or bullying' }));
    await events.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('button', { name: 'Send report' })).toBeEnabled();
  });

  it('traps the focus, and Cancel gives it back to the menu’s button', async () => {
    const { events, feed } = await showFeed([makePost()]);
    const { options, dialog } = await openPostReport(events, within(feed).getByRole('article'));
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const send = within(dialog).getByRole('button', { name: 'Send report' });
    expect(close).toHaveFocus();
    await events.tab({ shift: true });
    expect(send).toHaveFocus();
    await events.tab();
    expect(close).toHaveFocus();
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(options).toHaveFocus();
  });

  it('is not offered on the member’s own post', async () => {
    const { events, feed } = await showFeed([makePost({ user: authorOf(jane) })]);
    await events.click(within(feed).getByRole('button', { name: 'Post options' }));
    expect(screen.getByRole('menuitem', { name: 'Edit Post' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Report post' })).not.toBeInTheDocument();
  });
});

describe('reporting a comment', () => {
  it('reports another member’s comment from its menu and hides it', async () => {
    const rude = makeComment('You are all idiots');
    const own = makeComment('Nice one', {
      _id: jane.id,
      first_name: jane.first_name,
      last_name: jane.last_name,
    });
    const post = makePost({ comments: [rude, own] });
    const { api, events, feed } = await showFeed([post]);
    const comments = within(feed).getByRole('list', { name: 'Comments' });
    expect(
      within(comments).queryByRole('button', { name: /More options for Jane/ }),
    ).not.toBeInTheDocument();
    await events.click(
      within(comments).getByRole('button', { name: "More options for Carol Jones's comment" }),
    );
    await events.click(screen.getByRole('menuitem', { name: 'Report comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report comment' });
    await events.click(within(dialog).getByRole('radio', { name: 'Hate speech' }));
    await events.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const thanks = await screen.findByRole('dialog', { name: 'Thanks for letting us know' });
    await events.click(within(thanks).getByRole('button', { name: 'Hide this comment' }));

    await waitFor(() =>
      expect(within(feed).queryByText('You are all idiots')).not.toBeInTheDocument(),
    );
    expect(sent(api, 'reportItem')[0]).toEqual({
      kind: 'comment',
      id: rude._id,
      reason: 'hate_speech',
      note: '',
    });
    expect(sent(api, 'hideReportedItem')[0]).toEqual({ kind: 'comment', id: rude._id });
  });
});

describe('reporting a message', () => {
  it('reports a message received in a conversation and hides it', async () => {
    const bob = { ...makeSummary('Bob', 'Smith'), username: 'bobsmith' };
    const path = '/messages/conversations/bobsmith';
    const message = (text: string, sender: string, id: string): DirectMessage => ({
      _id: id,
      sender,
      text,
      image: '',
      createdAt: new Date(Date.now() - 60_000).toISOString(),
    });
    const mine = message('Hi Bob', jane.id, '0190a1b2-c3d4-7e5f-8a9b-000000000001');
    const theirs = message(
      'Send me your password',
      bob._id,
      '0190a1b2-c3d4-7e5f-8a9b-000000000002',
    );
    const api = stubApi({
      [route('getConversation', path)]: () =>
        json(200, { member: bob, messages: [theirs, mine], seen: false, canMessage: true }),
      [route('markConversationRead', `${path}/read`)]: () => json(200, { message: 'ok' }),
      ...reportStubs(),
    });
    const { events } = renderApp('/messages/bobsmith', { user: jane });
    const log = await screen.findByRole('log', { name: 'Messages with Bob Smith' });
    expect(
      within(log).queryByRole('button', { name: 'Report message: Hi Bob' }),
    ).not.toBeInTheDocument();
    await events.click(
      within(log).getByRole('button', { name: 'Report message: Send me your password' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Report message' });
    await events.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    await events.type(
      within(dialog).getByRole('textbox', { name: 'Add a note (optional)' }),
      'Phishing',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const thanks = await screen.findByRole('dialog', { name: 'Thanks for letting us know' });
    await events.click(within(thanks).getByRole('button', { name: 'Hide this message' }));

    await waitFor(() =>
      expect(within(log).queryByText('Send me your password')).not.toBeInTheDocument(),
    );
    expect(within(log).getByText('Hi Bob')).toBeInTheDocument();
    expect(sent(api, 'reportItem')[0]).toEqual({
      kind: 'message',
      id: theirs._id,
      reason: 'other',
      note: 'Phishing',
    });
    await waitFor(() => expect(log).toHaveFocus());
  });
});

describe('reporting a member', () => {
  it('reports a member from their profile’s menu; hiding them leads home', async () => {
    const bob = makeProfile({
      _id: '0190a1b2-c3d4-7e5f-8a9b-00000000b0b0',
      username: 'bobsmith',
      first_name: 'Bob',
      last_name: 'Smith',
    });
    const api = stubApi({
      [route('getProfile', '/user/getProfile/bobsmith')]: () => json(200, bob),
      ...reportStubs(),
    });
    const { events } = renderApp('/profile/bobsmith', { user: jane });
    await events.click(await screen.findByRole('button', { name: 'More options for Bob Smith' }));
    await events.click(screen.getByRole('menuitem', { name: 'Report Bob' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Bob' });
    await events.click(within(dialog).getByRole('radio', { name: 'Violence or threats' }));
    await events.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const thanks = await screen.findByRole('dialog', { name: 'Thanks for letting us know' });
    await events.click(within(thanks).getByRole('button', { name: 'Hide Bob' }));

    // Home, where Bob's posts are no longer in the feed.
    expect(await screen.findByText(/^No posts yet/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bob Smith' })).not.toBeInTheDocument();
    expect(sent(api, 'reportItem')[0]).toEqual({
      kind: 'member',
      id: bob._id,
      reason: 'violence',
      note: '',
    });
    expect(sent(api, 'hideReportedItem')[0]).toEqual({ kind: 'member', id: bob._id });
  });

  it('has no menu on the member’s own profile', async () => {
    stubApi({});
    renderApp(`/profile/${jane.username}`, { user: jane });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^More options for/ })).not.toBeInTheDocument();
  });
});
