import {
  MODERATION_REASON_MAX,
  moderationText,
  type ModerationLogEntry,
  type ReportGroup,
} from '@quad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/languages';
import { makeSummary } from '../../test/factories';
import { json, route, stubApi, type StubCall } from '../../test/fetch-stub';
import { makeSessionUser, renderApp } from '../../test/render-app';

const ana = makeSummary('Ana', 'Silva');
const cleo = makeSummary('Cleo', 'Park');

const postGroup = (overrides: Partial<ReportGroup> = {}): ReportGroup => ({
  item_kind: 'post',
  item_id: '0190a1b2-c3d4-7e5f-8a9b-00000000aa01',
  content: {
    text: 'Buy my stuff',
    images: ['/media/photo.jpg'],
    post_id: null,
    createdAt: new Date(Date.now() - 3_600_000).toISOString(),
  },
  gone: false,
  author: ana,
  suspension: null,
  author_record: { removed: 0, suspended: 0 },
  report_count: 3,
  first_reported_at: new Date(Date.now() - 600_000).toISOString(),
  reasons: [
    { reason: 'spam', count: 2 },
    { reason: 'hate_speech', count: 1 },
  ],
  notes: [
    {
      reporter: cleo,
      reason: 'spam',
      note: 'Ads everywhere',
      createdAt: new Date(Date.now() - 300_000).toISOString(),
    },
  ],
  ...overrides,
});

type Handlers = Record<string, (call: StubCall) => Response | Promise<Response>>;

const openAsModerator = (path: string, handlers: Handlers = {}) => {
  const api = stubApi({
    [route('moderationAccess')]: () => json(200, { moderator: true }),
    ...handlers,
  });
  return { api, ...renderApp(path, { user: makeSessionUser() }) };
};

/** The bodies sent to the paths ending so, in order. */
const bodiesSent = (api: ReturnType<typeof stubApi>, pathEnd: string) =>
  api
    .apiCalls()
    .filter((call) => call.path.endsWith(pathEnd))
    .map((call) => call.body);

const card = (name: string) => screen.findByRole('article', { name });

