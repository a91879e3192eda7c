import { expect, test, type Page } from '@playwright/test';
import { callByApi, expectCallsSucceed } from '../support/api';
import { createGroupByApi, groupUi, notificationLink } from '../support/groups-ui';
import { createPostByApi, moderatorByApi, registerVerifiedByApi } from '../support/member-api';
import { newMember } from '../support/members';
import { fullNameOf, notificationsUi } from '../support/members-ui';
import { postCard, postWithText, signedInWindow } from '../support/posts-ui';
import { switchTheme, type Theme } from '../support/theme';
import { expectPath } from '../support/ui';
import { screenChecks } from '../support/screen-checks';

const exact = { exact: true } as const;
const THEMES: Theme[] = ['dark', 'light'];

const { checkScreen } = screenChecks('group-reports');

/** The Reports section of the Requests tab. */
const reportsUi = (page: Page) => {
  const section = groupUi(page).panel.getByRole('region', { name: 'Reports', ...exact });
  return {
    section,
    heading: section.getByRole('heading', { name: 'Reports', ...exact }),
    status: section.getByRole('status'),
    list: section.getByRole('list', { name: 'Reported posts and comments', ...exact }),
    item: (name: string) => section.getByRole('article', { name, ...exact }),
  };
};

/** The site's queue at /moderation with every page loaded. */
const openSiteQueue = async (page: Page) => {
  await page.goto('/moderation');
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation', ...exact })).toBeVisible();
  const more = page.getByRole('button', { name: 'Load more reports', ...exact });
  const loaded = page.getByRole('article').or(page.getByText('No open reports. All clear.', exact));
  await expect(loaded.first()).toBeVisible();
  while (await more.isVisible()) {
    const count = await page.getByRole('article').count();
    await more.click();
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(count);
  }
};

