/**
 * University sign-in (issue 20) through the local OpenID provider global setup starts (the one
 * `npm run idp` runs): a new student, an existing password member, and SSO_ONLY on a second server.
 */
import { expect, test, type Page } from '@playwright/test';
import { COLLEGES, DEFAULT_COMMUNITY, messages, universitySignInText } from '@quad/contract';
import { localStudents } from '../../apps/server/src/commands/local-idp';
import { apiPath } from '../support/api';
import { expectAccessible } from '../support/axe';
import { baseUrl, OIDC_DISPLAY_NAME, oidcClientId, oidcIssuer, secondPort } from '../support/env';
import { createPostByApi, registerVerifiedByApi } from '../support/member-api';
import { newMember, uniquePassword } from '../support/members';
import { newMemberPage } from '../support/members-ui';
import { waitForMail } from '../support/outbox';
import { ARTIFACTS_DIR } from '../support/paths';
import { homeFeed, postWithText } from '../support/posts-ui';
import { startServer, type StartedServer } from '../support/server';
import { switchTheme } from '../support/theme';
import {
  accountMenuButton,
  expectHeader,
  expectNoVerificationBanner,
  expectPath,
  expectSignedIn,
  loginForm,
} from '../support/ui';

const exact = { exact: true } as const;
const students = localStudents(DEFAULT_COMMUNITY.universityDomain);
const THEMES = ['dark', 'light'] as const;

/** A link to the server's start of the flow, looking like a button. */
const universityButton = (page: Page) =>
  page.getByRole('link', { name: universitySignInText.button(OIDC_DISPLAY_NAME), ...exact });

const finishProfileHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: universitySignInText.finishProfile, ...exact });

/**
 * Every address of Quad's own pages the tab showed (not the API's redirects, nor the provider's).
 * None may hold a code, a state, a token or an e-mail address.
 */
const watchAddresses = (page: Page, origin: string) => {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = new URL(frame.url());
    if (url.origin === origin && !url.pathname.startsWith('/api/')) seen.push(url.href);
  });
  return {
    seen,
    expectClean: () => {
      expect(seen.length, 'the pages of Quad the tab showed').toBeGreaterThan(0);
      for (const href of seen) {
        expect(href, 'an address of Quad’s own pages').not.toMatch(
          /code=|state=|token|nonce|@|%40|id_token/i,
        );
      }
    },
  };
};

/** The local provider's own log-in page (oidc-provider's development form): any password. */
const signInAtProvider = async (page: Page, login: string) => {
  await expect(page).toHaveURL((url) => url.origin === new URL(oidcIssuer()).origin);
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in', ...exact }).click();
};

test('a new student continues with their university, finishes the profile and lands home verified', async ({
  browser,
}) => {
  const student = students.ada!;
  const page = await newMemberPage(browser);
  const addresses = watchAddresses(page, baseUrl());

  await test.step('/login shows Continue with the university above the password form; axe in both themes', async () => {
    await page.goto('/login');
    await expect(universityButton(page)).toBeVisible();
    await expect(page.getByText(universitySignInText.divider, exact)).toBeVisible();
    await expect(loginForm(page).email).toBeVisible();
    await expect(loginForm(page).createAccount).toBeVisible();
    for (const theme of THEMES) {
      await switchTheme(page, theme);
      await expect(universityButton(page)).toBeVisible();
      await expectAccessible(page, `login with university sign-in (${theme})`);
    }
  });

  await test.step('the button leads to the provider; signing in there comes back to Finish your profile', async () => {
    await universityButton(page).click();
    await signInAtProvider(page, 'ada');
    await expect(finishProfileHeading(page)).toBeVisible();
    await expectPath(page, '/');
    await expect(page.getByText(/Your university signed you in/)).toBeVisible();
    // Nothing of the signed-in pages shows until the profile is finished.
    await expect(accountMenuButton(page)).toHaveCount(0);
  });

  await test.step('Finish your profile stands before every signed-in page, after a reload too; axe in both themes', async () => {
    await page.goto('/friends');
    await expect(finishProfileHeading(page)).toBeVisible();
    for (const theme of THEMES) {
      await switchTheme(page, theme);
      await expect(finishProfileHeading(page)).toBeVisible();
      await expectAccessible(page, `Finish your profile (${theme})`);
    }
    await page.goto('/');
    const save = page.getByRole('button', { name: 'Save and continue', ...exact });
    await save.click();
    await expect(page.getByText(messages.signup.collegeRequired).first()).toBeVisible();
    await expect(page.getByText(messages.signup.genderRequired).first()).toBeVisible();
    await expectAccessible(page, 'Finish your profile, with its messages');
  });

  await test.step('college, birth date and gender lead home, verified, with no verification banner', async () => {
    await page.getByLabel('College', exact).selectOption(COLLEGES[3]);
    await page.getByLabel('Year', exact).selectOption(String(new Date().getFullYear() - 20));
    await page.getByRole('radio', { name: 'Female', ...exact }).check();
    await page.getByRole('button', { name: 'Save and continue', ...exact }).click();
    await expect(finishProfileHeading(page)).toHaveCount(0);
    await expectSignedIn(page);
    await expectHeader(page, student.given_name);
    await expectNoVerificationBanner(page);
    await expectAccessible(page, 'home after university sign-in');
  });

  await test.step('no address of Quad’s pages held a code, a token or the e-mail', async () => {
    expect(new URL(page.url()).href).toBe(`${baseUrl()}/`);
    addresses.expectClean();
  });

  await test.step('the profile shows the university’s affiliation badge', async () => {
    await page.goto('/profile');
    const badge = page.getByRole('paragraph').filter({ hasText: 'University affiliation:' });
    await expect(badge).toHaveText(/Student/);
  });

  await test.step('Settings, Sign-in methods shows the university account; axe in both themes', async () => {
    await page.goto('/settings');
    const methods = page.getByRole('region', { name: 'Sign-in methods', ...exact });
    const accounts = methods.getByRole('list', { name: 'University accounts', ...exact });
    await expect(accounts.getByText(OIDC_DISPLAY_NAME, exact)).toBeVisible();
    await expect(accounts.getByText(student.email, exact)).toBeVisible();
    // The only way in cannot be unlinked until a password is set.
    await expect(
      methods.getByRole('button', { name: `Unlink ${OIDC_DISPLAY_NAME}` }),
    ).toBeDisabled();
    for (const theme of THEMES) {
      await switchTheme(page, theme);
      await expect(accounts).toBeVisible();
      await expectAccessible(page, `Settings, Sign-in methods (${theme})`);
    }
  });

  await page.context().close();
});

