/** Locators and steps of the members screens, by the accessible names of notes/ui-contract.md. */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { RegisterResponse } from '@quad/contract';
import { apiPath } from './api';
import type { Member } from './members';
import { readActivationLink } from './outbox';
import { accountMenuButton, expectLoginPage, expectPath, logIn, loginForm, waitForApp } from './ui';

const exact = { exact: true } as const;

export const fullNameOf = (member: Pick<Member, 'firstName' | 'lastName'>) =>
  `${member.firstName} ${member.lastName}`;

/** The windows newMemberPage opened, with the journey that opened each. */
const openedBy = new Map<BrowserContext, string>();

/**
 * A browser window of its own per member: separate cookies and local storage. The browser lasts
 * the whole run, so the windows of earlier journeys are closed first: left open, they would go on
 * listening to the server and polling it until the run ends.
 */
export const newMemberPage = async (browser: Browser) => {
  const journey = test.info().testId;
  for (const [context, opener] of openedBy) {
    if (opener === journey) continue;
    openedBy.delete(context);
    await context.close();
  }
  const context = await browser.newContext();
  openedBy.set(context, journey);
  const page = await context.newPage();
  // Each screen it opens is used once the app has taken it over (see waitForApp).
  const open = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await open(url, options);
    await waitForApp(page);
    return response;
  };
  return page;
};

/** Signs up through the Sign Up dialog and returns the server's answer (with the username). */
export const signUpThroughUi = async (page: Page, member: Member) => {
  await page.goto('/login');
  await expectLoginPage(page);
  await loginForm(page).createAccount.click();
  const dialog = page.getByRole('dialog', { name: 'Sign Up' });
  await dialog.getByLabel('First name', exact).fill(member.firstName);
  await dialog.getByLabel('Last name', exact).fill(member.lastName);
  await dialog.getByLabel('University email address', exact).fill(member.email);
  await dialog.getByLabel('New password', exact).fill(member.password);
  await dialog.getByLabel('College', exact).selectOption(member.college);
  await dialog.getByLabel('Year', exact).selectOption(String(member.birthYear));
  await dialog
    .getByRole('radio', { name: member.gender === 'male' ? 'Male' : 'Female', ...exact })
    .check();
  const registered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === apiPath('register') &&
      response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Sign Up', ...exact }).click();
  const response = await registered;
  expect(response.status(), await response.text()).toBe(201);
  const answer = (await response.json()) as RegisterResponse;
  await expect(dialog.getByRole('status').filter({ hasText: answer.message })).toBeVisible();
  // The member is signed in and sent home 3.5 s after the message.
  await expect(accountMenuButton(page)).toBeVisible();
  await expectPath(page, '/');
  return answer;
};

/** Opens the e-mailed verification link in a signed-in window. */
export const verifySignedIn = async (page: Page, email: string) => {
  await page.goto(await readActivationLink(email));
  await expect(page.getByRole('heading', { name: 'Account verification succeeded' })).toBeVisible();
  await expectPath(page, '/', 10_000);
  await expect(accountMenuButton(page)).toBeVisible();
};

/** Opens the e-mailed verification link signed out, logs in, and lets the activation complete. */
export const verifyByLoggingIn = async (page: Page, member: Member) => {
  await page.goto(await readActivationLink(member.email));
  await expect(page.getByText('Log in to finish verifying your account')).toBeVisible();
  await logIn(page, member.email, member.password);
  await expect(page.getByRole('heading', { name: 'Account verification succeeded' })).toBeVisible();
  await expectPath(page, '/', 10_000);
  await expect(accountMenuButton(page)).toBeVisible();
};

export const searchUi = (page: Page) => {
  const panel = page.getByRole('dialog', { name: 'Search', ...exact });
  return {
    opener: page.getByRole('button', { name: 'Search Quad', ...exact }),
    panel,
    input: panel.getByRole('searchbox', { name: 'Search Quad', ...exact }),
    close: panel.getByRole('button', { name: 'Close search', ...exact }),
    recentHeading: panel.getByRole('heading', { name: 'Recent searches', ...exact }),
    /** The member links of the panel, results or recent entries, in order. */
    memberLinks: panel.getByRole('link'),
  };
};

/** The bell (named "Notifications", or "Notifications, 3 unread") and its dropdown. */
export const notificationsUi = (page: Page) => {
  const dropdown = page.getByRole('region', { name: 'Notifications', ...exact });
  return {
    button: page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ }),
    dropdown,
    /** The spec's friend-requests line. */
    requestsLink: dropdown.getByRole('link', {
      name: /^(You have active friend requests|No new requests)$/,
    }),
    /** The newest notifications. */
    list: dropdown.getByRole('list', { name: 'Newest notifications', ...exact }),
    markAllRead: dropdown.getByRole('button', { name: 'Mark all as read', ...exact }),
    seeAll: dropdown.getByRole('link', { name: 'See all', ...exact }),
  };
};

export const profileUi = (page: Page) => ({
  name: page.getByRole('heading', { level: 1 }),
  addFriend: page.getByRole('button', { name: 'Add Friend', ...exact }),
  cancelRequest: page.getByRole('button', { name: 'Cancel Request', ...exact }),
  follow: page.getByRole('button', { name: 'Follow', ...exact }),
  following: page.getByRole('button', { name: 'Following', ...exact }),
  respond: page.getByRole('button', { name: 'Respond', ...exact }),
  friends: page.getByRole('button', { name: 'Friends', ...exact }),
  intro: page.getByRole('region', { name: 'Intro', ...exact }),
  friendsCard: page.getByRole('region', { name: 'Friends', ...exact }),
});

/** Loads a member's profile and waits for its name heading. */
export const openProfile = async (page: Page, username: string, name: string) => {
  await page.goto(`/profile/${encodeURIComponent(username)}`);
  await expect(profileUi(page).name).toHaveText(name);
};

/** The four sections of /friends. */
export const friendsHomeUi = (page: Page) => ({
  requests: page.getByRole('region', { name: 'Friend Requests', ...exact }),
  sent: page.getByRole('region', { name: 'Sent Requests', ...exact }),
  suggestions: page.getByRole('region', { name: 'People You May Know', ...exact }),
  friends: page.getByRole('main').getByRole('region', { name: 'Friends', ...exact }),
});

export const friendCard = (page: Page, name: string) =>
  page.getByRole('article', { name, ...exact });
