/**
 * Quad's languages: a Spanish browser's login page, a member who switches to Arabic (right to
 * left, the home mirrored), and the pseudo-locale walk that finds words written into the code.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import pseudoLocalize from 'pseudolocale';
import { expectAccessible } from '../support/axe';
import { startPushService } from '../../apps/server/test/push-service';
import { callByApi } from '../support/api';
import { OIDC_DISPLAY_NAME } from '../support/env';
import { registerVerifiedByApi } from '../support/member-api';
import { newMember, type Member } from '../support/members';
import { waitForMail } from '../support/outbox';
import {
  buildWalkScene,
  cutTextOn,
  headerOverlapsOn,
  openScreen,
  plainEnglishOn,
} from '../support/language-walk';
import { signedInWindow } from '../support/posts-ui';
import { pushDeliveryTo } from '../support/service-worker-push';
import { switchTheme } from '../support/theme';
import { expectPath, logIn } from '../support/ui';

const exact = { exact: true } as const;

const htmlLanguage = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

test('a browser whose language is Spanish sees the login page in Spanish', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Iniciar sesión', ...exact })).toBeVisible();
  await expect(page.getByText('Conecta con tus compañeros')).toBeVisible();
  await expect(page.getByLabel('Correo electrónico', exact)).toBeVisible();
  await expect(page.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toBeVisible();
  expect(await htmlLanguage(page)).toEqual({ lang: 'es', dir: 'ltr' });
  await expect(page).toHaveTitle('Quad: inicia sesión o regístrate');

  // The form's rules and the server's refusal, in Spanish too.
  await page.getByRole('button', { name: 'Iniciar sesión', ...exact }).click();
  await expect(page.getByText('El correo electrónico es obligatorio.')).toBeVisible();
  await page.getByLabel('Correo electrónico', exact).fill('nadie@coastal.edu');
  await page.getByLabel('Contraseña', exact).fill('not-the-password');
  await page.getByRole('button', { name: 'Iniciar sesión', ...exact }).click();
  await expect(
    page.getByText('El correo electrónico o la contraseña no son correctos. Vuelve a intentarlo.'),
  ).toBeVisible();

  // The language menu lists each language by its own name.
  const menu = page.getByRole('navigation', { name: 'Idioma' });
  await expect(menu.getByRole('button')).toHaveText([
    'English',
    'Español',
    'Français',
    'العربية',
    '中文（简体）',
  ]);
  await menu.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('button', { name: 'Se connecter', ...exact })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Se connecter', ...exact })).toBeVisible();
  await expectAccessible(page, 'login (fr)');
  await context.close();
});

test('a member switches to Arabic in Settings: the page is right to left and the home mirrored', async ({
  browser,
  request,
}) => {
  const member = newMember({ firstName: 'Layla', lastName: 'Haddad' });
  await registerVerifiedByApi(request, member);
  const page = await signedInWindow(browser, member);

  const columns = async (shortcuts = 'Shortcuts') => {
    const menu = await page.getByRole('navigation', { name: shortcuts }).boundingBox();
    const panel = await page.getByRole('complementary').first().boundingBox();
    if (!menu || !panel) throw new Error('the home has no left menu or right panel');
    return { menu: menu.x, panel: panel.x };
  };

  await test.step('the home in English: the menu on the left, the panel on the right', async () => {
    await page.goto('/');
    const { menu, panel } = await columns();
    expect(menu).toBeLessThan(panel);
  });

  await test.step('Settings › Language: العربية', async () => {
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Language', ...exact });
    await section.getByRole('radio', { name: 'العربية' }).click();
    const arabic = page.getByRole('region', { name: 'اللغة', ...exact });
    await expect(arabic.getByRole('status')).toHaveText('تم الحفظ.');
    expect(await htmlLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    for (const theme of ['dark', 'light'] as const) {
      await switchTheme(page, theme);
      await expect(arabic.getByRole('radio', { name: 'العربية' })).toBeChecked();
      expect(await htmlLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
      await expectAccessible(page, `settings in Arabic (${theme})`);
    }
  });

  await test.step('the home, drawn by the server in Arabic, is mirrored', async () => {
    await page.goto('/');
    expect(await htmlLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    const { menu, panel } = await columns('الاختصارات');
    expect(menu).toBeGreaterThan(panel);
    for (const theme of ['light', 'dark'] as const) {
      await switchTheme(page, theme);
      await expect(page.getByRole('navigation', { name: 'الاختصارات' })).toBeVisible();
      await expectAccessible(page, `home in Arabic (${theme})`);
    }
  });

  await test.step('the choice follows the member to another device', async () => {
    const otherDevice = await browser.newContext();
    const other = await otherDevice.newPage();
    await other.goto('/login');
    await logIn(other, member.email, member.password);
    await expectPath(other, '/');
    await other.goto('/settings');
    await expect(other.getByRole('region', { name: 'اللغة', ...exact })).toBeVisible();
    expect(await htmlLanguage(other)).toEqual({ lang: 'ar', dir: 'rtl' });
    await otherDevice.close();
  });

  await test.step('the login page in Arabic, after logging out', async () => {
    const visitor = await browser.newContext({ locale: 'ar-EG' });
    const login = await visitor.newPage();
    await login.goto('/login');
    await expect(login.getByRole('button', { name: 'تسجيل الدخول', ...exact })).toBeVisible();
    expect(await htmlLanguage(login)).toEqual({ lang: 'ar', dir: 'rtl' });
    for (const theme of ['dark', 'light'] as const) {
      await switchTheme(login, theme);
      await expect(login.getByRole('button', { name: 'إنشاء حساب' })).toBeVisible();
      await expectAccessible(login, `login in Arabic (${theme})`);
    }
    await visitor.close();
  });
});

/**
 * Words a pseudo-locale page may show in plain ASCII: names that are never translated (the
 * product, the community, the university sign-in's configured name, each language's own name,
 * the footer's networks) and numbers.
 */
