import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { registerVerifiedByApi } from '../support/member-api';
import { newMember } from '../support/members';
import { signedInWindow } from '../support/posts-ui';
import { switchTheme } from '../support/theme';

const exact = { exact: true } as const;

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications', ...exact });

test('a member chooses, by keyboard, how notifications reach them, and finds it after a reload', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const member = newMember({ firstName: 'Ada', lastName: 'Lovelace' });
  const signedUp = await registerVerifiedByApi(request, member);
  const page = await signedInWindow(browser, member);
  await page.goto('/settings');
  const section = notifications(page);
  const table = section.getByRole('table', { name: 'What reaches you, and how' });
  await expect(table).toBeVisible();

  await test.step('the table names each kind, under its group, in both themes without an axe finding', async () => {
    for (const heading of ['People', 'Posts', 'Groups', 'Events', 'Messages', 'Safety']) {
      await expect(table.getByRole('columnheader', { name: heading, ...exact })).toBeVisible();
    }
    await expect(table.getByRole('rowheader', { name: 'Direct messages' })).toBeVisible();
    for (const theme of ['dark', 'light'] as const) {
      await switchTheme(page, theme);
      await expect(notifications(page).getByRole('table')).toBeVisible();
      await expectAccessible(page, `notification settings (${theme})`);
    }
  });

  await test.step('e-mail of comments Off, and the digest Daily, with the keyboard only', async () => {
    const comments = section.getByRole('combobox', { name: 'E-mail: Comments on your posts' });
    await expect(comments).toHaveValue('digest');
    await comments.focus();
    // Digest → Immediately → Off, as a keyboard user moves through a closed select.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(comments).toHaveValue('off');
    await expect(section.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

    const digest = section.getByRole('combobox', { name: 'Digest', ...exact });
    await expect(digest).toHaveValue('weekly');
    // Tab onwards from the table's last control to the digest.
    await section.getByRole('combobox', { name: 'E-mail: Removals by moderators' }).focus();
    await page.keyboard.press('Tab');
    await expect(digest).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(digest).toHaveValue('daily');

    const messageText = section.getByRole('checkbox', { name: 'Show message text in e-mails' });
    await page.keyboard.press('Tab');
    await expect(messageText).toBeFocused();
    await page.keyboard.press('Space');
    await expect(messageText).toBeChecked();
  });

  await test.step('saved: a reload shows the same choices', async () => {
    await expect
      .poll(async () => {
        const response = await request.get('/api/v1/settings/delivery', {
          headers: { authorization: `Bearer ${signedUp.token}` },
        });
        const body = (await response.json()) as {
          digest: string;
          show_message_text: boolean;
          kinds: { comment: { email: string } };
        };
        return [body.kinds.comment.email, body.digest, body.show_message_text];
      })
      .toEqual(['off', 'daily', true]);
    await page.reload();
    const after = notifications(page);
    await expect(
      after.getByRole('combobox', { name: 'E-mail: Comments on your posts' }),
    ).toHaveValue('off');
    await expect(after.getByRole('combobox', { name: 'Digest', ...exact })).toHaveValue('daily');
    await expect(
      after.getByRole('checkbox', { name: 'Show message text in e-mails' }),
    ).toBeChecked();
    await expect(
      after.getByRole('combobox', { name: 'E-mail: Reactions to your posts' }),
    ).toHaveValue('digest');
  });
});
