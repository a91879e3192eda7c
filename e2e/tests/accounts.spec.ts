import { expect, test } from '@playwright/test';
import { apiPath, nextApiMessage, sessionTokenOf } from '../support/api';
import { expectAccessible } from '../support/axe';
import { newMember, registerByApi, uniquePassword } from '../support/members';
import { readActivationLink, readResetCode } from '../support/outbox';
import {
  ACCOUNT_MENU_ITEMS,
  accountMenuButton,
  expectHeader,
  expectLoginPage,
  expectNoVerificationBanner,
  expectPath,
  expectSignedIn,
  expectVerificationBanner,
  logIn,
  loginForm,
  logOut,
  menuItem,
  openAccountMenu,
  resendVerificationButton,
  tabTo,
} from '../support/ui';

const exact = { exact: true } as const;

test('a new member signs up, verifies the address, signs in and out and resets the password', async ({
  page,
}) => {
  const member = newMember();
  const newPassword = uniquePassword();
  const dialog = page.getByRole('dialog', { name: 'Sign Up' });

  await test.step('/ shows the login page to a visitor', async () => {
    const response = await page.goto('/');
    expect(response?.status(), 'GET / should serve the web app').toBe(200);
    await expectLoginPage(page);
    await expect(loginForm(page).email).toHaveAttribute('placeholder', 'CCU email address');
    await expect(loginForm(page).password).toHaveAttribute('placeholder', 'Password');
    await expect(loginForm(page).forgotten).toHaveAttribute('href', '/reset');
    await expectAccessible(page, 'login page');
  });

  await test.step('Create Account opens the Sign Up dialog, which takes focus and gives it back', async () => {
    const createAccount = loginForm(page).createAccount;
    await tabTo(page, createAccount);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/it.s free and easy/)).toBeVisible();
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    await expectAccessible(page, 'Sign Up dialog');
    await dialog.getByRole('button', { name: 'Close', ...exact }).click();
    await expect(dialog).toBeHidden();
    await expect(createAccount).toBeFocused();
    await createAccount.click();
    await expect(dialog).toBeVisible();
  });

  await test.step('sign up; after the success message the member lands on / with the banner', async () => {
    await dialog.getByLabel('First name', exact).fill(member.firstName);
    await dialog.getByLabel('Last name', exact).fill(member.lastName);
    await dialog.getByLabel('University email address', exact).fill(member.email);
    await dialog.getByLabel('New password', exact).fill(member.password);
    await dialog.getByLabel('College', exact).selectOption(member.college);
    await dialog.getByLabel('Year', exact).selectOption(String(member.birthYear));
    await dialog.getByRole('radio', { name: 'Female', ...exact }).check();
    await expectAccessible(page, 'Sign Up dialog, filled in');

    const registered = nextApiMessage(page, 'register');
    await dialog.getByRole('button', { name: 'Sign Up', ...exact }).click();
    await expect(dialog.getByRole('status').filter({ hasText: await registered })).toBeVisible();
    const successShownAt = Date.now();
    await expect(accountMenuButton(page)).toBeVisible();
    // The spec waits 3.5 s; allow for the time the assertion took to see the message.
    expect(Date.now() - successShownAt).toBeGreaterThanOrEqual(2_500);
    await expectSignedIn(page);
    await expectHeader(page, member.firstName);
    await expectVerificationBanner(page);
    await expectAccessible(page, 'home, unverified');
  });

  let activationLink = '';
  await test.step('the banner resends the verification e-mail', async () => {
    await readActivationLink(member.email); // the one sign-up sent
    const since = Date.now();
    const resent = nextApiMessage(page, 'resendVerification');
    await resendVerificationButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: await resent })).toBeVisible();
    activationLink = await readActivationLink(member.email, { since });
  });

  await test.step('the link from the outbox verifies the account', async () => {
    const activated = nextApiMessage(page, 'activate');
    await page.goto(activationLink);
    await expect(
      page.getByRole('heading', { name: 'Account verification succeeded' }),
    ).toBeVisible();
    await expect(page.getByText(await activated).first()).toBeVisible();
    await expectAccessible(page, 'activation succeeded');
    await expectPath(page, '/', 10_000);
    await expectSignedIn(page);
    await expectNoVerificationBanner(page);
  });

  await test.step('Account menu -> Log out ends the session on the server and lands on /login', async () => {
    const token = await sessionTokenOf(page);
    await openAccountMenu(page);
    for (const item of ACCOUNT_MENU_ITEMS) await expect(menuItem(page, item)).toBeVisible();
    await expectAccessible(page, 'account menu');
    const loggedOut = page.waitForResponse((response) =>
      response.url().endsWith(apiPath('logout')),
    );
    await menuItem(page, 'Log out').click();
    await expectPath(page, '/login');
    await expectLoginPage(page);
    expect((await loggedOut).status()).toBe(200);
    const withEndedToken = await page.request.get(apiPath('getSearchHistory'), {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(withEndedToken.status()).toBe(401);
  });

  await test.step('log in with the keyboard only', async () => {
    const form = loginForm(page);
    await tabTo(page, form.email);
    await page.keyboard.type(member.email);
    await page.keyboard.press('Tab');
    await expect(form.password).toBeFocused();
    await page.keyboard.type(member.password);
    await page.keyboard.press('Enter');
    await expectSignedIn(page);
    await expectNoVerificationBanner(page);
    await logOut(page);
  });

  await test.step('reset, step 0: Find Your Account', async () => {
    await page.goto('/reset');
    await expect(page.getByRole('heading', { name: 'Find Your Account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel', ...exact })).toBeVisible();
    await expectAccessible(page, 'reset: Find Your Account');
    await page.getByLabel('Email address', exact).fill(member.email);
    await page.getByRole('button', { name: 'Search', ...exact }).click();
  });

  let codeSentAfter = 0;
  await test.step('reset, step 1: Reset Your Password shows the account; Continue sends a code', async () => {
    await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
    await expect(page.getByText(member.email).first()).toBeVisible();
    await expect(page.getByText(member.college).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Not You?', ...exact })).toBeVisible();
    await expectAccessible(page, 'reset: Reset Your Password');
    codeSentAfter = Date.now();
    await page.getByRole('button', { name: 'Continue', ...exact }).click();
  });

  await test.step('reset, step 2: Code verification with the e-mailed code', async () => {
    await expect(page.getByRole('heading', { name: 'Code verification' })).toBeVisible();
    await expect(page.getByText(/minute/i).first()).toBeVisible();
    await expectAccessible(page, 'reset: Code verification');
    const code = await readResetCode(member.email, { since: codeSentAfter });
    await page.getByLabel('Code', exact).fill(code);
    await page.getByRole('button', { name: 'Continue', ...exact }).click();
  });

  await test.step('reset, step 3: Change Password, then the signed-out member sees the login page', async () => {
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    await expectAccessible(page, 'reset: Change Password');
    await page.getByLabel('New password', exact).fill(newPassword);
    await page.getByLabel('Confirm password', exact).fill(newPassword);
    await page.getByRole('button', { name: 'Continue', ...exact }).click();
    await expectPath(page, '/');
    await expectLoginPage(page);
  });

  await test.step('the old password is refused with the server message', async () => {
    const refused = nextApiMessage(page, 'login');
    await logIn(page, member.email, member.password);
    await expect(page.getByRole('alert').filter({ hasText: await refused })).toBeVisible();
    await expectAccessible(page, 'login page with an error');
  });

  await test.step('the new password signs in', async () => {
    await logIn(page, member.email, newPassword);
    await expectSignedIn(page);
    await expectNoVerificationBanner(page);
  });
});

test('a signed-out visitor opening the activation link logs in, then the activation completes', async ({
  page,
  request,
}) => {
  const member = newMember({ firstName: 'Grace', lastName: 'Hopper', gender: 'custom' });
  await registerByApi(request, member);
  const link = await readActivationLink(member.email);

  await page.goto(link);
  await expect(page.getByText('Log in to finish verifying your account')).toBeVisible();
  await expectLoginPage(page);
  await expectAccessible(page, 'login page asking to finish verification');

  await logIn(page, member.email, member.password);
  await expect(page.getByRole('heading', { name: 'Account verification succeeded' })).toBeVisible();
  await expectPath(page, '/', 10_000);
  await expectSignedIn(page);
  await expectNoVerificationBanner(page);
});
