/** What a group's admins and moderators do beyond its settings: cover, bans, removals. */
import { messages, type Group, type GroupBan, type GroupReport } from '@quad/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cropToJpeg } from '../../lib/crop-image';
import { makePost, makePostGroup, makeSummary } from '../../test/factories';
import { json, route, stubApi, type StubCall } from '../../test/fetch-stub';
import { blobAt } from '../../test/object-urls';
import { makeSessionUser, renderApp } from '../../test/render-app';
import { makeGroup, makeGroupMember, memberOf } from './group-test-kit';

// jsdom has no canvas: the crop's output is the one thing replaced.
vi.mock(import('../../lib/crop-image'), async (original) => ({
  ...(await original()),
  cropToJpeg: vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' })),
}));

const user = makeSessionUser();
const SLUG = 'robotics-club';
const at = (path = '') => `/groups/${SLUG}${path}`;

type Handlers = Record<string, (call: StubCall) => Response | Promise<Response>>;

/** The group's page with its posts, requests and log empty; `change` is the group's next answer. */
const showGroup = (overrides: Partial<Group>, handlers: Handlers = {}, path = at()) => {
  let group = makeGroup({ name: 'Robotics Club', slug: SLUG, ...overrides });
  const api = stubApi({
    [route('getGroup', at())]: () => json(200, group),
    [route('getGroupPosts', at('/posts'))]: () => json(200, []),
    [route('getPinnedGroupPosts', at('/posts/pinned'))]: () => json(200, []),
    [route('getPendingGroupPosts', at('/posts/pending'))]: () => json(200, []),
    [route('getGroupReports', at('/reports'))]: () => json(200, []),
    [route('getGroupRequests', at('/requests'))]: () => json(200, []),
    [route('getGroupLog', at('/log'))]: () => json(200, []),
    [route('getGroupBans', at('/bans'))]: () => json(200, []),
    ...handlers,
  });
  const view = renderApp(path, { user });
  const change = (next: Partial<Group>) => {
    group = { ...group, ...next };
    return group;
  };
  return { ...view, api, change };
};

const sent = (api: ReturnType<typeof stubApi>, method: string, path: string) =>
  api.apiCalls().filter((call) => call.method === method && call.path === `/api/v1${path}`);

