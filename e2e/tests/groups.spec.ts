import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { callByApi, expectCallsSucceed } from '../support/api';
import { createGroupByApi, groupUi, notificationLink } from '../support/groups-ui';
import { befriendByApi, createPostByApi, registerVerifiedByApi } from '../support/member-api';
import { newMember } from '../support/members';
import {
  fullNameOf,
  newMemberPage,
  notificationsUi,
  signUpThroughUi,
  verifySignedIn,
} from '../support/members-ui';
import {
  createPostDialog,
  homeFeed,
  postCard,
  postWithText,
  signedInWindow,
} from '../support/posts-ui';
import { switchTheme, type Theme } from '../support/theme';
import { expectPath, saveScreenshot, tabTo } from '../support/ui';
import { screenChecks } from '../support/screen-checks';

const exact = { exact: true } as const;
const THEMES: Theme[] = ['dark', 'light'];
const labelInName = { labelInName: true } as const;

const { checkScreen, checkBothThemes } = screenChecks('groups');

test('A creates a private club with a question; B asks and A approves; B posts, A’s feed shows it; C sees the About only; A pins and removes a post citing a rule', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const memberA = newMember({ firstName: 'Grace', lastName: 'Hopper' });
  const memberB = newMember({ firstName: 'Annie', lastName: 'Easley' });
  const memberC = newMember({ firstName: 'Mallory', lastName: 'Outsider' });
  const groupName = 'Robotics Club';
  const description = 'We build robots on Thursdays in the engineering lab.';
  const question = 'Which robot would you like to build?';
  const answer = 'A line-following rover.';
  const rule = { title: 'Stay on topic', text: 'Posts are about robots and the club.' };
  const firstPost = 'Our rover followed the line all the way round!';
  const offTopic = 'Anyone selling a used bike?';
  let slug = '';

  const a = await (async () => {
    await registerVerifiedByApi(request, memberA);
    return signedInWindow(browser, memberA);
  })();
  const b = await registerVerifiedByApi(request, memberB);
  await registerVerifiedByApi(request, memberC);

  await test.step('A opens Groups from the left menu and creates the private club with a question; axe in both themes', async () => {
    await a
      .getByRole('navigation', { name: 'Shortcuts', ...exact })
      .getByRole('link', { name: 'Groups', ...exact })
      .click();
    await expectPath(a, '/groups');
    const heading = a.getByRole('heading', { level: 1, name: 'Groups', ...exact });
    await expect(a.getByRole('heading', { name: 'Your groups', ...exact })).toBeVisible();
    await expect(a.getByRole('searchbox', { name: 'Search groups', ...exact })).toBeVisible();
    await checkBothThemes(a, 'groups page', heading);

    const dialog = a.getByRole('dialog', { name: 'Create group', ...exact });
    const create = a.getByRole('button', { name: 'Create group', ...exact });
    await checkBothThemes(a, 'create group dialog', dialog, async () => {
      await create.click();
      await expect(dialog.locator(':focus')).toHaveCount(1);
    });
    // Escape closes it and gives the focus back to Create group.
    await a.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(create).toBeFocused();
    await create.click();
    await dialog.getByLabel('Group name', exact).fill(groupName);
    await dialog.getByLabel('Kind', exact).selectOption({ label: 'Club' });
    await dialog
      .getByRole('group', { name: 'Privacy', ...exact })
      .getByRole('radio', { name: /^Private/ })
      .check();
    await dialog.getByLabel('Description', exact).fill(description);
    const questions = dialog.getByRole('group', {
      name: 'Questions for people who ask to join',
      ...exact,
    });
    await questions.getByRole('textbox', { name: 'Question 1', ...exact }).fill(question);
    await checkScreen(a, 'create group dialog filled', 'light', dialog);
    await expectCallsSucceed(a, ['createGroup'], () =>
      dialog.getByRole('button', { name: 'Create', ...exact }).click(),
    );
    await expect(dialog).toBeHidden();
    const ui = groupUi(a);
    await expect(ui.heading).toHaveText(groupName);
    slug = new URL(a.url()).pathname.split('/')[2] ?? '';
    expect(slug).toBe('robotics-club');
    await expect(a.getByText('Private', exact).first()).toBeVisible();
    await expect(a.getByText('Club', exact).first()).toBeVisible();
    await expect(ui.tab('Posts')).toHaveAttribute('aria-selected', 'true');
    await checkBothThemes(a, 'group page of its admin', ui.heading);
  });

  await test.step('A adds a rule in Settings and saves; axe in both themes', async () => {
    const ui = groupUi(a);
    await ui.tab('Settings').click();
    await expectPath(a, `/groups/${slug}/settings`);
    const rules = a.getByRole('group', { name: 'Rules', ...exact });
    await checkBothThemes(a, 'group settings', rules);
    await rules.getByRole('button', { name: 'Add rule', ...exact }).click();
    await rules.getByLabel('Title of rule 1', exact).fill(rule.title);
    await rules.getByLabel('Text of rule 1', exact).fill(rule.text);
    await expectCallsSucceed(a, ['updateGroup'], () =>
      a.getByRole('button', { name: 'Save', ...exact }).click(),
    );
    await expect(a.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await ui.tab('About').click();
    await expect(ui.panel).toContainText(rule.title);
    await expect(ui.panel).toContainText(rule.text);
  });

  const bWindow = await signedInWindow(browser, memberB);

  await test.step('B opens the group, asks to join and answers the question; axe in both themes', async () => {
    await bWindow.goto(`/groups/${slug}`);
    const ui = groupUi(bWindow);
    await expect(ui.heading).toHaveText(groupName);
    await checkBothThemes(bWindow, 'group page of a stranger', ui.heading);
    const dialog = bWindow.getByRole('dialog', {
      name: `Request to join ${groupName}`,
      ...exact,
    });
    const requestToJoin = bWindow.getByRole('button', { name: 'Request to join', ...exact });
    await checkBothThemes(bWindow, 'request to join dialog', dialog, async () => {
      await requestToJoin.click();
    });
    await bWindow.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(requestToJoin).toBeFocused();
    await requestToJoin.click();
    await dialog.getByRole('textbox', { name: question, ...exact }).fill(answer);
    await expectCallsSucceed(bWindow, ['joinGroup'], () =>
      dialog.getByRole('button', { name: 'Send request', ...exact }).click(),
    );
    await expect(dialog).toBeHidden();
    await expect(bWindow.getByRole('button', { name: 'Cancel request', ...exact })).toBeVisible();
  });

  await test.step('A reads the answer in Requests and approves; axe in both themes', async () => {
    const ui = groupUi(a);
    await ui.tab('Requests').click();
    await expectPath(a, `/groups/${slug}/requests`);
    const item = ui.panel.getByRole('listitem').filter({ hasText: fullNameOf(memberB) });
    await expect(item).toContainText(question);
    await expect(item).toContainText(answer);
    await checkBothThemes(a, 'group requests', item);
    await expectCallsSucceed(a, ['approveGroupRequest'], () =>
      item.getByRole('button', { name: 'Approve', ...exact }).click(),
    );
    await expect(a.getByText('No one is waiting to join.', exact)).toBeVisible();
  });

  await test.step('B is told, and posts in the group from its Posts tab', async () => {
    await bWindow.reload();
    const bell = notificationsUi(bWindow);
    await expect(bell.button).toHaveAccessibleName('Notifications, 1 unread');
    await bell.button.click();
    const approved = notificationLink(bell.list, `Your request to join ${groupName} was approved`);
    await expect(approved).toBeVisible();
    await expectAccessible(bWindow, 'request approved in the bell', labelInName);
    await approved.click();
    await expectPath(bWindow, `/groups/${slug}`);
    await expect(bWindow.getByRole('button', { name: 'Joined', ...exact })).toBeVisible();

    const dialog = createPostDialog(bWindow);
    await checkBothThemes(bWindow, 'create post in a group', dialog.dialog, async () => {
      await bWindow
        .getByRole('region', { name: 'Create post', ...exact })
        .getByRole('button', { name: `What's on your mind, ${memberB.firstName}`, ...exact })
        .click();
      await expect(dialog.dialog).toContainText(groupName);
      await expect(dialog.dialog.getByText('Public', exact)).toHaveCount(0);
    });
    await dialog.dialog
      .getByRole('combobox', { name: `What's on your mind, ${memberB.firstName}` })
      .fill(firstPost);
    await expectCallsSucceed(bWindow, ['createPost'], () => dialog.post.click());
    await expect(dialog.dialog).toBeHidden();
    const feed = bWindow.getByRole('feed', { name: `Posts in ${groupName}`, ...exact });
    await expect(postWithText(feed, firstPost)).toBeVisible();
    await checkBothThemes(bWindow, 'group posts of a member', postWithText(feed, firstPost));
  });

  await test.step('A’s home feed shows the post with "B › Robotics Club", the group linking to its page', async () => {
    await a.goto('/');
    const post = postWithText(homeFeed(a), firstPost);
    await expect(post).toBeVisible();
    // "Annie Easley › Robotics Club" on screen; "Annie Easley in Robotics Club" to screen readers.
    await expect(post.getByRole('link', { name: fullNameOf(memberB), ...exact })).toBeVisible();
    await expect(post).toContainText(`${fullNameOf(memberB)} › `);
    const groupLink = post.getByRole('link', { name: groupName, ...exact });
    await expect(groupLink).toHaveAttribute('href', `/groups/${slug}`);
    await checkBothThemes(a, 'home feed with a group post', post);
    await groupLink.click();
    await expectPath(a, `/groups/${slug}`);
    await expect(groupUi(a).heading).toHaveText(groupName);
  });

  await test.step('C, not a member, sees the About (description, rules, Private, Club) but not the post', async () => {
    const c = await signedInWindow(browser, memberC);
    await c.goto('/groups');
    const results = c.getByRole('list', { name: 'Results', ...exact });
    const found = results.getByRole('article', { name: groupName, ...exact });
    // Private groups are found by everyone (issue 18 §6).
    await checkBothThemes(c, 'search groups results', found, async () => {
      await c.getByRole('searchbox', { name: 'Search groups', ...exact }).fill('robotics');
      await expect(found).toContainText('Private group');
    });
    await found.getByRole('link', { name: groupName, ...exact }).click();
    await expectPath(c, `/groups/${slug}`);
    const ui = groupUi(c);
    await expect(ui.heading).toHaveText(groupName);
    await expect(ui.tab('Requests')).toHaveCount(0);
    await expect(ui.tab('Settings')).toHaveCount(0);
    await expect(ui.panel).toContainText("Only members see this group's posts.");
    await expect(c.getByText(firstPost)).toHaveCount(0);
    await ui.tab('About').click();
    await expectPath(c, `/groups/${slug}/about`);
    await expect(ui.panel).toContainText(description);
    await expect(ui.panel).toContainText(rule.title);
    await expect(ui.panel).toContainText(rule.text);
    await expect(ui.panel.getByText('Private', exact)).toBeVisible();
    await expect(ui.panel.getByText('Club', exact)).toBeVisible();
    await checkBothThemes(c, 'group about of a stranger', ui.panel);
    await expect(c.getByText(firstPost)).toHaveCount(0);
    await c.context().close();
  });

  await test.step('A pins B’s post, then removes another of B’s citing the rule', async () => {
    await createPostByApi(request, b, {
      text: offTopic,
      group: (await callByApi(request, 'getGroup', { token: b.token, params: { slug } }))._id,
    });
    await a.goto(`/groups/${slug}`);
    const feed = a.getByRole('feed', { name: `Posts in ${groupName}`, ...exact });
    const pinned = postCard(postWithText(feed, firstPost));
    await pinned.options.click();
    await expectCallsSucceed(a, ['pinGroupPost'], () =>
      pinned.menu.getByRole('menuitem', { name: 'Pin post', ...exact }).click(),
    );
    await expect(
      postCard(postWithText(feed, firstPost)).article.getByText('Pinned', exact),
    ).toBeVisible();

    // Pinned posts come first.
    await expect(feed.getByRole('article').first()).toContainText(firstPost);

    const removed = postCard(postWithText(feed, offTopic));
    const dialog = a.getByRole('dialog', { name: 'Remove post', ...exact });
    for (const theme of THEMES) {
      await switchTheme(a, theme);
      await removed.options.click();
      await removed.menu.getByRole('menuitem', { name: 'Remove post', ...exact }).click();
      await expect(dialog.getByRole('group', { name: 'Which rule does it break?' })).toContainText(
        rule.text,
      );
      await checkScreen(a, 'remove post dialog', theme, dialog);
      if (theme === 'dark') {
        // Escape closes it and gives the focus back to the post's menu button.
        await a.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(removed.options).toBeFocused();
      }
    }
    await dialog.getByRole('radio', { name: new RegExp(`^${rule.title}`) }).check();
    await expectCallsSucceed(a, ['removeGroupPost'], () =>
      dialog.getByRole('button', { name: 'Remove post', ...exact }).click(),
    );
    await expect(dialog).toBeHidden();
    await expect(postWithText(feed, offTopic)).toHaveCount(0);
    await expect(postWithText(feed, firstPost)).toBeVisible();
  });

  await test.step('B’s bell says a moderator of the group removed the post, naming the rule', async () => {
    await bWindow.goto('/');
    const bell = notificationsUi(bWindow);
    await bell.button.click();
    const notice = notificationLink(
      bell.list,
      `A moderator of ${groupName} removed your post: ${rule.title}`,
    );
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute('href', `/groups/${slug}`);
    await expectAccessible(bWindow, 'group removal in the bell (light)', labelInName);
    await switchTheme(bWindow, 'dark');
    await bell.button.click();
    await expect(notice).toBeVisible();
    await expectAccessible(bWindow, 'group removal in the bell (dark)', labelInName);
  });
});

