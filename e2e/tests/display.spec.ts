import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { newMember, registerByApi } from '../support/members';
import { darkThemeCookie, expectTheme } from '../support/theme';
import {
  expectLoginPage,
  expectSignedIn,
  logIn,
  logOut,
  menuItem,
  openAccountMenu,
  saveScreenshot,
} from '../support/ui';

const darkModeHeading = (page: Page) => page.getByRole('heading', { name: 'Dark Mode' });

const openDisplayMenu = async (page: Page) => {
  await openAccountMenu(page);
  await menuItem(page, 'Display').click();
  await expect(darkModeHeading(page)).toBeVisible();
};

const chooseDarkMode = async (page: Page, choice: 'On' | 'Off') => {
  await page.getByRole('radio', { name: choice, exact: true }).click();
  await expect.poll(() => darkThemeCookie(page)).toBe(choice === 'On' ? 'true' : 'false');
  await expectTheme(page, choice === 'On' ? 'dark' : 'light');
};

/** Escape leaves the submenu, then closes the menu. */
const closeMenu = async (page: Page) => {
  const open = () => darkModeHeading(page).or(menuItem(page, 'Log out'));
  for (let presses = 0; presses < 3 && (await open().count()) > 0; presses += 1) {
    await page.keyboard.press('Escape');
  }
  await expect(open(), 'Escape should close the account menu').toHaveCount(0);
};

test('Display -> Dark Mode switches the theme, dark by default; light and dark screenshots', async ({
  page,
  request,
}) => {
  const member = newMember({ firstName: 'Alan', lastName: 'Turing', gender: 'male' });
  await registerByApi(request, member);

  await test.step('the login page is dark by default', async () => {
    await page.goto('/login');
    await expectLoginPage(page);
    expect(await darkThemeCookie(page)).not.toBe('false');
    await expectTheme(page, 'dark');
    await saveScreenshot(page, 'login-dark');
  });

  await test.step('the home page is dark by default', async () => {
    await logIn(page, member.email, member.password);
    await expectSignedIn(page);
    await expectTheme(page, 'dark');
    await saveScreenshot(page, 'home-dark');
  });

  await test.step('Display -> Dark Mode Off gives the light theme', async () => {
    await openDisplayMenu(page);
    await expectAccessible(page, 'account menu, Display');
    await chooseDarkMode(page, 'Off');
    await closeMenu(page);
    await expectAccessible(page, 'home, light');
    await saveScreenshot(page, 'home-light');
  });

  await test.step('the choice is kept after logout', async () => {
    await logOut(page);
    await expectTheme(page, 'light');
    await expectAccessible(page, 'login page, light');
    await saveScreenshot(page, 'login-light');
  });

  await test.step('Display -> Dark Mode On brings the dark theme back, also after a reload', async () => {
    await logIn(page, member.email, member.password);
    await expectSignedIn(page);
    await expectTheme(page, 'light');
    await openDisplayMenu(page);
    await chooseDarkMode(page, 'On');
    await closeMenu(page);
    const reloaded = await page.reload();
    expect(reloaded?.status(), 'GET / should serve the web app').toBe(200);
    await expectSignedIn(page);
    await expectTheme(page, 'dark');
  });
});