describe('moderation page', () => {
  it('shows a member who is not a moderator that they have no access', async () => {
    stubApi({});
    renderApp('/moderation', { user: makeSessionUser() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You don’t have access to this page' }),
    ).toBeVisible();
    expect(screen.getByText('Only moderators can open Moderation.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    expect(document.title).toBe('Moderation | Quad');
  });

  it('shows each reported item with its author, the reasons with counts and the notes', async () => {
    openAsModerator('/moderation', {
      [route('getReportQueue')]: () =>
        json(200, [
          postGroup(),
          postGroup({
            item_kind: 'member',
            item_id: cleo._id,
            content: null,
            author: cleo,
            report_count: 1,
            reasons: [{ reason: 'harassment', count: 1 }],
            notes: [],
            author_record: { removed: 1, suspended: 2 },
            suspension: {
              ends_at: '2026-12-07T15:00:00.000Z',
              reason: 'Spam',
              createdAt: '2026-11-30T15:00:00.000Z',
            },
          }),
        ]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');

    const post = await card('Post by Ana Silva');
    expect(within(post).getByText('Buy my stuff')).toBeVisible();
    expect(
      within(post).getByRole('img', { name: 'Attached to the reported post, 1 of 1' }),
    ).toBeVisible();
    expect(within(post).getByText(/^3 reports · first:/)).toBeVisible();
    expect(within(post).getByText('Not suspended')).toBeVisible();
    expect(within(post).getByText('Nothing removed or suspended before')).toBeVisible();
    const reasons = within(post).getByRole('region', { name: 'Reasons' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Spam: 2', 'Hate speech: 1']);
    const notes = within(post).getByRole('region', { name: 'Notes' });
    expect(within(notes).getByText('Cleo Park')).toBeVisible();
    expect(within(notes).getByText('Ads everywhere')).toBeVisible();
    for (const name of ['Dismiss', 'Remove', 'Suspend']) {
      expect(within(post).getByRole('button', { name })).toBeVisible();
    }

    const member = await card('Member: Cleo Park');
    expect(within(member).getByText('Suspended until 7 December 2026: Spam')).toBeVisible();
    expect(within(member).getByText('Before: 1 item removed, 2 suspensions')).toBeVisible();
    expect(within(member).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(within(member).getByRole('button', { name: 'Lift suspension' })).toBeVisible();
  });

  it('shows a report card in French: its sentences whole, its counts and its day in French', async () => {
    await activateLanguage('fr', 'signed-in');
    openAsModerator('/moderation', {
      [route('getReportQueue')]: () =>
        json(200, [
          postGroup({
            author_record: { removed: 1, suspended: 2 },
            suspension: {
              ends_at: '2026-12-07T15:00:00.000Z',
              reason: 'Spam',
              createdAt: '2026-11-30T15:00:00.000Z',
            },
          }),
        ]),
    });
    const post = await card('Publication de Ana Silva');
    expect(within(post).getByText(/^3 signalements · premier :/)).toBeVisible();
    expect(
      within(post).getByRole('img', { name: 'Jointe à la publication signalée, 1 sur 1' }),
    ).toBeVisible();
    expect(within(post).getByText('Suspendu jusqu’au 7 décembre 2026 : Spam')).toBeVisible();
    expect(within(post).getByText('Avant : 1 élément retiré, 2 suspensions')).toBeVisible();
    const reasons = within(post).getByRole('region', { name: 'Motifs' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Spam\u00a0: 2', 'Discours haineux\u00a0: 1']);
    expect(within(post).getByRole('button', { name: 'Lever la suspension' })).toBeVisible();
  });

  it('dismisses an item’s reports, with an optional reason, and reads the queue again', async () => {
    let queue = [postGroup()];
    const { api, events } = openAsModerator('/moderation', {
      [route('getReportQueue')]: () => json(200, queue),
      [route('dismissReports', `/moderation/items/post/${postGroup().item_id}/dismiss`)]: () => {
        queue = [];
        return json(200, { message: moderationText.dismissed });
      },
    });
    await events.click(
      within(await card('Post by Ana Silva')).getByRole('button', { name: 'Dismiss' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Dismiss the reports of this post?',
    });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason (optional)' });
    expect(reason).toHaveAttribute('maxlength', String(MODERATION_REASON_MAX));
    await events.type(reason, 'Banter between friends.');
    await events.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByRole('status')).toHaveTextContent(moderationText.dismissed);
    expect(await screen.findByText('No open reports. All clear.')).toBeVisible();
    // The card and its Dismiss button are gone: the focus goes to what was said, not to the page.
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    expect(bodiesSent(api, '/dismiss')).toEqual([{ reason: 'Banter between friends.' }]);
  });

  it('removes an item for a reason asked in a dialog that keeps and gives back the focus', async () => {
    const removePath = `/moderation/items/post/${postGroup().item_id}/remove`;
    const { api, events } = openAsModerator('/moderation', {
      [route('getReportQueue')]: () => json(200, [postGroup()]),
      [route('removeItem', removePath)]: () => json(200, { message: moderationText.removed }),
    });
    const post = await card('Post by Ana Silva');
    const remove = within(post).getByRole('button', { name: 'Remove' });
    await events.click(remove);
    let dialog = await screen.findByRole('dialog', { name: 'Remove this post?' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).toHaveFocus();

    await events.click(remove);
    dialog = await screen.findByRole('dialog', { name: 'Remove this post?' });
    await events.click(within(dialog).getByRole('button', { name: 'Remove' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveAccessibleDescription(moderationText.reasonRequired);
    expect(api.apiCalls().filter((call) => call.path === `/api/v1${removePath}`)).toEqual([]);

    // Tab goes round inside the dialog.
    await events.type(reason, 'Spam is not allowed.');
    await events.tab();
    await events.tab();
    expect(within(dialog).getByRole('button', { name: 'Remove' })).toHaveFocus();
    await events.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await events.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('status')).toHaveTextContent(moderationText.removed);
    const [call] = api.apiCalls().filter((each) => each.path === `/api/v1${removePath}`);
    expect(call?.body).toEqual({ reason: 'Spam is not allowed.' });
  });

  it('suspends the author for the chosen time and reason', async () => {
    const { api, events } = openAsModerator('/moderation', {
      [route('getReportQueue')]: () => json(200, [postGroup()]),
      [route('suspendMember', `/moderation/members/${ana._id}/suspend`)]: () =>
        json(200, {
          message: moderationText.suspended(null, 'Threats'),
          suspension: { ends_at: null, reason: 'Threats', createdAt: new Date().toISOString() },
        }),
    });
    await events.click(
      within(await card('Post by Ana Silva')).getByRole('button', { name: 'Suspend' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Ana Silva?' });
    const lengths = within(dialog).getByRole('group', { name: 'For how long' });
    const radios = within(lengths).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    ['7 days', '30 days', 'Permanently'].forEach((name, index) =>
      expect(radios[index]).toHaveAccessibleName(name),
    );
    expect(within(lengths).getByRole('radio', { name: '7 days' })).toBeChecked();
    await events.click(within(lengths).getByRole('radio', { name: 'Permanently' }));
    await events.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Threats');
    await events.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Ana Silva is suspended.');
    const [call] = api.apiCalls().filter((each) => each.path.endsWith('/suspend'));
    expect(call?.body).toEqual({ duration: 'permanent', reason: 'Threats' });
  });

  it('lifts a suspension after asking', async () => {
    const { api, events } = openAsModerator('/moderation', {
      [route('getReportQueue')]: () =>
        json(200, [
          postGroup({
            suspension: { ends_at: null, reason: 'Spam', createdAt: new Date().toISOString() },
          }),
        ]),
      [route('liftSuspension', `/moderation/members/${ana._id}/lift-suspension`)]: () =>
        json(200, { message: moderationText.lifted }),
    });
    const post = await card('Post by Ana Silva');
    expect(within(post).getByText('Suspended permanently: Spam')).toBeVisible();
    await events.click(within(post).getByRole('button', { name: 'Lift suspension' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lift the suspension of Ana Silva?' });
    // The reason may be left out.
    await events.click(within(dialog).getByRole('button', { name: 'Lift suspension' }));
    expect(await screen.findByRole('status')).toHaveTextContent(moderationText.lifted);
    expect(bodiesSent(api, '/lift-suspension')).toEqual([{ reason: '' }]);
  });

  it('lists the log: who did what, on what, why', async () => {
    const entry = (overrides: Partial<ModerationLogEntry>): ModerationLogEntry => ({
      _id: `0190a1b2-c3d4-7e5f-8a9b-0000000000${Math.floor(Math.random() * 90 + 10)}`,
      moderator: { _id: 'm', name: 'Kim Mod' },
      action: 'remove',
      item_kind: 'post',
      item_id: 'p',
      subject: { _id: ana._id, name: 'Ana Silva' },
      reason: 'Spam is not allowed.',
      ends_at: null,
      createdAt: new Date(Date.now() - 60_000).toISOString(),
      ...overrides,
    });
    openAsModerator('/moderation/log', {
      [route('getModerationLog')]: () =>
        json(200, [
          entry({
            _id: '0190a1b2-c3d4-7e5f-8a9b-000000000001',
            action: 'suspend',
            item_kind: 'member',
            reason: 'Threats',
            ends_at: '2026-12-07T15:00:00.000Z',
          }),
          entry({ _id: '0190a1b2-c3d4-7e5f-8a9b-000000000002' }),
          entry({ _id: '0190a1b2-c3d4-7e5f-8a9b-000000000003', action: 'dismiss', reason: '' }),
          entry({
            _id: '0190a1b2-c3d4-7e5f-8a9b-000000000004',
            action: 'hide_hashtag',
            item_kind: 'hashtag',
            subject: { _id: null, name: '' },
            hashtag: 'spammy',
            reason: 'Flooding',
          }),
        ]),
    });
    const table = await screen.findByRole('table', { name: 'Moderators’ actions, newest first' });
    expect(screen.getByRole('link', { name: 'Log' })).toHaveAttribute('aria-current', 'page');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Kim Mod', 'Suspended until 7 December 2026', 'Ana Silva', 'Threats'],
      ['Kim Mod', 'Removed a post', 'Post by Ana Silva', 'Spam is not allowed.'],
      ['Kim Mod', 'Dismissed the reports of a post', 'Post by Ana Silva', 'No reason given'],
      ['Kim Mod', 'Hid #spammy from Trending', '#spammy', 'Flooding'],
    ]);
  });

  it('hides a hashtag from Trending on campus, and shows a hidden one again', async () => {
    let hidden = false;
    const calls: string[] = [];
    const { events } = openAsModerator('/moderation/hashtags', {
      [route('getModerationHashtags')]: () =>
        json(200, [
          { tag: 'spammy', members: 4, hidden },
          { tag: 'oldnews', members: 0, hidden: true },
        ]),
      [route('hideHashtag', '/moderation/hashtags/spammy/hide')]: (call: StubCall) => {
        calls.push(`${call.path} ${JSON.stringify(call.body)}`);
        hidden = true;
        return json(200, { message: 'The hashtag is hidden from Trending on campus.' });
      },
      [route('getModerationLog')]: () => json(200, []),
    });
    const table = await screen.findByRole('table', { name: /Hashtags used by the most members/ });
    expect(screen.getByRole('link', { name: 'Hashtags' })).toHaveAttribute('aria-current', 'page');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'Shown',
      'Hidden from Trending',
    ]);
    await events.click(screen.getByRole('button', { name: 'Hide #spammy from Trending' }));
    expect(await screen.findByRole('button', { name: 'Show #spammy in Trending' })).toBeEnabled();
    expect(calls).toEqual(['/api/v1/moderation/hashtags/spammy/hide {"reason":""}']);
  });
});

describe('account menu', () => {
  it('leads a moderator to Moderation', async () => {
    stubApi({
      [route('moderationAccess')]: () => json(200, { moderator: true }),
      [route('getReportQueue')]: () => json(200, []),
    });
    const { events, path } = renderApp('/', { user: makeSessionUser() });
    await events.click(await screen.findByRole('button', { name: 'Account menu' }));
    await events.click(await screen.findByRole('menuitem', { name: 'Moderation' }));
    await waitFor(() => expect(path()).toBe('/moderation'));
    expect(await screen.findByText('No open reports. All clear.')).toBeVisible();
  });

  it('has no Moderation item for other members', async () => {
    const api = stubApi({});
    const { events } = renderApp('/', { user: makeSessionUser() });
    await events.click(await screen.findByRole('button', { name: 'Account menu' }));
    await waitFor(() =>
      expect(api.calls.some((call) => call.path.endsWith('/moderation/access'))).toBe(true),
    );
    expect(screen.queryByRole('menuitem', { name: 'Moderation' })).not.toBeInTheDocument();
  });
});
