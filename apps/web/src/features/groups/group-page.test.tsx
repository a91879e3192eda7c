import { groupText, type Group } from '@quad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, route, stubApi, type StubCall } from '../../test/fetch-stub';
import { friendsInfos, makeSummary } from '../../test/factories';
import { makeSessionUser, renderApp } from '../../test/render-app';
import { makeGroup, makeGroupMember, memberOf } from './group-test-kit';

const user = makeSessionUser();
const SLUG = 'robotics-club';
const at = (path = '') => `/groups/${SLUG}${path}`;

type Handlers = Record<string, (call: StubCall) => Response | Promise<Response>>;

/** The group's page with its posts empty; `next` is the group after a change, if any. */
const showGroup = (overrides: Partial<Group>, handlers: Handlers = {}, path = at()) => {
  let group = makeGroup({ name: 'Robotics Club', slug: SLUG, ...overrides });
  const api = stubApi({
    [route('getGroup', at())]: () => json(200, group),
    [route('getGroupPosts', at('/posts'))]: () => json(200, []),
    [route('getPinnedGroupPosts', at('/posts/pinned'))]: () => json(200, []),
    [route('getPendingGroupPosts', at('/posts/pending'))]: () => json(200, []),
    [route('getGroupReports', at('/reports'))]: () => json(200, []),
    [route('getGroupBans', at('/bans'))]: () => json(200, []),
    [route('getEvents')]: () => json(200, []),
    ...handlers,
  });
  const view = renderApp(path, { user });
  const change = (next: Partial<Group>) => {
    group = { ...group, ...next };
  };
  return { ...view, api, change };
};

const sent = (api: ReturnType<typeof stubApi>, method: string, path: string) =>
  api.apiCalls().filter((call) => call.method === method && call.path === `/api/v1${path}`);