const coverFile = () => screen.getByLabelText<HTMLInputElement>('Cover photo file');
const choose = (file: File) => fireEvent.change(coverFile(), { target: { files: [file] } });
const pngFile = (name = 'robots.png', bytes = 64) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe("a group's cover", () => {
  it('shows the cover at its intrinsic size, and no cover menu to members', async () => {
    showGroup({ ...memberOf('moderator'), cover: '/media/cover.jpg' });
    const header = await screen.findByRole('region', { name: 'Robotics Club' });
    // Decorative: the name is the heading below it.
    const cover = within(header).getByRole('presentation');
    expect(cover).toHaveAttribute('src', '/media/cover.jpg');
    expect(cover).toHaveAttribute('width', '1600');
    expect(cover).toHaveAttribute('height', '500');
    expect(cover).toHaveAttribute('alt', '');
    expect(screen.queryByRole('button', { name: /Cover Photo/ })).toBeNull();
  });

  it("an admin uploads a file, crops it to the cover's shape and saves it as the group's cover", async () => {
    const uploaded = `/media/${user.id}/cover_pictures/new.jpg`;
    const { events, api, change } = showGroup(
      { ...memberOf('admin') },
      {
        [route('uploadImages')]: () => json(200, [{ url: uploaded }]),
        [route('updateGroupCover', at('/cover'))]: () => json(200, change({ cover: uploaded })),
      },
    );
    const menu = await screen.findByRole('button', { name: 'Add Cover Photo' });
    await events.click(menu);
    expect(
      within(screen.getByRole('menu', { name: 'Add Cover Photo' }))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Select Photo', 'Upload Photo']);
    await events.keyboard('{Escape}');

    const file = pngFile();
    choose(file);
    const editor = await screen.findByRole('region', { name: 'Cover photo editor' });
    expect(editor).toHaveFocus();
    expect(editor).toHaveTextContent("The group's cover is public");
    const picture = screen.getByRole('img', { name: 'The cover photo being positioned' });
    const src = picture.getAttribute('src');
    expect(blobAt(src)).toBe(file);

    await events.click(within(editor).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Cover photo editor' })).toBeNull(),
    );
    const [, , aspect] = vi.mocked(cropToJpeg).mock.calls.at(-1) ?? [];
    expect(aspect).toBe(16 / 5);
    const form = sent(api, 'POST', '/upload/uploadImages')[0]?.body as FormData;
    expect(form.get('path')).toBe(`${user.id}/cover_pictures`);
    expect(sent(api, 'PUT', at('/cover'))[0]?.body).toEqual({ url: uploaded });
    // No post is made of a group's cover, unlike a profile's.
    expect(sent(api, 'POST', '/post/createPost')).toHaveLength(0);

    const header = screen.getByRole('region', { name: 'Robotics Club' });
    expect(within(header).getByRole('presentation')).toHaveAttribute('src', uploaded);
    expect(screen.getByRole('button', { name: 'Edit Cover Photo' })).toHaveFocus();
    expect(blobAt(src)).toBeUndefined();
  });

  it('refuses a file of another type with the spec message, and shows a refused save', async () => {
    const { events, api } = showGroup(
      { ...memberOf('admin'), privacy: 'hidden' },
      {
        [route('uploadImages')]: () => json(200, [{ url: '/media/x.jpg' }]),
        [route('updateGroupCover', at('/cover'))]: () =>
          json(400, { message: 'Choose a picture for the cover.' }),
      },
    );
    await screen.findByRole('button', { name: 'Add Cover Photo' });
    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      messages.posts.pictureFormatUnsupported('notes.txt'),
    );
    await events.click(screen.getByRole('button', { name: 'Try again' }));
    expect(sent(api, 'POST', '/upload/uploadImages')).toHaveLength(0);

    choose(pngFile());
    const editor = await screen.findByRole('region', { name: 'Cover photo editor' });
    expect(editor).toHaveTextContent("The group's members and invitees see its cover");
    await events.click(within(editor).getByRole('button', { name: 'Save changes' }));
    expect(await within(editor).findByRole('alert')).toHaveTextContent(
      'Choose a picture for the cover.',
    );
    expect(sent(api, 'PUT', at('/cover'))).toHaveLength(1);
    // Escape leaves the cover as it was.
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Cover photo editor' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Cover Photo' })).toHaveFocus();
  });
});