const UNTRANSLATED = new RegExp(
  `\\b(?:Quad|CCU|${OIDC_DISPLAY_NAME}|English|Español|Français|YouTube|Instagram|GitHub|LinkedIn)\\b|©|\\d+`,
  'g',
);

/** A text as the pseudo-locale shows it (Lingui's own pseudo-localization). */
const pseudo = (text: string) => pseudoLocalize(text, { prepend: '', append: '' });

const pseudoLocaleWindow = async (browser: Browser, member?: Member) => {
  const page = member ? await signedInWindow(browser, member) : await browser.newPage();
  await page.goto('/login');
  await page.context().addCookies([{ name: 'lang', value: 'pseudo', url: page.url() }]);
  return page;
};

test("the pseudo-locale walk of the visitor's pages finds no plain English", async ({
  browser,
}) => {
  const page = await pseudoLocaleWindow(browser);
  const plainEnglish = () => plainEnglishOn(page, [], UNTRANSLATED);

  await openScreen(page, '/login');
  await expect(page.getByRole('button', { name: pseudo('Log In'), ...exact })).toBeVisible();
  expect(await plainEnglish(), '/login').toEqual([]);
  // The form's rules, shown once it is sent empty.
  await page.getByRole('button', { name: pseudo('Log In'), ...exact }).click();
  await expect(page.getByRole('textbox').first()).toBeFocused();
  expect(await plainEnglish(), '/login sent empty').toEqual([]);

  await page.getByRole('button', { name: pseudo('Create Account'), ...exact }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await plainEnglish(), 'the sign-up form').toEqual([]);

  for (const path of ['/reset', '/support']) {
    await openScreen(page, path);
    expect(await plainEnglish(), path).toEqual([]);
  }
  await page.context().close();
});

test("the pseudo-locale walk of every screen of a member's journeys finds no plain English", async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const scene = await buildWalkScene(request);
  const page = await pseudoLocaleWindow(browser, scene.member);
  for (const path of scene.screens) {
    await openScreen(page, path);
    expect.soft(await plainEnglishOn(page, scene.memberWritten, UNTRANSLATED), path).toEqual([]);
  }
  await page.context().close();
});