describe('a group page', () => {
  it('shows the cover, the name, privacy and kind in words, members with faces', async () => {
    showGroup({ privacy: 'private', kind: 'club', memberCount: 12, cover: '/media/cover.jpg' });
    await screen.findByRole('heading', { level: 1, name: 'Robotics Club' });
    const header = screen.getByRole('region', { name: 'Robotics Club' });
    expect(header).toHaveTextContent('Private');
    expect(header).toHaveTextContent('Club');
    expect(header).toHaveTextContent('12 members');
    const faces = within(header).getByRole('list', { name: 'Some of the members' });
    expect(within(faces).getByRole('img', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(document.title).toBe('Robotics Club | Quad');
  });

  it("shows the app's not-found state for a group it may not know of", async () => {
    stubApi({
      [route('getGroup', '/groups/secret')]: () => json(404, { message: groupText.unknownGroup }),
    });
    renderApp('/groups/secret', { user });
    expect(await screen.findByText(groupText.unknownGroup)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Groups' })).toHaveAttribute('href', '/groups');
  });

  it('Join joins a public group at once', async () => {
    const { events, api, change } = showGroup(
      { privacy: 'public' },
      {
        [route('joinGroup', at('/join'))]: () => {
          change(memberOf('member'));
          return json(200, { viewerState: 'member' });
        },
      },
    );
    await events.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('button', { name: 'Joined' })).toBeInTheDocument();
    expect(sent(api, 'POST', at('/join'))[0]?.body).toEqual({ answers: [] });
  });

  it('Request to join asks the questions, each answer required, then offers Cancel request', async () => {
    const { events, api, change } = showGroup(
      { privacy: 'private', canSeeContent: false, questions: ['Which robot did you build?'] },
      {
        [route('joinGroup', at('/join'))]: () => {
          change({ viewerState: 'requested' });
          return json(200, { viewerState: 'requested' });
        },
        [route('cancelGroupRequest', at('/request'))]: () => {
          change({ viewerState: 'none' });
          return json(200, { viewerState: 'none' });
        },
      },
    );
    expect(
      await screen.findByText('Only members see this group’s posts.'.replace('’', "'")),
    ).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Request to join' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request to join Robotics Club' });
    await events.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText(groupText.answersRequired)).toBeInTheDocument();
    expect(sent(api, 'POST', at('/join'))).toHaveLength(0);
    await events.type(
      within(dialog).getByRole('textbox', { name: 'Which robot did you build?' }),
      'A line follower',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Send request' }));
    const cancel = await screen.findByRole('button', { name: 'Cancel request' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent(api, 'POST', at('/join'))[0]?.body).toEqual({ answers: ['A line follower'] });

    await events.click(cancel);
    expect(await screen.findByRole('button', { name: 'Request to join' })).toBeInTheDocument();
    expect(sent(api, 'DELETE', at('/request'))).toHaveLength(1);
  });

  it('Accept invitation joins; Decline declines', async () => {
    const { events, api, change } = showGroup(
      { privacy: 'private', viewerState: 'invited' },
      {
        [route('declineGroupInvitation', at('/invitation'))]: () => {
          change({ viewerState: 'none' });
          return json(200, { viewerState: 'none' });
        },
        [route('joinGroup', at('/join'))]: () => {
          change(memberOf('member'));
          return json(200, { viewerState: 'member' });
        },
      },
    );
    expect(await screen.findByRole('button', { name: 'Accept invitation' })).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('button', { name: 'Request to join' })).toBeInTheDocument();
    expect(sent(api, 'DELETE', at('/invitation'))).toHaveLength(1);
  });

  it('Accept invitation makes the invitee a member', async () => {
    const { events, change } = showGroup(
      { privacy: 'private', viewerState: 'invited' },
      {
        [route('joinGroup', at('/join'))]: () => {
          change(memberOf('member'));
          return json(200, { viewerState: 'member' });
        },
      },
    );
    await events.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('button', { name: 'Joined' })).toBeInTheDocument();
  });

  it('Joined opens a menu with the notification setting and Leave group', async () => {
    const { events, api, change } = showGroup(
      { ...memberOf('member') },
      {
        [route('setGroupNotifications', at('/notifications'))]: (call) => {
          change({ notify: (call.body as { notify: Group['notify'] }).notify });
          return json(
            200,
            makeGroup({ name: 'Robotics Club', slug: SLUG, ...memberOf('member'), notify: 'all' }),
          );
        },
        [route('leaveGroup', at('/leave'))]: () => {
          change({ viewerState: 'none', viewerRole: null, notify: null });
          return json(200, { viewerState: 'none' });
        },
      },
    );
    await events.click(await screen.findByRole('button', { name: 'Joined' }));
    const menu = screen.getByRole('menu', { name: 'Joined' });
    expect(within(menu).getByRole('menuitemradio', { name: 'Highlights' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await events.click(within(menu).getByRole('menuitemradio', { name: 'All posts' }));
    await waitFor(() => expect(sent(api, 'PUT', at('/notifications'))).toHaveLength(1));
    expect(sent(api, 'PUT', at('/notifications'))[0]?.body).toEqual({ notify: 'all' });

    await events.click(screen.getByRole('button', { name: 'Joined' }));
    expect(
      within(screen.getByRole('menu', { name: 'Joined' })).getByRole('menuitemradio', {
        name: 'All posts',
      }),
    ).toHaveAttribute('aria-checked', 'true');
    await events.click(screen.getByRole('menuitem', { name: 'Leave group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Robotics Club?' });
    await events.click(within(dialog).getByRole('button', { name: 'Leave group' }));
    expect(await screen.findByRole('button', { name: 'Join' })).toBeInTheDocument();
    expect(sent(api, 'POST', at('/leave'))[0]?.body).toEqual({});
  });

  it('asks the last admin to name another admin before leaving', async () => {
    const other = makeGroupMember('Grace', 'Hopper', 'member');
    const { events, api } = showGroup(
      { ...memberOf('admin') },
      {
        [route('getGroupMembers', at('/members'))]: () =>
          json(200, [makeGroupMember('Jane', 'Doe', 'admin', user.id), other]),
        [route('leaveGroup', at('/leave'))]: () => json(200, { viewerState: 'none' }),
        [route('getGroupLog', at('/log'))]: () => json(200, []),
      },
    );
    await events.click(await screen.findByRole('button', { name: 'Joined' }));
    await events.click(screen.getByRole('menuitem', { name: 'Leave group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Robotics Club?' });
    expect(await within(dialog).findByText(groupText.lastAdmin)).toBeInTheDocument();
    await events.selectOptions(
      within(dialog).getByRole('combobox', { name: 'New admin' }),
      'Grace Hopper',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Leave group' }));
    await waitFor(() => expect(sent(api, 'POST', at('/leave'))).toHaveLength(1));
    expect(sent(api, 'POST', at('/leave'))[0]?.body).toEqual({ successorId: other._id });
  });

  it('Invite lists the friends, and invites each one', async () => {
    const grace = makeSummary('Grace', 'Hopper');
    const { events, api } = showGroup(
      { ...memberOf('member'), canInvite: true },
      {
        [route('inviteToGroup', at('/invitations'))]: () => json(200, { message: 'Invited.' }),
        [route('getFriendsPageInfos')]: () =>
          json(200, friendsInfos({ friends: [grace, makeSummary('Linus', 'Pauling')] })),
      },
    );
    await events.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite friends to Robotics Club' });
    const first = await within(dialog).findByRole('article', { name: 'Grace Hopper' });
    expect(within(dialog).getByRole('article', { name: 'Linus Pauling' })).toBeInTheDocument();
    await events.click(within(first).getByRole('button', { name: 'Invite' }));
    expect(await within(first).findByText('Invited')).toBeInTheDocument();
    expect(sent(api, 'POST', at('/invitations'))[0]?.body).toEqual({ userId: grace._id });
  });

  it('posts in the group from its Posts tab', async () => {
    showGroup({ ...memberOf('member') });
    const box = await screen.findByRole('region', { name: 'Create post' });
    expect(box).toBeInTheDocument();
    expect(await screen.findByText('No posts in this group yet.')).toBeInTheDocument();
  });
});

describe("a group page's tabs", () => {
  const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

  it('a member sees Posts, About, Members and Events, moving between them by keyboard', async () => {
    const { events, path } = showGroup(
      {
        ...memberOf('member'),
        description: 'We build robots.',
        rules: [{ title: 'Be kind', text: 'No insults.' }],
        privacy: 'private',
      },
      {
        [route('getGroupMembers', at('/members'))]: () =>
          json(200, [makeGroupMember('Ada', 'Lovelace', 'admin'), makeGroupMember('Bo', 'Brown')]),
      },
    );
    await screen.findByRole('tablist', { name: 'Group sections' });
    expect(tabNames()).toEqual(['Posts', 'About', 'Members', 'Events']);
    const posts = screen.getByRole('tab', { name: 'Posts' });
    expect(posts).toHaveAttribute('aria-selected', 'true');
    posts.focus();
    await events.keyboard('{ArrowRight}');
    const about = screen.getByRole('tab', { name: 'About' });
    expect(about).toHaveFocus();
    expect(about).toHaveAttribute('aria-selected', 'true');
    expect(path()).toBe(at('/about'));
    const panel = screen.getByRole('tabpanel', { name: 'About' });
    expect(panel).toHaveTextContent('We build robots.');
    expect(panel).toHaveTextContent('Be kind');
    expect(panel).toHaveTextContent('Private');

    await events.keyboard('{ArrowRight}');
    const members = screen.getByRole('tabpanel', { name: 'Members' });
    const leaders = await within(members).findByRole('list', { name: 'Admins and moderators' });
    expect(within(leaders).getByRole('article', { name: 'Ada Lovelace' })).toHaveTextContent(
      'Admin',
    );
    expect(within(members).getByRole('list', { name: 'Members' })).toHaveTextContent('Bo Brown');
    expect(within(members).queryByRole('button', { name: 'Manage' })).toBeNull();

    await events.keyboard('{End}');
    expect(
      await within(screen.getByRole('tabpanel', { name: 'Events' })).findByText('No events yet'),
    ).toBeInTheDocument();
  });

  it('moderators also see Requests, with the answers, Approve and Decline', async () => {
    const asker = makeGroupMember('Bo', 'Brown');
    const { events, api } = showGroup(
      { ...memberOf('moderator') },
      {
        [route('getGroupRequests', at('/requests'))]: () =>
          json(200, [
            {
              user: asker,
              answers: [{ question: 'Which robot did you build?', answer: 'A line follower' }],
              createdAt: '2024-09-03T12:00:00.000Z',
            },
          ]),
        [route('approveGroupRequest', at(`/requests/${asker._id}/approve`))]: () =>
          json(200, { message: 'Approved.' }),
        [route('getGroupLog', at('/log'))]: () => json(200, []),
      },
      at('/requests'),
    );
    await screen.findByRole('tablist');
    expect(tabNames()).toEqual(['Posts', 'About', 'Members', 'Events', 'Requests', 'Settings']);
    const request = await screen.findByRole('article', { name: 'Bo Brown' });
    const item = screen.getByRole('region', { name: 'Requests to join' });
    expect(item).toHaveTextContent('Which robot did you build?');
    expect(item).toHaveTextContent('A line follower');
    expect(within(request).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    await events.click(within(request).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(sent(api, 'POST', at(`/requests/${asker._id}/approve`))).toHaveLength(1),
    );
    expect(screen.getByRole('region', { name: 'Waiting for approval' })).toBeInTheDocument();

    // A moderator reads the log in Settings, but does not change the group.
    await events.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(await screen.findByRole('region', { name: 'Group log' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('a member going to /requests sees the Posts tab instead', async () => {
    showGroup({ ...memberOf('member') }, {}, at('/requests'));
    await screen.findByRole('tablist');
    expect(screen.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Requests' })).toBeNull();
  });
});

describe("a group's Settings", () => {
  it('adds a rule with a title and a text, and Save sends the rules and Post approval', async () => {
    const { events, api } = showGroup(
      { ...memberOf('admin'), rules: [{ title: 'Be kind', text: 'No insults.' }] },
      {
        [route('getGroupLog', at('/log'))]: () => json(200, []),
        [route('updateGroup', at())]: (call) =>
          json(
            200,
            makeGroup({
              name: 'Robotics Club',
              slug: SLUG,
              ...memberOf('admin'),
              ...(call.body as object),
            }),
          ),
      },
      at('/settings'),
    );
    const form = await screen.findByRole('form', { name: 'Settings' });
    const rules = within(form).getByRole('group', { name: 'Rules' });
    expect(within(rules).getByRole('textbox', { name: 'Title of rule 1' })).toHaveValue('Be kind');

    await events.click(within(rules).getByRole('button', { name: 'Add rule' }));
    await events.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(rules).findByText(groupText.ruleTitleRequired)).toBeInTheDocument();
    expect(sent(api, 'PUT', at())).toHaveLength(0);

    await events.type(within(rules).getByRole('textbox', { name: 'Title of rule 2' }), 'No ads');
    await events.type(
      within(rules).getByRole('textbox', { name: 'Text of rule 2' }),
      'Selling is for the marketplace.',
    );
    await events.click(within(form).getByRole('checkbox', { name: /Post approval/ }));
    await events.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(api, 'PUT', at())).toHaveLength(1));
    expect(sent(api, 'PUT', at())[0]?.body).toMatchObject({
      rules: [
        { title: 'Be kind', text: 'No insults.' },
        { title: 'No ads', text: 'Selling is for the marketplace.' },
      ],
      postApproval: true,
      name: 'Robotics Club',
      slug: SLUG,
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
  });
});
