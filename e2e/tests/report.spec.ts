import { expect, test, type Page } from '@playwright/test';
import { befriendByApi, createPostByApi, registerVerifiedByApi } from '../support/member-api';
import { newMember } from '../support/members';
import { homeFeed, postCard, postWithText, signedInWindow } from '../support/posts-ui';
import { switchTheme } from '../support/theme';
import { screenChecks } from '../support/screen-checks';

const exact = { exact: true } as const;

const reportDialog = (page: Page) => page.getByRole('dialog', { name: 'Report post', ...exact });
const thanksDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Thanks for letting us know', ...exact });

/** Post options → Report post, on the post holding `text`. */
const openReport = async (page: Page, text: string) => {
  const card = postCard(postWithText(homeFeed(page), text));
  await card.options.click();
  await card.menu.getByRole('menuitem', { name: 'Report post', ...exact }).click();
  const dialog = reportDialog(page);
  await expect(dialog.getByRole('radio')).toHaveCount(7);
  return dialog;
};

const { checkScreen } = screenChecks('report');

test('B reports A’s post with a reason and a note, hides it, and a self-harm report shows the support contact', async ({
  browser,
  request,
}) => {
  const memberA = await registerVerifiedByApi(
    request,
    newMember({ firstName: 'Ada', lastName: 'Lovelace' }),
  );
  const memberB = await registerVerifiedByApi(
    request,
    newMember({ firstName: 'Ben', lastName: 'Okafor' }),
  );
  await befriendByApi(request, memberA, memberB);
  const spam = 'Selling the midterm answers, message me';
  const worrying = 'I do not see the point of anything any more';
  await createPostByApi(request, memberA, { text: spam });
  await createPostByApi(request, memberA, { text: worrying });
  const b = await signedInWindow(browser, memberB);
  await expect(postWithText(homeFeed(b), spam)).toBeVisible();

  await test.step('the report dialog, in both themes', async () => {
    for (const theme of ['dark', 'light'] as const) {
      await switchTheme(b, theme);
      await checkScreen(b, 'feed', theme, postWithText(homeFeed(b), spam));
      const dialog = await openReport(b, spam);
      await expect(dialog.getByRole('radio', { name: 'Harassment or bullying' })).toBeVisible();
      await checkScreen(b, 'report dialog', theme, dialog);
      await dialog.getByRole('button', { name: 'Cancel', ...exact }).click();
      await expect(dialog).toBeHidden();
      await expect(postCard(postWithText(homeFeed(b), spam)).options).toBeFocused();
    }
  });

  await test.step('B reports the post as spam with a note, is thanked, and hides it', async () => {
    const dialog = await openReport(b, spam);
    await dialog.getByRole('radio', { name: 'Spam', ...exact }).check();
    await dialog
      .getByRole('textbox', { name: 'Add a note (optional)', ...exact })
      .fill('Posted in three groups today.');
    await dialog.getByRole('button', { name: 'Send report', ...exact }).click();
    const thanks = thanksDialog(b);
    await expect(thanks.getByText(/Our moderators will look at it/)).toBeVisible();
    await expect(thanks.getByRole('note')).toHaveCount(0);
    await checkScreen(b, 'thanks', 'light', thanks);

    await thanks.getByRole('button', { name: 'Hide this post', ...exact }).click();
    await expect(thanks).toBeHidden();
    await expect(postWithText(homeFeed(b), spam)).toHaveCount(0);
    await expect(postWithText(homeFeed(b), worrying)).toBeVisible();
    // Kept on the server: a reload does not bring it back.
    await b.reload();
    await expect(postWithText(homeFeed(b), worrying)).toBeVisible();
    await expect(postWithText(homeFeed(b), spam)).toHaveCount(0);
  });

  await test.step('A still sees the post', async () => {
    const a = await signedInWindow(browser, memberA);
    await expect(postWithText(homeFeed(a), spam)).toBeVisible();
    await a.context().close();
  });

  await test.step('a self-harm report shows the support contact (dark theme)', async () => {
    await switchTheme(b, 'dark');
    const dialog = await openReport(b, worrying);
    await dialog.getByRole('radio', { name: 'Self-harm', ...exact }).check();
    await dialog.getByRole('button', { name: 'Send report', ...exact }).click();
    const thanks = thanksDialog(b);
    await expect(thanks.getByRole('note')).toContainText('988 (Suicide & Crisis Lifeline)');
    await checkScreen(b, 'thanks self-harm', 'dark', thanks);
    await thanks.getByRole('button', { name: 'Done', ...exact }).click();
    await expect(thanks).toBeHidden();
    await expect(postWithText(homeFeed(b), worrying)).toBeVisible();
  });
});
