/**
 * University sign-in by SAML 2.0, from the login button to home, on a server of its own
 * configured with the test identity provider (apps/server/test/saml-idp.ts): it shows a log-in
 * page, then posts a signed response whose assertion it encrypted for the certificate Quad's
 * metadata offers, with InResponseTo on the Response and on the subject confirmation, as
 * Shibboleth does. A new student finishes the profile; a returning one goes straight home.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { COLLEGES, DEFAULT_COMMUNITY, universitySignInText } from '@quad/contract';
import { samlStudents, startSamlIdp, type StartedSamlIdp } from '../../apps/server/test/saml-idp';
import { expectAccessible } from '../support/axe';
import { newMemberPage } from '../support/members-ui';
import { ARTIFACTS_DIR } from '../support/paths';
import { freePort, startServer, type StartedServer } from '../support/server';
import { switchTheme } from '../support/theme';
import {
  accountMenuButton,
  expectHeader,
  expectNoVerificationBanner,
  expectSignedIn,
  loginForm,
  tabTo,
} from '../support/ui';

const exact = { exact: true } as const;
const DISPLAY_NAME = 'Coastal Shibboleth';
const THEMES = ['dark', 'light'] as const;
const students = samlStudents(DEFAULT_COMMUNITY.universityDomain);

let idp: StartedSamlIdp;
let server: StartedServer;
let metadataDir: string;

const universityButton = (page: Page) =>
  page.getByRole('link', { name: universitySignInText.button(DISPLAY_NAME), ...exact });

const finishProfileHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: universitySignInText.finishProfile, ...exact });

/** The identity provider's log-in page: a username, any password. */
const signInAtIdp = async (page: Page, login: string) => {
  await expect(page).toHaveURL((url) => url.origin === idp.baseUrl);
  await page.getByLabel('Username', exact).fill(login);
  await page.getByLabel('Password', exact).fill('any-password');
  await page.getByRole('button', { name: 'Sign in', ...exact }).click();
};

/** No address of Quad's own pages may hold the response, a code or an e-mail address. */
const watchAddresses = (page: Page) => {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = new URL(frame.url());
    if (url.origin === server.baseUrl && !url.pathname.startsWith('/api/')) seen.push(url.href);
  });
  return () => {
    expect(seen.length, 'the pages of Quad the tab showed').toBeGreaterThan(0);
    for (const href of seen) expect(href).not.toMatch(/SAMLResponse|code=|token|@|%40/i);
  };
};

/** The member and session of the page, from the `user` cookie the app keeps its session in. */
const sessionOf = async (page: Page) => {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'user');
  if (!cookie) throw new Error('The page has no session');
  return JSON.parse(decodeURIComponent(cookie.value)) as { id: string; token: string };
};

const finishProfile = async (page: Page) => {
  await page.getByLabel('College', exact).selectOption(COLLEGES[2]);
  await page.getByLabel('Year', exact).selectOption(String(new Date().getFullYear() - 21));
  await page.getByRole('radio', { name: 'Male', ...exact }).check();
  await page.getByRole('button', { name: 'Save and continue', ...exact }).click();
  await expect(finishProfileHeading(page)).toHaveCount(0);
};

test.beforeAll(async () => {
  test.setTimeout(90_000);
  idp = await startSamlIdp({ students, encryptAssertions: true });
  metadataDir = await mkdtemp(path.join(tmpdir(), 'quad-e2e-saml-'));
  server = await startServer({
    port: await freePort(),
    log: `${ARTIFACTS_DIR}/server-saml.log`,
    env: {
      SAML_IDP_METADATA_FILE: await idp.writeMetadata(metadataDir),
      SAML_DISPLAY_NAME: DISPLAY_NAME,
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await idp?.close();
  if (metadataDir) await rm(metadataDir, { recursive: true, force: true });
});

test('a new student signs in with the university’s SAML identity provider, finishes the profile and lands home', async ({
  browser,
}) => {
  const student = students.ada!;
  const page = await newMemberPage(browser);
  const expectCleanAddresses = watchAddresses(page);

  await test.step('/login shows Continue with the university above the password form; axe in both themes', async () => {
    await page.goto(`${server.baseUrl}/login`);
    await expect(universityButton(page)).toBeVisible();
    await expect(loginForm(page).email).toBeVisible();
    for (const theme of THEMES) {
      await switchTheme(page, theme);
      await expect(universityButton(page)).toBeVisible();
      await expectAccessible(page, `login with SAML sign-in (${theme})`);
    }
  });

  await test.step('the button leads to the identity provider; its answer comes back to Finish your profile', async () => {
    await universityButton(page).click();
    await signInAtIdp(page, 'ada');
    await expect(finishProfileHeading(page)).toBeVisible();
    expect(page.url()).toBe(`${server.baseUrl}/`);
    await expect(page.getByText(/Your university signed you in/)).toBeVisible();
    await expect(accountMenuButton(page)).toHaveCount(0);
    await expectAccessible(page, 'Finish your profile after SAML sign-in');
  });

  await test.step('the profile finished, home shows them signed in and verified; axe', async () => {
    await finishProfile(page);
    await expectSignedIn(page);
    await expectHeader(page, student.givenName);
    await expectNoVerificationBanner(page);
    await expectAccessible(page, 'home after SAML sign-in');
    expectCleanAddresses();
  });

  await test.step('Settings, Sign-in methods names the university account; axe', async () => {
    await page.goto(`${server.baseUrl}/settings`);
    const methods = page.getByRole('region', { name: 'Sign-in methods', ...exact });
    const accounts = methods.getByRole('list', { name: 'University accounts', ...exact });
    await expect(accounts.getByText(DISPLAY_NAME, exact)).toBeVisible();
    await expect(accounts.getByText(student.mail, exact)).toBeVisible();
    await expectAccessible(page, 'Settings, Sign-in methods with a SAML account');
  });

  await page.context().close();
});

test('a returning student signs in again by keyboard and goes straight home, to the same account', async ({
  browser,
}) => {
  const student = students.grace!;
  let firstSession: { id: string; token: string } | undefined;

  await test.step('the first sign-in, in one browser, creates the account', async () => {
    const first = await newMemberPage(browser);
    await first.goto(`${server.baseUrl}/login`);
    await universityButton(first).click();
    await signInAtIdp(first, 'grace');
    await expect(finishProfileHeading(first)).toBeVisible();
    await finishProfile(first);
    await expectSignedIn(first);
    firstSession = await sessionOf(first);
    await first.context().close();
  });

  const page = await newMemberPage(browser);
  const expectCleanAddresses = watchAddresses(page);

  await test.step('in another browser, Tab and Enter on the button, then the identity provider, lead home', async () => {
    await page.goto(`${server.baseUrl}/login`);
    await tabTo(page, universityButton(page));
    await page.keyboard.press('Enter');
    await signInAtIdp(page, 'grace');
    await expectSignedIn(page);
    // The account the first sign-in made, whose profile is finished: no Finish your profile.
    await expect(finishProfileHeading(page)).toHaveCount(0);
    await expectHeader(page, student.givenName);
    await expectNoVerificationBanner(page);
    await expectAccessible(page, 'home of a returning student after SAML sign-in');
    const session = await sessionOf(page);
    expect(session.id).toBe(firstSession?.id);
    expect(session.token).not.toBe(firstSession?.token);
    expectCleanAddresses();
  });

  await page.context().close();
});