test('a member reports a group post; the group’s admin removes it citing a rule, its author is told and the site’s queue lets it go; a dismissed report stays in the site’s queue', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const groupName = 'Birdwatching Society';
  const rule = { title: 'No selling', text: 'Buying and selling go to the marketplace.' };
  const forSale = 'Selling my old binoculars, message me for a price';
  const heron = 'A grey heron at the lake this morning.';
  const rude = 'Herons are boring, nobody cares';

  const moderator = await moderatorByApi(request);
  const admin = await registerVerifiedByApi(
    request,
    newMember({ firstName: 'Rosalind', lastName: 'Franklin' }),
  );
  const author = await registerVerifiedByApi(
    request,
    newMember({ firstName: 'Otto', lastName: 'Vendor' }),
  );
  const reporter = await registerVerifiedByApi(
    request,
    newMember({ firstName: 'Lena', lastName: 'Watcher' }),
  );
  const another = await registerVerifiedByApi(
    request,
    newMember({ firstName: 'Marco', lastName: 'Birder' }),
  );
  const group = await createGroupByApi(request, admin, groupName);
  const slug = group.slug;
  await callByApi(request, 'updateGroup', {
    token: admin.token,
    params: { slug },
    body: { rules: [rule] },
  });
  for (const member of [author, reporter, another]) {
    await callByApi(request, 'joinGroup', {
      token: member.token,
      params: { slug },
      body: { answers: [] },
    });
  }
  const sale = await createPostByApi(request, author, { text: forSale, group: group._id });
  const sighting = await createPostByApi(request, reporter, { text: heron, group: group._id });
  const comments = await callByApi(request, 'comment', {
    token: author.token,
    body: { postId: sighting._id, comment: rude },
  });
  const comment = comments.find((each) => each.comment === rude);
  if (!comment) throw new Error('The comment is not among the post’s comments');
  // The author has read what came before: the bell below shows the removal.
  await callByApi(request, 'markAllNotificationsRead', { token: author.token });

  const postName = `Post by ${fullNameOf(author)}`;
  const commentName = `Comment by ${fullNameOf(author)}`;

  await test.step('a member reports the post from the group’s page; another reports it through the API, and the comment too', async () => {
    const page = await signedInWindow(browser, reporter);
    await page.goto(`/groups/${slug}`);
    const feed = page.getByRole('feed', { name: `Posts in ${groupName}`, ...exact });
    const card = postCard(postWithText(feed, forSale));
    await card.options.click();
    await card.menu.getByRole('menuitem', { name: 'Report post', ...exact }).click();
    const dialog = page.getByRole('dialog', { name: 'Report post', ...exact });
    await dialog.getByRole('radio', { name: 'Spam', ...exact }).check();
    await expectCallsSucceed(page, ['reportItem'], () =>
      dialog.getByRole('button', { name: 'Send report', ...exact }).click(),
    );
    const thanks = page.getByRole('dialog', { name: 'Thanks for letting us know', ...exact });
    await thanks.getByRole('button', { name: 'Done', ...exact }).click();
    await expect(thanks).toBeHidden();
    await page.context().close();

    await callByApi(request, 'reportItem', {
      token: another.token,
      body: { kind: 'post', id: sale._id, reason: 'spam' },
    });
    // Reported last, so listed first.
    await callByApi(request, 'reportItem', {
      token: another.token,
      body: { kind: 'comment', id: comment._id, reason: 'harassment' },
    });
  });

  const siteModerator = await signedInWindow(browser, moderator);

  await test.step('the site’s moderators have both reports in their queue', async () => {
    await openSiteQueue(siteModerator);
    await expect(siteModerator.getByRole('article', { name: postName, ...exact })).toContainText(
      forSale,
    );
    await expect(siteModerator.getByRole('article', { name: commentName, ...exact })).toContainText(
      rude,
    );
  });

  const a = await signedInWindow(browser, admin);
  const reports = reportsUi(a);

  await test.step('the admin finds both under Reports on the Requests tab, with the reasons and counts; axe in both themes', async () => {
    await a.goto(`/groups/${slug}`);
    await groupUi(a).tab('Requests').click();
    await expectPath(a, `/groups/${slug}/requests`);
    const post = reports.item(postName);
    await expect(post).toContainText(forSale);
    await expect(post).toContainText('2 reports: Spam (2)');
    await expect(reports.item(commentName)).toContainText(rude);
    await expect(reports.item(commentName)).toContainText('1 report: Harassment or bullying (1)');
    // The latest reported first.
    await expect(reports.list.getByRole('article')).toHaveCount(2);
    await expect(reports.list.getByRole('article').first()).toHaveAccessibleName(commentName);
    for (const theme of THEMES) {
      await switchTheme(a, theme);
      await checkScreen(a, 'reports', theme, post);
    }
  });

  await test.step('the admin removes the post citing the rule; the focus goes to the report left', async () => {
    const post = reports.item(postName);
    await post.getByRole('button', { name: 'Remove post', ...exact }).click();
    const dialog = a.getByRole('dialog', { name: 'Remove post', ...exact });
    await expect(dialog.getByRole('group', { name: 'Which rule does it break?' })).toContainText(
      rule.text,
    );
    await dialog.getByRole('radio', { name: new RegExp(`^${rule.title}`) }).check();
    await expectCallsSucceed(a, ['removeGroupPost'], () =>
      dialog.getByRole('button', { name: 'Remove post', ...exact }).click(),
    );
    await expect(dialog).toBeHidden();
    await expect(post).toHaveCount(0);
    await expect(reports.status).toHaveText('The post is removed.');
    await expect(
      reports.item(commentName).getByRole('heading', { name: commentName }),
    ).toBeFocused();
  });

  await test.step('the author’s bell says a moderator of the group removed the post, naming the rule', async () => {
    const page = await signedInWindow(browser, author);
    const bell = notificationsUi(page);
    await expect(bell.button).toHaveAccessibleName('Notifications, 1 unread');
    await bell.button.click();
    await expect(
      notificationLink(bell.list, `A moderator of ${groupName} removed your post: ${rule.title}`),
    ).toBeVisible();
    await page.context().close();
  });

  await test.step('the admin dismisses the comment’s report by keyboard, at once; the focus goes to the heading', async () => {
    const item = reports.item(commentName);
    await item.getByRole('button', { name: 'Dismiss', ...exact }).focus();
    await expectCallsSucceed(a, ['dismissGroupReports'], () => a.keyboard.press('Enter'));
    await expect(item).toHaveCount(0);
    await expect(reports.status).toHaveText('The reports are dismissed.');
    await expect(
      reports.section.getByText('Nothing in the group is reported.', exact),
    ).toBeVisible();
    await expect(reports.heading).toBeFocused();
    await checkScreen(a, 'reports handled', 'light', reports.section);
  });

  await test.step('the site’s queue no longer holds the removed post, and still holds the dismissed comment', async () => {
    await openSiteQueue(siteModerator);
    await expect(siteModerator.getByRole('article', { name: commentName, ...exact })).toContainText(
      rude,
    );
    await expect(siteModerator.getByRole('article', { name: postName, ...exact })).toHaveCount(0);
    await expect(siteModerator.getByText(forSale)).toHaveCount(0);
  });

  // The journeys share one server: the site's queue is left empty, as the moderation journey
  // expects it, by the group's own removal (which the site's log does not hold).
  await test.step('the group’s admin removes the comment in turn; the site’s queue lets it go', async () => {
    await callByApi(request, 'removeGroupComment', {
      token: admin.token,
      params: { slug, commentId: comment._id },
      body: { rule: 0 },
    });
    await openSiteQueue(siteModerator);
    await expect(siteModerator.getByRole('article', { name: commentName, ...exact })).toHaveCount(
      0,
    );
  });
});
