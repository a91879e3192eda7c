/** Locators and steps of the account screens, by the accessible names of notes/ui-contract.md. */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEFAULT_COMMUNITY } from '@quad/contract';
import { SCREENSHOTS_DIR } from './paths';

const exact = { exact: true } as const;

/**
 * The app has drawn the screen, or hydrated the one the server drew: React's keys are on its main
 * element. Until then a server-drawn button does nothing, and a click on it is lost.
 */
export const waitForApp = async (page: Page) => {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main');
      return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
    },
    undefined,
    { timeout: 30_000 },
  );
};

export const expectPath = (page: Page, pathname: string, timeout?: number) =>
  expect(page).toHaveURL((url) => url.pathname === pathname, { timeout });

export const loginForm = (page: Page) => ({
  email: page.getByLabel('Email address', exact),
  password: page.getByLabel('Password', exact),
  submit: page.getByRole('button', { name: 'Log In', ...exact }),
  createAccount: page.getByRole('button', { name: 'Create Account', ...exact }),
  forgotten: page.getByRole('link', { name: 'Forgotten Password?', ...exact }),
});

export const expectLoginPage = async (page: Page) => {
  const form = loginForm(page);
  await expect(form.email).toBeVisible();
  await expect(form.password).toBeVisible();
  await expect(form.submit).toBeVisible();
};

export const logIn = async (page: Page, email: string, password: string) => {
  const form = loginForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
};

export const accountMenuButton = (page: Page) =>
  page.getByRole('button', { name: 'Account menu', ...exact });

export const expectSignedIn = async (page: Page) => {
  await expect(accountMenuButton(page)).toBeVisible();
  await expectPath(page, '/');
};

/** An item of the account menu, whether it is rendered as a menu item, a button or a link. */
export const menuItem = (page: Page, name: string) =>
  page
    .getByRole('menuitem', { name, ...exact })
    .or(page.getByRole('button', { name, ...exact }))
    .or(page.getByRole('link', { name, ...exact }));

export const openAccountMenu = async (page: Page) => {
  await accountMenuButton(page).click();
  await expect(menuItem(page, 'Log out')).toBeVisible();
};

export const logOut = async (page: Page) => {
  await openAccountMenu(page);
  await menuItem(page, 'Log out').click();
  await expectPath(page, '/login');
  await expectLoginPage(page);
};

export const resendVerificationButton = (page: Page) =>
  page.getByRole('button', { name: 'Resend verification email', ...exact });

export const expectVerificationBanner = async (page: Page) => {
  await expect(resendVerificationButton(page)).toBeVisible();
  await expect(page.getByText(/verify/i).first()).toBeVisible();
  await expect(page.getByText(/24 hours/).first()).toBeVisible();
};

export const expectNoVerificationBanner = async (page: Page) => {
  await expect(resendVerificationButton(page)).toHaveCount(0);
  await expect(page.getByText(/24 hours/)).toHaveCount(0);
};

/** Full-page screenshot kept in artifacts/screenshots and attached to the report. */
export const saveScreenshot = async (page: Page, name: string) => {
  await mkdir(SCREENSHOTS_DIR, { recursive: true });
  const file = path.join(SCREENSHOTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  await test.info().attach(name, { path: file, contentType: 'image/png' });
};

/** Moves the focus with Tab alone until `target` has it, as a keyboard user would. */
export const tabTo = async (page: Page, target: Locator, maxPresses = 40) => {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${target.toString()} within ${maxPresses} presses`);
};

export const expectHeader = async (page: Page, firstName: string) => {
  const links = [DEFAULT_COMMUNITY.productName, 'Home feed', 'Friends', firstName, 'Messages'];
  const buttons = ['Notifications', 'Account menu'];
  for (const name of links) {
    await expect(page.getByRole('link', { name, ...exact }).first()).toBeVisible();
  }
  for (const name of buttons) {
    await expect(page.getByRole('button', { name, ...exact })).toBeVisible();
  }
};

export const ACCOUNT_MENU_ITEMS = [
  'See your profile',
  'Give feedback',
  'Settings & privacy',
  'Help & support',
  'Display',
  'Log out',
];
