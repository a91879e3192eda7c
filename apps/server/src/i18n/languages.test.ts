/** Quad's languages: the locale matcher, Content-Language, API messages and the pages' language. */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  endpoints,
  eventText,
  languageOfHeader,
  matchLanguage,
  messages,
  servedPathOf,
} from '@quad/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inDays } from '../../test/events';
import { makeUser, TEST_PASSWORD } from '../../test/factories';
import { makeMember } from '../../test/members';
import { buildTestApp, type TestApp } from '../../test/test-app';

const WRONG_LOGIN = 'The email address or password is incorrect. Please try again.';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

describe('the locale matcher', () => {
  it.each([
    ['es-MX', 'es'],
    ['es-419', 'es'],
    ['zh-Hans-CN', 'zh-Hans'],
    ['zh-CN', 'zh-Hans'],
    ['zh-SG', 'zh-Hans'],
    ['zh', 'zh-Hans'],
    ['fr-CA', 'fr'],
    ['ar-EG', 'ar'],
    ['en-GB', 'en'],
    ['de', 'en'],
    ['zh-TW', 'en'],
    ['not a tag!', 'en'],
  ])('takes %s to %s', (wanted, language) => {
    expect(matchLanguage([wanted])).toBe(language);
  });

  it('follows the q-values of Accept-Language, then the order of equal ones', () => {
    expect(languageOfHeader('de-DE,de;q=0.9,fr;q=0.8,es;q=0.7')).toBe('fr');
    expect(languageOfHeader('en;q=0.2, es-MX;q=0.9, ar;q=0.5')).toBe('es');
    expect(languageOfHeader('ar-EG, fr-FR')).toBe('ar');
    expect(languageOfHeader('fr;q=0, es')).toBe('es');
    expect(languageOfHeader('*')).toBe('en');
    expect(languageOfHeader('')).toBe('en');
    expect(languageOfHeader(undefined)).toBe('en');
  });
});

