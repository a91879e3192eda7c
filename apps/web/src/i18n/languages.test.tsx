/** The language menu of the login page, Settings › Language, and the language at sign-in. */
import {
  LANGUAGE_NAMES,
  LANGUAGES,
  NOTIFICATION_KINDS,
  type NotificationPreferences,
} from '@quad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { json, route, stubApi } from '../test/fetch-stub';
import { makeSessionUser, renderApp } from '../test/render-app';
import { applyHtmlLanguage } from './languages';

const html = document.documentElement;

describe('the language menu of the login page', () => {
  it('lists each language by its own name, in its own language', async () => {
    stubApi({});
    renderApp('/login');
    const menu = await screen.findByRole('navigation', { name: 'Language' });
    const choices = within(menu).getAllByRole('button');
    expect(choices.map((choice) => [choice.textContent, choice.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['Español', 'es'],
      ['Français', 'fr'],
      ['العربية', 'ar'],
      ['中文（简体）', 'zh-Hans'],
    ]);
    expect(within(menu).getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('shows the page in the chosen language at once, and keeps the choice on the device', async () => {
    const api = stubApi({});
    const { events } = renderApp('/login');
    await events.click(await screen.findByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toBeInTheDocument();
    expect(document.title).toBe('Quad: inicia sesión o regístrate');
    expect(html.lang).toBe('es');
    expect(html.dir).toBe('ltr');
    expect(Cookies.get('lang')).toBe('es');
    // A visitor's choice is the device's only: nothing is sent.
    expect(api.apiCalls().filter((call) => call.path.includes('/settings/'))).toEqual([]);

    await events.click(screen.getByRole('button', { name: 'العربية' }));
    expect(await screen.findByRole('button', { name: 'إنشاء حساب' })).toBeInTheDocument();
    expect(html.lang).toBe('ar');
    expect(html.dir).toBe('rtl');
  });

  it("shows the form's rules in the chosen language", async () => {
    stubApi({});
    const { events } = renderApp('/login');
    await events.click(await screen.findByRole('button', { name: 'Français' }));
    await events.click(await screen.findByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('L’adresse e-mail est obligatoire.')).toBeInTheDocument();
    await events.type(screen.getByLabelText('Adresse e-mail'), 'maya@gmail.com');
    expect(
      await screen.findByText('Une adresse e-mail du domaine @coastal.edu est requise'),
    ).toBeInTheDocument();
  });
});

describe('the language at sign-in', () => {
  it("saves the visitor's choice on a member who has none", async () => {
    const user = makeSessionUser();
    const api = stubApi({
      [route('login')]: () => json(200, { ...user, language: null }),
      [route('updateLanguage')]: ({ body }) => json(200, body),
    });
    const { events } = renderApp('/login');
    await events.click(await screen.findByRole('button', { name: '中文（简体）' }));
    await events.type(await screen.findByLabelText('邮箱地址'), user.username + '@coastal.edu');
    await events.type(screen.getByLabelText('密码'), 'quad-campus');
    await events.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() =>
      expect(api.apiCalls().find((call) => call.path.endsWith('/settings/language'))?.body).toEqual(
        { language: 'zh-Hans' },
      ),
    );
  });

  it("shows Quad in the member's own choice", async () => {
    const user = makeSessionUser();
    stubApi({ [route('login')]: () => json(200, { ...user, language: 'fr' }) });
    const { events } = renderApp('/login');
    await events.type(await screen.findByLabelText('Email address'), 'maya@coastal.edu');
    await events.type(screen.getByLabelText('Password'), 'quad-campus');
    await events.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(html.lang).toBe('fr'));
    expect(Cookies.get('lang')).toBe('fr');
  });
});

describe('Settings › Language', () => {
  const allOn = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, true]),
  ) as NotificationPreferences;

  it('lists each language by its own name and keeps the choice on the account', async () => {
    const api = stubApi({
      [route('getNotificationPreferences')]: () => json(200, allOn),
      [route('updateLanguage')]: ({ body }) => json(200, body),
    });
    const { events } = renderApp('/settings', { user: makeSessionUser() });
    const section = await screen.findByRole('region', { name: 'Language' });
    const radios = within(section).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(LANGUAGES);
    for (const language of LANGUAGES) {
      const radio = within(section).getByRole('radio', { name: LANGUAGE_NAMES[language] });
      expect(radio).toHaveAttribute('value', language);
      expect(within(section).getByText(LANGUAGE_NAMES[language])).toHaveAttribute('lang', language);
    }
    expect(within(section).getByRole('radio', { name: 'English' })).toBeChecked();

    await events.click(within(section).getByRole('radio', { name: 'العربية' }));
    const arabic = await screen.findByRole('region', { name: 'اللغة' });
    expect(within(arabic).getByRole('radio', { name: 'العربية' })).toBeChecked();
    expect(await within(arabic).findByRole('status')).toHaveTextContent('تم الحفظ.');
    expect(html.dir).toBe('rtl');
    expect(Cookies.get('lang')).toBe('ar');
    const saved = api.apiCalls().filter((call) => call.path.endsWith('/settings/language'));
    expect(saved.map((call) => [call.method, call.body])).toEqual([['PUT', { language: 'ar' }]]);
  });

  it('says so when the choice could not be kept on the account', async () => {
    stubApi({
      [route('getNotificationPreferences')]: () => json(200, allOn),
      [route('updateLanguage')]: () => json(400, { message: 'The request is not valid.' }),
    });
    const { events } = renderApp('/settings', { user: makeSessionUser() });
    const section = await screen.findByRole('region', { name: 'Language' });
    await events.click(within(section).getByRole('radio', { name: 'Español' }));
    expect(await screen.findByText('The request is not valid.')).toBeInTheDocument();
  });
});

describe("the page's language and direction", () => {
  it('are written only when they change: a write, even of the same value, styles the page again', async () => {
    applyHtmlLanguage('ar');
    expect([html.lang, html.dir]).toEqual(['ar', 'rtl']);

    const writes: string[] = [];
    const observer = new MutationObserver((records) =>
      writes.push(...records.map((record) => record.attributeName ?? '')),
    );
    observer.observe(html, { attributes: true });
    applyHtmlLanguage('ar');
    await Promise.resolve();
    expect(writes).toEqual([]);

    applyHtmlLanguage('en');
    await Promise.resolve();
    observer.disconnect();
    expect(writes).toEqual(['lang', 'dir']);
    expect([html.lang, html.dir]).toEqual(['en', 'ltr']);
  });
});
