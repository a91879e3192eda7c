import { expect, test, type Page } from '@playwright/test';
import { suspensionDay } from '@quad/contract';
import { expectAccessible } from '../support/axe';
import { callByApi } from '../support/api';
import {
  befriendByApi,
  createPostByApi,
  moderatorByApi,
  registerVerifiedByApi,
} from '../support/member-api';
import { MODERATOR, newMember } from '../support/members';
import { fullNameOf, notificationsUi } from '../support/members-ui';
import { homeFeed, postCard as postParts, postWithText, signedInWindow } from '../support/posts-ui';
import { switchTheme, type Theme } from '../support/theme';
import {
  expectLoginPage,
  expectPath,
  logIn,
  loginForm,
  menuItem,
  openAccountMenu,
} from '../support/ui';
import { screenChecks } from '../support/screen-checks';

const exact = { exact: true } as const;
const THEMES: Theme[] = ['dark', 'light'];

const { checkScreen } = screenChecks('moderation');

const card = (page: Page, name: string) => page.getByRole('article', { name, ...exact });

test('a moderator removes a reported post and A is told why; a suspended member cannot sign in and sees why; others get the 403 screen', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const moderator = MODERATOR;
  const memberA = newMember({ firstName: 'Grace', lastName: 'Hopper' });
  const memberB = newMember({ firstName: 'Annie', lastName: 'Easley' });
  const memberC = newMember({ firstName: 'Mallory', lastName: 'Mayhem' });
  const postText = 'Buy cheap essays at my site!';
  const removal = 'Advertising is not allowed on Quad.';
  const suspension = 'Repeated harassment of other students.';

  await test.step('A posts; B reports the post from the feed, and C through the API', async () => {
    await moderatorByApi(request);
    const a = await registerVerifiedByApi(request, memberA);
    const b = await registerVerifiedByApi(request, memberB);
    const c = await registerVerifiedByApi(request, memberC);
    await befriendByApi(request, a, b);
    // A has read the friendship's notice: the bell below counts the removal alone.
    await callByApi(request, 'markAllNotificationsRead', { token: a.token });
    await createPostByApi(request, a, { text: postText });
    await callByApi(request, 'reportItem', {
      token: b.token,
      body: { kind: 'member', id: c.id, reason: 'harassment' },
    });

    const bWindow = await signedInWindow(browser, b);
    const reported = postParts(postWithText(homeFeed(bWindow), postText));
    await reported.options.click();
    await reported.menu.getByRole('menuitem', { name: 'Report post', ...exact }).click();
    const dialog = bWindow.getByRole('dialog', { name: 'Report post', ...exact });
    await dialog.getByRole('radio', { name: 'Spam', ...exact }).check();
    await dialog
      .getByRole('textbox', { name: 'Add a note (optional)', ...exact })
      .fill('Ads in every group');
    await dialog.getByRole('button', { name: 'Send report', ...exact }).click();
    const thanks = bWindow.getByRole('dialog', { name: 'Thanks for letting us know', ...exact });
    await thanks.getByRole('button', { name: 'Done', ...exact }).click();
    await expect(thanks).toBeHidden();
    await bWindow.context().close();
  });

  const mod = await signedInWindow(browser, moderator);
  const postCard = card(mod, `Post by ${fullNameOf(memberA)}`);
  const memberCard = card(mod, `Member: ${fullNameOf(memberC)}`);

  await test.step('the account menu leads the moderator to Moderation; axe in both themes', async () => {
    await openAccountMenu(mod);
    await menuItem(mod, 'Moderation').click();
    await expectPath(mod, '/moderation');
    await expect(mod.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
    await expect(postCard.getByText(postText)).toBeVisible();
    await expect(postCard.getByRole('region', { name: 'Reasons' })).toContainText('Spam: 1');
    await expect(postCard.getByRole('region', { name: 'Notes' })).toContainText(
      'Ads in every group',
    );
    for (const theme of THEMES) {
      await switchTheme(mod, theme);
      await checkScreen(mod, 'queue', theme, postCard);
    }
  });

  await test.step('the moderator removes the post with a reason', async () => {
    for (const theme of THEMES) {
      await switchTheme(mod, theme);
      const remove = postCard.getByRole('button', { name: 'Remove', ...exact });
      await remove.click();
      const dialog = mod.getByRole('dialog', { name: 'Remove this post?', ...exact });
      await checkScreen(mod, 'remove dialog', theme, dialog);
      if (theme === 'dark') {
        await mod.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(remove).toBeFocused();
      } else {
        await dialog.getByRole('textbox', { name: 'Reason', ...exact }).fill(removal);
        await dialog.getByRole('button', { name: 'Remove', ...exact }).click();
        await expect(dialog).toBeHidden();
      }
    }
    await expect(mod.getByRole('status')).toHaveText(
      'The item is removed and its author told why.',
    );
    await expect(postCard).toBeHidden();
  });

  await test.step('A sees the notice in the bell', async () => {
    const a = await signedInWindow(browser, memberA);
    const bell = notificationsUi(a);
    await expect(bell.button).toHaveAccessibleName('Notifications, 1 unread');
    await bell.button.click();
    const notice = bell.list.getByRole('link', {
      name: new RegExp(`^A moderator removed your post: ${removal.replaceAll('.', '\\.')}, `),
    });
    await expect(notice).toBeVisible();
    await expectAccessible(a, 'the removal notice in the bell');
    await a.context().close();
  });

  const c = await signedInWindow(browser, memberC);

  await test.step('the moderator suspends C for 7 days with a reason', async () => {
    await memberCard.getByRole('button', { name: 'Suspend', ...exact }).click();
    const dialog = mod.getByRole('dialog', { name: `Suspend ${fullNameOf(memberC)}?`, ...exact });
    await expect(dialog.getByRole('radio', { name: '7 days', ...exact })).toBeChecked();
    await checkScreen(mod, 'suspend dialog', 'light', dialog);
    await dialog.getByRole('textbox', { name: 'Reason', ...exact }).fill(suspension);
    await dialog.getByRole('button', { name: 'Suspend', ...exact }).click();
    await expect(dialog).toBeHidden();
    await expect(memberCard.getByText(/^Suspended until .*: Repeated harassment/)).toBeVisible();
    await expect(
      memberCard.getByRole('button', { name: 'Lift suspension', ...exact }),
    ).toBeVisible();
  });

  await test.step('the log lists both actions; axe in both themes', async () => {
    await mod.getByRole('link', { name: 'Log', ...exact }).click();
    await expectPath(mod, '/moderation/log');
    const table = mod.getByRole('table', { name: 'Moderators’ actions, newest first' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row').nth(1)).toContainText(fullNameOf(memberC));
    await expect(table.getByRole('row').nth(2)).toContainText(removal);
    for (const theme of THEMES) {
      await switchTheme(mod, theme);
      await checkScreen(mod, 'log', theme, table);
    }
  });

  await test.step('C’s session ended; signing in again says why and until when', async () => {
    await c.reload();
    await expectLoginPage(c);
    const message = `Your account is suspended until ${suspensionDay(
      new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
    )}: ${suspension}`;
    for (const theme of THEMES) {
      await switchTheme(c, theme);
      await logIn(c, memberC.email, memberC.password);
      const alert = c.getByRole('alert').filter({ hasText: 'suspended' });
      await expect(alert).toHaveText(message);
      await expect(loginForm(c).submit).toBeVisible();
      await checkScreen(c, 'suspended sign-in', theme, alert);
    }
  });

  await test.step('B, who is no moderator, gets the 403 screen at /moderation', async () => {
    const b = await signedInWindow(browser, memberB);
    await b.goto('/moderation');
    const heading = b.getByRole('heading', {
      level: 1,
      name: 'You don’t have access to this page',
    });
    await expect(b.getByText('Only moderators can open Moderation.')).toBeVisible();
    for (const theme of THEMES) {
      await switchTheme(b, theme);
      await checkScreen(b, 'no access', theme, heading);
    }
    await openAccountMenu(b);
    await expect(menuItem(b, 'Moderation')).toHaveCount(0);
  });

  await test.step('the moderator lifts the suspension and dismisses the reports about C, each with a reason; C signs in again', async () => {
    await mod.getByRole('link', { name: 'Reports', ...exact }).click();
    await switchTheme(mod, 'dark');
    await memberCard.getByRole('button', { name: 'Lift suspension', ...exact }).click();
    const lift = mod.getByRole('dialog', {
      name: `Lift the suspension of ${fullNameOf(memberC)}?`,
      ...exact,
    });
    await lift.getByRole('textbox', { name: 'Reason (optional)', ...exact }).fill('Appeal upheld.');
    await checkScreen(mod, 'lift dialog', 'dark', lift);
    await lift.getByRole('button', { name: 'Lift suspension', ...exact }).click();
    await expect(lift).toBeHidden();
    await expect(memberCard.getByText('Not suspended', exact)).toBeVisible();
    await expect(
      memberCard.getByText('Before: 0 items removed, 1 suspension', exact),
    ).toBeVisible();

    await switchTheme(mod, 'light');
    await memberCard.getByRole('button', { name: 'Dismiss', ...exact }).click();
    const dismiss = mod.getByRole('dialog', {
      name: `Dismiss the reports about ${fullNameOf(memberC)}?`,
      ...exact,
    });
    await dismiss
      .getByRole('textbox', { name: 'Reason (optional)', ...exact })
      .fill('Settled between them.');
    await checkScreen(mod, 'dismiss dialog', 'light', dismiss);
    await dismiss.getByRole('button', { name: 'Dismiss', ...exact }).click();
    await expect(dismiss).toBeHidden();
    await expect(mod.getByText('No open reports. All clear.', exact)).toBeVisible();

    await mod.getByRole('link', { name: 'Log', ...exact }).click();
    const table = mod.getByRole('table', { name: 'Moderators’ actions, newest first' });
    await expect(table.getByRole('row').nth(1)).toContainText('Settled between them.');
    await expect(table.getByRole('row').nth(2)).toContainText('Appeal upheld.');

    // Signing in lands on the home page again.
    await signedInWindow(browser, memberC);
  });
});