describe('Content-Language', () => {
  it('is English for a client that sends no Accept-Language, else its best match', async () => {
    const none = await t.call('community');
    expect(none.headers['content-language']).toBe('en');
    const mexican = await t.call('community', { headers: { 'accept-language': 'es-MX,es;q=0.9' } });
    expect(mexican.headers['content-language']).toBe('es');
    const chinese = await t.call('community', { headers: { 'accept-language': 'zh-CN' } });
    expect(chinese.headers['content-language']).toBe('zh-Hans');
  });

  it("is the member's choice on their calls, whatever the client asks for", async () => {
    const member = await makeMember(t);
    const chosen = await t.call('updateLanguage', {
      token: member.token,
      body: { language: 'ar' },
      headers: { 'accept-language': 'fr' },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toEqual({ language: 'ar' });
    const after = await t.call('getNotificationPreferences', {
      token: member.token,
      headers: { 'accept-language': 'fr' },
    });
    expect(after.headers['content-language']).toBe('ar');
  });
});

describe("the API's messages", () => {
  const wrongLogin = async (headers: Record<string, string> = {}) => {
    const user = await makeUser(t);
    return t.call('login', { body: { email: user.email, password: 'not-the-password' }, headers });
  };

  it("keep today's English exactly for a client that sends no Accept-Language", async () => {
    const response = await wrongLogin();
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: WRONG_LOGIN });
    const empty = await t.call('login', { body: { email: '', password: '' } });
    expect(empty.body).toEqual({ message: messages.login.emailRequired });
    const domain = await t.call('login', { body: { email: 'maya@gmail.com', password: 'x' } });
    expect(domain.body).toEqual({ message: messages.emailDomainRequired('coastal.edu') });
  });

  it.each([
    ['es-ES', 'El correo electrónico o la contraseña no son correctos. Vuelve a intentarlo.'],
    ['fr-CA', 'L’adresse e-mail ou le mot de passe est incorrect. Veuillez réessayer.'],
    ['ar-EG', 'البريد الإلكتروني أو كلمة المرور غير صحيحة. يُرجى المحاولة مرة أخرى.'],
    ['zh-CN', '邮箱地址或密码不正确，请重试。'],
    ['en-US', WRONG_LOGIN],
    ['de-DE', WRONG_LOGIN],
  ])('follow Accept-Language %s', async (acceptLanguage, message) => {
    const response = await wrongLogin({ 'accept-language': acceptLanguage });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message });
  });

  it("translate the contract's validation messages, values read back from the English", async () => {
    const empty = await t.call('login', {
      body: { email: '', password: '' },
      headers: { 'accept-language': 'es' },
    });
    expect(empty.body).toEqual({ message: 'El correo electrónico es obligatorio.' });
    const domain = await t.call('login', {
      body: { email: 'maya@gmail.com', password: 'x' },
      headers: { 'accept-language': 'fr' },
    });
    expect(domain.body).toEqual({
      message: 'Une adresse e-mail du domaine @coastal.edu est requise',
    });
  });

  it('say a plural by the language’s rules', async () => {
    const user = await makeUser(t);
    await t.call('sendResetPasswordCode', { body: { email: user.email } });
    const tries = [];
    for (const language of ['en', 'ar', 'fr']) {
      const answer = await t.call('validateResetCode', {
        body: { email: user.email, code: '00000' },
        headers: { 'accept-language': language },
      });
      tries.push(answer.body.message);
    }
    expect(tries).toEqual([
      'The code is not correct. 4 tries left.',
      'الرمز غير صحيح. تبقّت 3 محاولات.',
      'Le code n’est pas correct. Il vous reste 2 essais.',
    ]);
  });

  it("translate a successful answer's message, by Accept-Language and by the member's choice", async () => {
    const visitor = await makeMember(t);
    const english = await t.call('logout', { token: visitor.token });
    expect(english.body).toEqual({ message: 'You are logged out.' });
    const member = await makeMember(t);
    const spanish = await t.call('logout', {
      token: member.token,
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.body).toEqual({ message: 'Cerraste sesión.' });
    expect(spanish.headers['content-language']).toBe('es');
    const chinese = await makeMember(t);
    await t.call('updateLanguage', { token: chinese.token, body: { language: 'zh-Hans' } });
    const chosen = await t.call('logout', {
      token: chinese.token,
      headers: { 'accept-language': 'fr' },
    });
    expect(chosen.body).toEqual({ message: '你已退出登录。' });
  });

  it("translate the modules' errors in the member's language, English without a choice", async () => {
    const member = await makeMember(t);
    const refuse = (headers: Record<string, string> = {}) =>
      t.call('addFriend', { token: member.token, params: { id: member.id }, headers });
    expect((await refuse()).body).toEqual({ message: 'You cannot befriend or follow yourself.' });
    await t.call('updateLanguage', { token: member.token, body: { language: 'ar' } });
    expect((await refuse({ 'accept-language': 'es' })).body).toEqual({
      message: 'لا يمكنك مصادقة نفسك أو متابعتها.',
    });
  });

  it('translate what the server says of a malformed request', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: servedPathOf(endpoints.login),
      headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Le corps de la requête n’est pas un JSON valide.',
    });
  });

  it('translate the answers of sign-up and password reset', async () => {
    const user = await makeUser(t);
    const sent = await t.call('sendResetPasswordCode', {
      body: { email: user.email },
      headers: { 'accept-language': 'zh-Hans-CN' },
    });
    expect(sent.body).toEqual({ message: '重置密码的验证码已发送到你的邮箱。' });
  });

  it("follow the member's choice before Accept-Language, and the session answer carries it", async () => {
    const member = await makeMember(t);
    await t.call('updateLanguage', { token: member.token, body: { language: 'fr' } });
    const refused = await t.call('updatePassword', {
      token: member.token,
      body: { current_password: TEST_PASSWORD, new_password: '' },
      headers: { 'accept-language': 'es' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: 'Le mot de passe est obligatoire.' });
    const login = await t.call('login', { body: { email: member.email, password: TEST_PASSWORD } });
    expect(login.body).toMatchObject({ language: 'fr' });
  });

  it("name the field of an event form's failure, in the member's French", async () => {
    const member = await makeMember(t);
    const post = (payload: Record<string, unknown>) =>
      t.call('createEvent', {
        token: member.token,
        payload: { title: 'Night', starts_at: inDays(t, 2), ...payload },
      });
    // English, as always, and the field besides.
    expect((await post({ title: 'x'.repeat(101) })).body).toEqual({
      message: eventText.titleTooLong,
      field: 'title',
    });
    await t.call('updateLanguage', { token: member.token, body: { language: 'fr' } });
    const long = await post({ title: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({
      message: 'Un titre peut contenir jusqu’à 100 caractères.',
      field: 'title',
    });
    expect((await post({ ends_at: inDays(t, 1) })).body).toEqual({
      message: 'La fin doit être après le début.',
      field: 'ends_at',
    });
    expect((await post({ audience: 'group' })).body).toEqual({
      message: 'Seul un événement organisé par un groupe peut être réservé à ses membres.',
      field: 'audience',
    });
  });

  it('name no field when a failure is about none', async () => {
    const member = await makeMember(t);
    const refused = await t.call('addFriend', { token: member.token, params: { id: member.id } });
    expect(refused.body).toEqual({ message: 'You cannot befriend or follow yourself.' });
    const malformed = await t.app.inject({
      method: 'POST',
      url: servedPathOf(endpoints.login),
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(malformed.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it("write a profile detail's name as each language's sentence needs it", async () => {
    const member = await makeMember(t);
    const tooLong = (infos: Record<string, string>, language?: string) =>
      t.call('updateDetails', {
        token: member.token,
        payload: { infos },
        headers: language ? { 'accept-language': language } : {},
      });
    expect((await tooLong({ job: 'j'.repeat(29) })).body.message).toBe(
      'Job can have at most 28 characters.',
    );
    expect((await tooLong({ job: 'j'.repeat(29) }, 'fr')).body.message).toBe(
      'Le poste peut contenir au plus 28 caractères.',
    );
    expect((await tooLong({ pronouns: 'p'.repeat(29) }, 'es')).body.message).toBe(
      'Los pronombres pueden tener como máximo 28 caracteres.',
    );
    expect((await tooLong({ hometown: 'h'.repeat(29) }, 'zh-Hans')).body.message).toBe(
      '家乡最多 28 个字符。',
    );
  });

  it('refuse a language Quad does not speak', async () => {
    const member = await makeMember(t);
    const refused = await t.call('updateLanguage', {
      token: member.token,
      body: { language: 'de' } as never,
    });
    expect(refused.status).toBe(400);
  });
});

describe('the page the server sends', () => {
  let dist: string;
  let web: TestApp;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'quad-web-dist-'));
    const indexHtml = await readFile(new URL('../../../web/index.html', import.meta.url), 'utf8');
    await writeFile(path.join(dist, 'index.html'), indexHtml);
    web = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await web.close();
    await rm(dist, { recursive: true, force: true });
  });

  const page = (headers: Record<string, string>) =>
    web.inject({
      method: 'GET',
      url: '/login',
      headers: { 'accept-encoding': 'identity', ...headers },
    });

  it('is English, left to right, for a browser that asks for no language', async () => {
    const response = await page({});
    expect(response.headers['content-language']).toBe('en');
    expect(response.text).toContain('<html lang="en" dir="ltr" data-language="en"');
    expect(response.text).toContain('Connect with classmates');
  });

  it('is in the best match of Accept-Language, with its direction and headline', async () => {
    const arabic = await page({ 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' });
    expect(arabic.headers['content-language']).toBe('ar');
    expect(arabic.headers.vary).toContain('accept-language');
    expect(arabic.text).toContain('<html lang="ar" dir="rtl" data-language="ar"');
    expect(arabic.text).toContain(
      '<span data-community="productName">Quad</span> هي الشبكة الاجتماعية لـ<span data-community="communityName">CCU</span>.',
    );
    const spanish = await page({ 'accept-language': 'es-MX' });
    expect(spanish.text).toContain('<html lang="es" dir="ltr" data-language="es"');
    expect(spanish.text).toContain('Conecta con tus compañeros');
  });

  it("is in the device's chosen language (the lang cookie) before Accept-Language", async () => {
    const chosen = await page({ 'accept-language': 'es', cookie: 'darkTheme=true; lang=zh-Hans' });
    expect(chosen.text).toContain('<html lang="zh-Hans" dir="ltr" data-language="zh-Hans"');
    const unknown = await page({ 'accept-language': 'fr', cookie: 'lang=klingon' });
    expect(unknown.text).toContain('<html lang="fr" dir="ltr" data-language="fr"');
  });
});
