import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { createPostByApi, registerVerifiedByApi } from '../support/member-api';
import { newMember, uniquePassword } from '../support/members';
import { signedInWindow } from '../support/posts-ui';
import { switchTheme } from '../support/theme';
import {
  expectLoginPage,
  expectPath,
  expectSignedIn,
  logIn,
  menuItem,
  openAccountMenu,
} from '../support/ui';

const exact = { exact: true } as const;

const section = (page: Page, name: string) => page.getByRole('region', { name, ...exact });

test('a member changes the password, downloads their information and deletes the account', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const member = newMember({ firstName: 'Grace', lastName: 'Hopper' });
  const signedUp = await registerVerifiedByApi(request, member);
  await createPostByApi(request, signedUp, { text: 'Leaving with my data' });
  const page = await signedInWindow(browser, member);
  const newPassword = uniquePassword();

  await test.step('Settings & privacy leads to /settings; axe in both themes', async () => {
    await openAccountMenu(page);
    await menuItem(page, 'Settings & privacy').click();
    await menuItem(page, 'Settings').click();
    await expectPath(page, '/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(
      section(page, 'Notifications').getByRole('checkbox', { name: 'In Quad: Friend requests' }),
    ).toBeChecked();
    for (const theme of ['dark', 'light'] as const) {
      await switchTheme(page, theme);
      await expect(section(page, 'Notifications').getByRole('checkbox').first()).toBeVisible();
      await expectAccessible(page, `settings (${theme})`);
    }
  });

  await test.step('changes the password and signs in with the new one', async () => {
    const password = section(page, 'Change password');
    await password.getByLabel('Current password', exact).fill(member.password);
    await password.getByLabel('New password', exact).fill(newPassword);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByRole('status')).toHaveText(/Your password has been changed/);

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto('/login');
    await logIn(otherPage, member.email, member.password);
    await expect(otherPage.getByText(/incorrect/)).toBeVisible();
    await logIn(otherPage, member.email, newPassword);
    await expectSignedIn(otherPage);
    await other.close();
  });

  await test.step('downloads the information as a zip', async () => {
    const data = section(page, 'Download your information');
    const downloaded = page.waitForEvent('download');
    await data.getByRole('button', { name: 'Download your information' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^quad-${signedUp.username}-\\d{4}-\\d{2}-\\d{2}\\.zip$`),
    );
    const file = await download.path();
    const bytes = await readFile(file);
    // A zip begins with its first local file header.
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(bytes.includes(Buffer.from('profile.json'))).toBe(true);
  });

  await test.step('deletes the account with the password, and cannot sign in again', async () => {
    await section(page, 'Delete your account')
      .getByRole('button', { name: 'Delete your account' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'delete account dialog');
    await dialog.getByLabel('Your password', exact).fill(newPassword);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expectPath(page, '/login');
    await expectLoginPage(page);
    await logIn(page, member.email, newPassword);
    await expect(page.getByText(/incorrect/)).toBeVisible();
    await expectPath(page, '/login');
  });
});