test('a new member who signs up and verifies finds their College group under Your groups', async ({
  browser,
}) => {
  const member = newMember({ firstName: 'Nia', lastName: 'Nguyen' });
  const page = await newMemberPage(browser);
  await signUpThroughUi(page, member);
  await verifySignedIn(page, member.email);
  await page
    .getByRole('navigation', { name: 'Shortcuts', ...exact })
    .getByRole('link', { name: 'Groups', ...exact })
    .click();
  await expectPath(page, '/groups');
  const yours = page.getByRole('list', { name: 'Your groups', ...exact });
  const college = yours.getByRole('link', { name: member.college, ...exact });
  await expect(college).toBeVisible();
  await expect(yours.getByRole('article', { name: member.college, ...exact })).toContainText(
    'College',
  );
  await checkBothThemes(page, 'your groups with the college', yours);
  await college.click();
  await expect(groupUi(page).heading).toHaveText(member.college);
  await expect(page.getByRole('button', { name: 'Joined', ...exact })).toBeVisible();
  await expect(page.getByText('Public', exact).first()).toBeVisible();
  await expect(page.getByText('College', exact).first()).toBeVisible();
});

test('the group page works by keyboard: the arrow keys, Home and End move between the tabs', async ({
  browser,
  request,
}) => {
  const admin = await registerVerifiedByApi(
    request,
    newMember({ firstName: 'Ngozi', lastName: 'Okonjo' }),
  );
  const group = await createGroupByApi(request, admin, 'Orbital Mechanics Circle');
  const page = await signedInWindow(browser, admin);
  await page.goto(`/groups/${group.slug}`);
  const ui = groupUi(page);
  await expect(ui.heading).toHaveText(group.name);
  const order = ['Posts', 'About', 'Members', 'Events', 'Requests', 'Settings'];
  await expect(ui.tabs.getByRole('tab')).toHaveText(order);

  await tabTo(page, ui.tab('Posts'));
  await expect(ui.tab('Posts')).toHaveAttribute('aria-selected', 'true');
  const paths = ['', '/about', '/members', '/events', '/requests', '/settings'];
  for (let index = 1; index < order.length; index += 1) {
    await page.keyboard.press('ArrowRight');
    const tab = ui.tab(order[index] ?? '');
    await expect(tab).toBeFocused();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expectPath(page, `/groups/${group.slug}${paths[index]}`);
    await expect(ui.panel).toHaveAttribute('aria-labelledby', (await tab.getAttribute('id')) ?? '');
  }
  // From the last tab, ArrowRight wraps to the first; ArrowLeft goes back to the last.
  await page.keyboard.press('ArrowRight');
  await expect(ui.tab('Posts')).toBeFocused();
  await expectPath(page, `/groups/${group.slug}`);
  await page.keyboard.press('ArrowLeft');
  await expect(ui.tab('Settings')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(ui.tab('Posts')).toBeFocused();
  await page.keyboard.press('End');
  await expect(ui.tab('Settings')).toBeFocused();
  for (const name of ['Requests', 'Events', 'Members']) {
    await page.keyboard.press('ArrowLeft');
    await expect(ui.tab(name)).toBeFocused();
  }
  await expectPath(page, `/groups/${group.slug}/members`);
  await expect(ui.panel).toContainText(fullNameOf(admin));
  // One Tab stop: Tab leaves the tab list for the panel.
  await page.keyboard.press('Tab');
  await expect(ui.tabs.getByRole('tab').filter({ has: page.locator(':focus') })).toHaveCount(0);
  await expect(ui.tab('Members')).toHaveAttribute('aria-selected', 'true');
  for (const theme of THEMES) {
    await switchTheme(page, theme);
    await checkScreen(page, 'group members', theme, ui.panel);
  }
  await ui.tab('Events').click();
  await checkBothThemes(page, 'group events', ui.panel);
});

test('the group notifications (approved, invited, a role, a new post) read well in the bell and on /notifications', async ({
  browser,
  request,
}) => {
  const admin = await registerVerifiedByApi(
    request,
    newMember({ firstName: 'Ada', lastName: 'Lovelace' }),
  );
  const member = await registerVerifiedByApi(
    request,
    newMember({ firstName: 'Theo', lastName: 'Marchetti' }),
  );
  await befriendByApi(request, member, admin);
  await callByApi(request, 'markAllNotificationsRead', { token: member.token });
  const chess = await createGroupByApi(request, admin, 'Chess Society', 'private');
  const astronomy = await createGroupByApi(request, admin, 'Stargazers');
  await callByApi(request, 'joinGroup', {
    token: member.token,
    params: { slug: chess.slug },
    body: { answers: [] },
  });
  await callByApi(request, 'approveGroupRequest', {
    token: admin.token,
    params: { slug: chess.slug, userId: member.id },
  });
  await callByApi(request, 'setGroupMemberRole', {
    token: admin.token,
    params: { slug: chess.slug, userId: member.id },
    body: { role: 'moderator' },
  });
  // An admin's post is a highlight: members hear of it by default.
  await createPostByApi(request, admin, { text: 'Tournament on Friday.', group: chess._id });
  await callByApi(request, 'inviteToGroup', {
    token: admin.token,
    params: { slug: astronomy.slug },
    body: { userId: member.id },
  });
  const adminName = fullNameOf(admin);
  const sentences = [
    `${adminName} invited you to join ${astronomy.name}`,
    `${adminName} posted in ${chess.name}`,
    `${adminName} made you a moderator of ${chess.name}`,
    `Your request to join ${chess.name} was approved`,
  ];

  const page = await signedInWindow(browser, member);
  const bell = notificationsUi(page);
  for (const theme of THEMES) {
    await switchTheme(page, theme);
    await expect(bell.button).toHaveAccessibleName('Notifications, 4 unread');
    await bell.button.click();
    for (const sentence of sentences) {
      await expect(notificationLink(bell.list, sentence)).toBeVisible();
    }
    await expect(
      bell.list.getByRole('button', {
        name: `Accept the invitation to ${astronomy.name}`,
        ...exact,
      }),
    ).toBeVisible();
    await expectAccessible(page, `group notifications in the bell (${theme})`, labelInName);
    await saveScreenshot(page, `groups-notifications-dropdown-${theme}`);
  }

  await bell.seeAll.click();
  await expectPath(page, '/notifications');
  const all = page.getByRole('list', { name: 'All notifications', ...exact });
  for (const theme of THEMES) {
    await switchTheme(page, theme);
    for (const sentence of sentences) {
      await expect(notificationLink(all, sentence)).toBeVisible();
    }
    await expectAccessible(page, `group notifications page (${theme})`, labelInName);
    await saveScreenshot(page, `groups-notifications-page-${theme}`);
  }

  await expectCallsSucceed(page, ['joinGroup'], () =>
    all
      .getByRole('button', { name: `Accept the invitation to ${astronomy.name}`, ...exact })
      .click(),
  );
  // The answered invitation leaves the list; what was done is said, and has the focus.
  const joined = page.getByRole('status').filter({ hasText: `You joined ${astronomy.name}` });
  await expect(joined).toBeFocused();
  await expect(notificationLink(all, sentences[0] ?? '')).toHaveCount(0);
  await expectAccessible(page, 'group notifications page after accepting (light)', labelInName);
  await notificationLink(all, `${adminName} made you a moderator of ${chess.name}`).click();
  await expectPath(page, `/groups/${chess.slug}`);
  await expect(groupUi(page).tab('Requests')).toBeVisible();
});