describe("a group's Banned list", () => {
  const banned = (first: string, last: string): GroupBan => ({
    ...makeSummary(first, last),
    bannedAt: new Date(Date.now() - 60 * 60_000).toISOString(),
  });

  it('lists the banned members for a moderator, and Lift ban lifts one', async () => {
    const bo = banned('Bo', 'Brown');
    let bans = [bo, banned('Cy', 'Young')];
    const { events, api } = showGroup(
      { ...memberOf('moderator') },
      {
        [route('getGroupBans', at('/bans'))]: () => json(200, bans),
        [route('unbanGroupMember', at(`/bans/${bo._id}`))]: () => {
          bans = bans.filter((each) => each._id !== bo._id);
          return json(200, { message: 'The ban is lifted.' });
        },
      },
      at('/settings'),
    );
    const section = await screen.findByRole('region', { name: 'Banned' });
    const list = await within(section).findByRole('list', { name: 'Banned members' });
    const row = within(list).getByRole('article', { name: 'Bo Brown' });
    expect(row).toHaveTextContent('Banned 1 hour ago');
    expect(within(row).getByRole('link', { name: 'Bo Brown' })).toHaveAttribute(
      'href',
      `/profile/${bo.username}`,
    );
    await events.click(within(row).getByRole('button', { name: 'Lift ban of Bo Brown' }));
    await waitFor(() =>
      expect(within(list).queryByRole('article', { name: 'Bo Brown' })).toBeNull(),
    );
    expect(sent(api, 'DELETE', at(`/bans/${bo._id}`))).toHaveLength(1);
    expect(within(list).getByRole('article', { name: 'Cy Young' })).toBeInTheDocument();
  });

  it('shows a refused Lift ban as an alert', async () => {
    const cy = banned('Cy', 'Young');
    const { events } = showGroup(
      { ...memberOf('admin') },
      {
        [route('getGroupBans', at('/bans'))]: () => json(200, [cy]),
        [route('unbanGroupMember', at(`/bans/${cy._id}`))]: () =>
          json(404, { message: 'This member is not banned.' }),
      },
      at('/settings'),
    );
    const row = await screen.findByRole('article', { name: 'Cy Young' });
    await events.click(within(row).getByRole('button', { name: 'Lift ban of Cy Young' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This member is not banned.');
  });

  it('shows an empty list as such', async () => {
    showGroup({ ...memberOf('admin') }, {}, at('/settings'));
    const section = await screen.findByRole('region', { name: 'Banned' });
    expect(await within(section).findByText('No one is banned.')).toBeInTheDocument();
  });
});

describe('removing or banning a member', () => {
  it('asks for an optional reason and sends it with the removal', async () => {
    const bo = makeGroupMember('Bo', 'Brown');
    const { events, api } = showGroup(
      { ...memberOf('moderator') },
      {
        [route('getGroupMembers', at('/members'))]: () => json(200, [bo]),
        [route('removeGroupMember', at(`/members/${bo._id}/remove`))]: () =>
          json(200, { message: 'Removed.' }),
      },
      at('/members'),
    );
    const row = await screen.findByRole('article', { name: 'Bo Brown' });
    await events.click(within(row).getByRole('button', { name: 'Manage' }));
    await events.click(screen.getByRole('menuitem', { name: 'Ban from group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ban Bo Brown?' });
    expect(dialog).toHaveAccessibleDescription(/cannot ask to join again/);
    await events.type(
      within(dialog).getByRole('textbox', { name: 'Reason (optional)' }),
      '  Spam in every post  ',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Ban' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(api, 'POST', at(`/members/${bo._id}/remove`))[0]?.body).toEqual({
      ban: true,
      reason: 'Spam in every post',
    });
  });

  it('removes without a reason, and Cancel sends nothing', async () => {
    const bo = makeGroupMember('Bo', 'Brown');
    const { events, api } = showGroup(
      { ...memberOf('admin') },
      {
        [route('getGroupMembers', at('/members'))]: () => json(200, [bo]),
        [route('removeGroupMember', at(`/members/${bo._id}/remove`))]: () =>
          json(200, { message: 'Removed.' }),
      },
      at('/members'),
    );
    const row = await screen.findByRole('article', { name: 'Bo Brown' });
    await events.click(within(row).getByRole('button', { name: 'Manage' }));
    await events.click(screen.getByRole('menuitem', { name: 'Remove from group' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove Bo Brown?' });
    await events.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'x');
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await events.click(within(row).getByRole('button', { name: 'Manage' }));
    await events.click(screen.getByRole('menuitem', { name: 'Remove from group' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove Bo Brown?' });
    expect(within(dialog).getByRole('textbox', { name: 'Reason (optional)' })).toHaveValue('');
    await events.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(api, 'POST', at(`/members/${bo._id}/remove`))).toHaveLength(1);
    expect(sent(api, 'POST', at(`/members/${bo._id}/remove`))[0]?.body).toEqual({
      ban: false,
      reason: '',
    });
  });
});

describe("the Requests tab's waiting posts", () => {
  it("Remove asks which rule, with the post menus' dialog, and sends the rule and the note", async () => {
    const post = makePost({
      text: 'Buy my old textbooks',
      pending: true,
      group: makePostGroup({ slug: SLUG, name: 'Robotics Club' }),
    });
    const { events, api } = showGroup(
      {
        ...memberOf('moderator'),
        rules: [
          { title: 'Be kind', text: 'No insults.' },
          { title: 'No ads', text: 'Selling is for the marketplace.' },
        ],
      },
      {
        [route('getPendingGroupPosts', at('/posts/pending'))]: () => json(200, [post]),
        [route('removeGroupPost', at(`/posts/${post._id}/remove`))]: () =>
          json(200, { message: 'Removed.' }),
      },
      at('/requests'),
    );
    const waiting = await screen.findByRole('region', { name: 'Waiting for approval' });
    await within(waiting).findByText('Buy my old textbooks');
    await events.click(within(waiting).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove post' });
    await events.click(within(dialog).getByRole('button', { name: 'Remove post' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose the rule');
    await events.click(within(dialog).getByRole('radio', { name: /No ads/ }));
    await events.type(
      within(dialog).getByRole('textbox', { name: 'Add a note for the author (optional)' }),
      'Try the marketplace.',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Remove post' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(api, 'POST', at(`/posts/${post._id}/remove`))[0]?.body).toEqual({
      rule: 1,
      note: 'Try the marketplace.',
    });
  });
});

describe("the Requests tab's reports", () => {
  const RULES = [
    { title: 'Be kind', text: 'No insults.' },
    { title: 'No ads', text: '' },
  ];
  const mia = makeSummary('Mia', 'Moreno');
  const reportOf = (overrides: Partial<GroupReport>): GroupReport => ({
    kind: 'post',
    itemId: '0190a1b2-c3d4-7e5f-8a9b-00000000a001',
    postId: '0190a1b2-c3d4-7e5f-8a9b-00000000a001',
    author: mia,
    excerpt: 'Buy my old textbooks',
    photoCount: 2,
    reportCount: 3,
    reasons: [
      { reason: 'spam', count: 2 },
      { reason: 'harassment', count: 1 },
    ],
    lastReportedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  });
  const post = reportOf({});
  const reply = reportOf({
    kind: 'comment',
    itemId: '0190a1b2-c3d4-7e5f-8a9b-00000000c001',
    excerpt: 'You are all fools',
    photoCount: 0,
    reportCount: 1,
    reasons: [{ reason: 'harassment', count: 1 }],
  });

  /** The Requests tab of a moderator, the reports answered from `list`, which the calls change. */
  const showReports = (handlers: Handlers = {}) => {
    let list = [reply, post];
    const view = showGroup(
      { ...memberOf('moderator'), rules: RULES },
      {
        [route('getGroupReports', at('/reports'))]: () => json(200, list),
        [route('dismissGroupReports', at(`/reports/comment/${reply.itemId}/dismiss`))]: () => {
          list = list.filter((each) => each !== reply);
          return json(200, { message: 'The reports are dismissed.' });
        },
        [route('dismissGroupReports', at(`/reports/post/${post.itemId}/dismiss`))]: () => {
          list = list.filter((each) => each !== post);
          return json(200, { message: 'The reports are dismissed.' });
        },
        [route('removeGroupPost', at(`/posts/${post.itemId}/remove`))]: () => {
          list = list.filter((each) => each !== post);
          return json(200, { message: 'The post is removed.' });
        },
        ...handlers,
      },
      at('/requests'),
    );
    return view;
  };

  const reportsList = async () => {
    const section = await screen.findByRole('region', { name: 'Reports' });
    return within(section).findByRole('list', { name: 'Reported posts and comments' });
  };

  it('lists each reported post and comment with its text, author, reasons and count', async () => {
    showReports();
    const list = await reportsList();
    expect(await within(list).findAllByRole('listitem')).toHaveLength(2);
    const comment = within(list).getByRole('article', { name: 'Comment by Mia Moreno' });
    expect(within(comment).getByText('You are all fools')).toBeInTheDocument();
    expect(comment).toHaveTextContent('1 report: Harassment or bullying (1)');
    expect(within(comment).getByRole('link', { name: 'See the post it is on' })).toHaveAttribute(
      'href',
      `/posts/${reply.postId}`,
    );
    expect(within(comment).getByRole('button', { name: 'Remove comment' })).toBeInTheDocument();

    const reported = within(list).getByRole('article', { name: 'Post by Mia Moreno' });
    expect(within(reported).getByText('Buy my old textbooks')).toBeInTheDocument();
    expect(reported).toHaveTextContent('3 reports: Spam (2), Harassment or bullying (1)');
    expect(reported).toHaveTextContent('2 photos');
    expect(reported).toHaveTextContent('Latest report 5 minutes ago');
    expect(within(reported).getByRole('link', { name: 'Mia Moreno' })).toHaveAttribute(
      'href',
      `/profile/${mia.username}`,
    );
  });

  it('Remove post asks which rule, sends it, and the post leaves the list', async () => {
    const { events, api } = showReports();
    const list = await reportsList();
    const reported = await within(list).findByRole('article', { name: 'Post by Mia Moreno' });
    await events.click(within(reported).getByRole('button', { name: 'Remove post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove post' });
    await events.click(within(dialog).getByRole('radio', { name: /No ads/ }));
    await events.click(within(dialog).getByRole('button', { name: 'Remove post' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(api, 'POST', at(`/posts/${post.itemId}/remove`))[0]?.body).toEqual({
      rule: 1,
      note: '',
    });
    await waitFor(() =>
      expect(within(list).queryByRole('article', { name: 'Post by Mia Moreno' })).toBeNull(),
    );
    // The post was last: the focus goes to the report now last, and what was done is said.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Comment by Mia Moreno' })).toHaveFocus(),
    );
    expect(
      within(await screen.findByRole('region', { name: 'Reports' })).getByRole('status'),
    ).toHaveTextContent('The post is removed.');
  });

  it('after Dismiss the focus goes to the report now in its place, then to the heading when none is left', async () => {
    const { events } = showReports();
    const list = await reportsList();
    const comment = await within(list).findByRole('article', { name: 'Comment by Mia Moreno' });
    await events.click(within(comment).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Post by Mia Moreno' })).toHaveFocus(),
    );
    expect(
      within(await screen.findByRole('region', { name: 'Reports' })).getByRole('status'),
    ).toHaveTextContent('The reports are dismissed.');

    const reported = within(list).getByRole('article', { name: 'Post by Mia Moreno' });
    await events.click(within(reported).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Reports' })).toHaveFocus());
    expect(await screen.findByText('Nothing in the group is reported.')).toBeVisible();
  });

  it('Dismiss takes a comment off the list; a refusal shows as an alert', async () => {
    const { events, api } = showReports({
      [route('dismissGroupReports', at(`/reports/post/${post.itemId}/dismiss`))]: () =>
        json(404, { message: 'This post or comment has no open reports in this group.' }),
    });
    const list = await reportsList();
    const comment = await within(list).findByRole('article', { name: 'Comment by Mia Moreno' });
    await events.click(within(comment).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(within(list).queryByRole('article', { name: 'Comment by Mia Moreno' })).toBeNull(),
    );
    expect(sent(api, 'POST', at(`/reports/comment/${reply.itemId}/dismiss`))).toHaveLength(1);

    const reported = within(list).getByRole('article', { name: 'Post by Mia Moreno' });
    await events.click(within(reported).getByRole('button', { name: 'Dismiss' }));
    expect(await within(reported).findByRole('alert')).toHaveTextContent(
      'This post or comment has no open reports in this group.',
    );
  });

  it("takes a member arriving from a report's notification to the Reports", async () => {
    showGroup({ ...memberOf('moderator'), rules: RULES }, {}, at('/requests#group-reports'));
    const heading = await screen.findByRole('heading', { name: 'Reports' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('says so when nothing is reported', async () => {
    showGroup({ ...memberOf('admin') }, {}, at('/requests'));
    const section = await screen.findByRole('region', { name: 'Reports' });
    expect(await within(section).findByText('Nothing in the group is reported.')).toBeVisible();
  });
});