test('an existing member signs in through their university, finds their own posts and is told by e-mail', async ({
  browser,
  request,
}) => {
  const student = students.grace!;
  const member = await registerVerifiedByApi(
    request,
    newMember({
      firstName: student.given_name,
      lastName: student.family_name,
      email: student.email,
    }),
  );
  const text = `Posted with a password, ${Date.now()}`;
  await createPostByApi(request, member, { text });
  const linkedSince = Date.now();

  const page = await newMemberPage(browser);
  const addresses = watchAddresses(page, baseUrl());

  await test.step('Continue with the university signs them in to their own account', async () => {
    await page.goto('/login');
    await universityButton(page).click();
    await signInAtProvider(page, 'grace');
    await expectSignedIn(page);
    await expect(finishProfileHeading(page)).toHaveCount(0);
    await expectNoVerificationBanner(page);
    await expect(postWithText(homeFeed(page), text)).toBeVisible();
    addresses.expectClean();
  });

  await test.step('their profile holds the post they wrote before', async () => {
    await page.goto(`/profile/${member.username}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `${student.given_name} ${student.family_name}` }),
    ).toBeVisible();
    await expect(postWithText(page, text)).toBeVisible();
  });

  await test.step('an e-mail tells them a university sign-in was added', async () => {
    await waitForMail(
      member.email,
      new RegExp(
        `You can now sign in to \\S+ with ${OIDC_DISPLAY_NAME}: it was linked to your account`,
      ),
      { since: linkedSince - 1_000 },
    );
  });

  await page.context().close();
});

test.describe('with SSO_ONLY=true', () => {
  let server: StartedServer;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startServer({
      port: secondPort(),
      log: `${ARTIFACTS_DIR}/server-sso-only.log`,
      env: {
        OIDC_ISSUER: oidcIssuer(),
        OIDC_CLIENT_ID: oidcClientId(),
        OIDC_DISPLAY_NAME,
        OIDC_SCOPES: 'openid email profile eduperson_affiliation',
        SSO_ONLY: 'true',
      },
    });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('the sign-up and password forms give way to the university button', async ({
    page,
    request,
  }) => {
    await test.step('/login shows the button and no sign-up or password form; axe in both themes', async () => {
      await page.goto(`${server.baseUrl}/login`);
      await expect(universityButton(page)).toBeVisible();
      await expect(page.getByText(universitySignInText.ssoOnly, exact)).toBeVisible();
      await expect(loginForm(page).createAccount).toHaveCount(0);
      await expect(loginForm(page).email).toHaveCount(0);
      await expect(loginForm(page).submit).toHaveCount(0);
      await expect(page.getByText(universitySignInText.divider, exact)).toHaveCount(0);
      for (const theme of THEMES) {
        await switchTheme(page, theme);
        await expect(universityButton(page)).toBeVisible();
        await expectAccessible(page, `login, university sign-in only (${theme})`);
      }
    });

    await test.step('moderators keep a password log-in, folded away', async () => {
      await page.getByText('Sign in with a password (moderators)', exact).click();
      await expect(loginForm(page).email).toBeVisible();
      await expect(loginForm(page).submit).toBeVisible();
      await expect(loginForm(page).createAccount).toHaveCount(0);
      await expectAccessible(page, 'login, university sign-in only, moderators’ password log-in');
    });

    await test.step('the server refuses the sign-up form’s call as well', async () => {
      const refused = await request.post(`${server.baseUrl}${apiPath('register')}`, {
        data: {
          first_name: 'Sam',
          last_name: 'Form',
          email: `sam-${Date.now()}@${DEFAULT_COMMUNITY.universityDomain}`,
          password: uniquePassword(),
          ccu_college: COLLEGES[0],
          birth_year: new Date().getFullYear() - 20,
          birth_month: 5,
          birth_day: 15,
          gender: 'male',
        },
      });
      expect(refused.status()).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toBe(
        universitySignInText.ssoOnly,
      );
    });

    await test.step('a student signs in there through the button', async () => {
      await page.goto(`${server.baseUrl}/login`);
      await universityButton(page).click();
      await signInAtProvider(page, 'alan');
      await expect(finishProfileHeading(page)).toBeVisible();
      expect(page.url()).toBe(`${server.baseUrl}/`);
    });
  });
});