test('every screen in Arabic passes axe in both themes, and at 360 px none cuts its French text nor overlaps its top bar, in French, Arabic or English', async ({
  browser,
  request,
}) => {
  test.setTimeout(360_000);
  const scene = await buildWalkScene(request);
  const chooseLanguage = (language: 'ar' | 'fr' | 'en') =>
    callByApi(request, 'updateLanguage', { token: scene.token, body: { language } });
  const page = await signedInWindow(browser, scene.member);
  await chooseLanguage('ar');
  for (const theme of ['dark', 'light'] as const) {
    await switchTheme(page, theme);
    for (const path of scene.screens) {
      await openScreen(page, path);
      expect(await htmlLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
      await expectAccessible(page, `${path} in Arabic (${theme})`);
    }
  }

  await chooseLanguage('fr');
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of scene.screens) {
    await openScreen(page, path);
    expect.soft(await cutTextOn(page), `${path} in French at 360 px`).toEqual([]);
    await expect
      .poll(() => headerOverlapsOn(page), { message: `${path}'s top bar in French at 360 px` })
      .toEqual([]);
  }
  // The top bar right to left, and in English: the logo, search and links side by side still.
  for (const language of ['ar', 'en'] as const) {
    await chooseLanguage(language);
    await openScreen(page, '/');
    await expect
      .poll(() => headerOverlapsOn(page), { message: `the top bar in ${language} at 360 px` })
      .toEqual([]);
  }
  await page.context().close();
});

test("a member who chose French gets the reset e-mail and a push in French, whatever the browser's language", async ({
  browser,
  request,
  baseURL,
}) => {
  const member = newMember({ firstName: 'Chloé', lastName: 'Martin' });
  const signedUp = await registerVerifiedByApi(request, member);
  const page = await signedInWindow(browser, member);
  await callByApi(request, 'updateLanguage', {
    token: signedUp.token,
    body: { language: 'fr' },
  });

  await test.step('a Spanish browser asks for a reset code: the page in Spanish, the e-mail in French', async () => {
    const context = await browser.newContext({ locale: 'es-ES' });
    const reset = await context.newPage();
    await reset.goto('/reset');
    await expect(reset.getByRole('heading', { name: 'Encuentra tu cuenta' })).toBeVisible();
    await reset.getByLabel('Correo electrónico', exact).fill(member.email);
    await reset.getByRole('button', { name: 'Buscar', ...exact }).click();
    await expect(reset.getByRole('heading', { name: 'Restablece tu contraseña' })).toBeVisible();
    const sentAfter = Date.now();
    await reset.getByRole('button', { name: 'Continuar', ...exact }).click();
    await expect(reset.getByRole('heading', { name: 'Verificación del código' })).toBeVisible();
    const [, code] = await waitForMail(
      member.email,
      /Bonjour Chloé,[\s\S]*Votre code de réinitialisation du mot de passe est ([0-9A-HJKMNP-TV-Z]{5})\./,
      { since: sentAfter },
    );
    await waitForMail(
      member.email,
      new RegExp(`^Subject: ${code} est votre code de réinitialisation du mot de passe Quad$`, 'm'),
      { since: sentAfter },
    );
    await context.close();
  });

  await test.step('a friend request comes as a push in French, and the service worker shows it', async () => {
    const service = await startPushService();
    try {
      const subscription = service.subscription();
      await callByApi(request, 'createPushSubscription', {
        token: signedUp.token,
        body: { subscription: subscription.json, data: { alerts: {} } },
      });
      const friend = await registerVerifiedByApi(
        request,
        newMember({ firstName: 'Omar', lastName: 'Farouk' }),
      );
      await callByApi(request, 'addFriend', { token: friend.token, params: { id: signedUp.id } });
      const [push] = await service.waitFor(1);
      const payload = push!.payload as { title: string; body: string; url: string };
      expect(payload.body).toBe('Omar Farouk vous a envoyé une demande d’ami');

      await page.context().grantPermissions(['notifications'], { origin: baseURL });
      await page.goto('/settings');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      const deliver = await pushDeliveryTo(page);
      await deliver(payload);
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.ready;
            return (await registration.getNotifications()).map(({ title, body }) => ({
              title,
              body,
            }));
          }),
        )
        .toEqual([{ title: payload.title, body: payload.body }]);
      await page.context().close();
    } finally {
      await service.close();
    }
  });
});
