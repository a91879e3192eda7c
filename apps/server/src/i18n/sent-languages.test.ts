/**
 * What Quad sends a member, in their language: every notification sentence, every e-mail, the
 * unsubscribe pages and pushes' words; a visitor's e-mail in the language of their request.
 */
import {
  LANGUAGES,
  ALL_NOTIFICATION_KINDS,
  notificationText,
  type Language,
  type Notification,
} from '@quad/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeMember, act, type TestMember } from '../../test/members';
import { makePost } from '../../test/posts';
import { appWithMailbox } from '../../test/mailbox-app';
import type { TestApp } from '../../test/test-app';
import { users } from '../db/schema';
import { minutes } from '../infra/clock';
import { renderMail } from '../infra/mail-layout';
import {
  accountDeletedEmail,
  passwordChangedEmail,
  resetCodeEmail,
  universitySignInAddedEmail,
  verificationEmail,
} from '../modules/auth/emails';
import { sendDigestNow } from '../modules/delivery/digest';
import { sendDueEmails } from '../modules/delivery/immediate-emails';
import { unsubscribeUrl } from '../modules/delivery/unsubscribe';
import { contentRemovedEmail, suspendedEmail } from '../modules/moderation/emails';
import { suspensionNotice } from '../modules/moderation/suspensions';
import { messageSaid, notificationSaid } from '../modules/push/sentences';
import { sayIn } from './translate';

const TRANSLATED = LANGUAGES.filter((language) => language !== 'en');

/** A word each language's e-mails and sentences are sure to hold. */
const DISTINCTIVE: Record<Exclude<Language, 'en'>, RegExp> = {
  es: /\b(tu|te|tus|hola|un|una|el|la|en|de|del|y|se|es|seguirte)\b/i,
  fr: /\b(vous|votre|vos|bonjour|a|le|la|de|dans|et|est|ont|sur)\b/i,
  ar: /[\u0600-\u06ff]{2,}/,
  'zh-Hans': /[\u4e00-\u9fff]/,
};

/** English words none of the translations keeps ("Notifications" and "Messages" are French too). */
const ENGLISH =
  /\b(you|your|the|and|was|is|this|these|here|what|with|of|to|on|in|hi|if|please|reacted|commented|mentioned|invited|posted|sent|started|accepted|cancelled|changed|removed|reported|someone|reminder|moderator|request|friend|open|stop|choose|account|password|email|welcome|activate)\b/i;

/** The text with the values no language translates taken out: links, addresses, names. */
const wordsOf = (text: string, names: string[]) =>
  names.reduce(
    (rest, name) => rest.split(name).join(' '),
    text.replace(/https?:\/\/\S+/g, ' ').replace(/\S+@\S+/g, ' '),
  );

const expectTranslated = (language: Exclude<Language, 'en'>, text: string, names: string[]) => {
  const words = wordsOf(text, names);
  expect(words, text).toMatch(DISTINCTIVE[language]);
  expect(words, text).not.toMatch(ENGLISH);
};

const actor = {
  _id: 'a1',
  first_name: 'Maya',
  last_name: 'Haddad',
  username: 'mayahaddad',
  picture: '',
};

/** One notification of the kind, with its variants (a role, where a mention or report was). */
const notificationsOf = (kind: Notification['kind']): Notification[] => {
  const base: Notification = {
    _id: `n-${kind}`,
    kind,
    actor,
    post_id: 'p1',
    others: 0,
    removed_kind: null,
    reason: null,
    read: false,
    createdAt: '2026-11-27T10:00:00.000Z',
    group: { _id: 'g1', slug: 'chess', name: 'Chess Club' },
    event: { title: 'Open mic' },
  };
  switch (kind) {
    case 'group_role':
      return [
        { ...base, role: 'admin' },
        { ...base, role: 'moderator' },
      ];
    case 'mention':
      return [
        { ...base, mentioned_in: 'post' },
        { ...base, mentioned_in: 'comment' },
      ];
    case 'group_report':
      return [
        { ...base, reported_kind: 'post' },
        { ...base, reported_kind: 'comment' },
      ];
    case 'content_removed':
      return (['post', 'comment', 'message'] as const).flatMap((removed) => [
        { ...base, removed_kind: removed, reason: 'Spam' },
        { ...base, removed_kind: removed, reason: 'Spam', group: null },
      ]);
    default:
      return [base, { ...base, others: 1 }, { ...base, others: 3 }];
  }
};

const NAMES = ['Maya Haddad', 'Chess Club', 'Open mic', 'Spam'];

describe('the notification sentences', () => {
  const every = ALL_NOTIFICATION_KINDS.flatMap(notificationsOf);

  it('keep their English', () => {
    const say = sayIn('en');
    const reaction = notificationsOf('reaction');
    expect(reaction.map((each) => notificationText(each, say))).toEqual([
      'Maya Haddad reacted to your post',
      'Maya Haddad and 1 other reacted to your post',
      'Maya Haddad and 3 others reacted to your post',
    ]);
    expect(notificationText(notificationsOf('content_removed')[1]!, say)).toBe(
      'A moderator removed your post: Spam',
    );
  });

  it.each(TRANSLATED)('are all written in %s, with no English left', (language) => {
    const say = sayIn(language);
    for (const notification of every) {
      const text = notificationText(notification, say);
      expect(text).not.toBe(notificationText(notification, sayIn('en')));
      expect(wordsOf(text, NAMES), text).not.toMatch(ENGLISH);
    }
  });

  it('count the others by the language’s plural rules', () => {
    const [, one, three] = notificationsOf('reaction');
    const texts = (language: Language) =>
      [one!, three!].map((each) => notificationText(each, sayIn(language)));
    expect(texts('es')).toEqual([
      'Maya Haddad y 1 persona más reaccionaron a tu publicación',
      'Maya Haddad y 3 personas más reaccionaron a tu publicación',
    ]);
    expect(texts('fr')).toEqual([
      'Maya Haddad et 1 autre personne ont réagi à votre publication',
      'Maya Haddad et 3 autres personnes ont réagi à votre publication',
    ]);
    expect(texts('ar')).toEqual([
      'تفاعل Maya Haddad وشخص آخر مع منشورك',
      'تفاعل Maya Haddad و3 أشخاص آخرين مع منشورك',
    ]);
    expect(texts('zh-Hans')).toEqual([
      'Maya Haddad和另外 1 人回应了你的帖子',
      'Maya Haddad和另外 3 人回应了你的帖子',
    ]);
  });

  it.each(TRANSLATED)('make the pushes’ words in %s', (language) => {
    const say = sayIn(language);
    const [reaction] = notificationsOf('reaction');
    const said = notificationSaid(reaction!, 'Quad', say);
    expectTranslated(language, said.body, NAMES);
    const photo = messageSaid(
      {
        conversationId: 'c1',
        sender: actor,
        text: '',
        hasImage: true,
      },
      say,
    );
    expect(photo.body).toBe(say('Sent a photo'));
    expect(photo.body).not.toBe('Sent a photo');
  });
});

const mailbox = appWithMailbox({ EMAIL_DELAY_MINUTES: '10' });
const { mailsTo } = mailbox;
let t: TestApp;
beforeAll(() => {
  t = mailbox.t;
});

const chooseLanguage = (member: TestMember, language: Language) =>
  t.db.update(users).set({ language }).where(eq(users.id, member.id));

describe('the account and moderation e-mails', () => {
  const to = (language: Language) => ({
    email: 'ada@coastal.edu',
    firstName: 'Ada',
    language,
  });
  const all = (language: Language) => {
    const { config } = t.app.context;
    return [
      verificationEmail(config, to(language), 'token123'),
      resetCodeEmail(config, to(language), '12345'),
      passwordChangedEmail(config, to(language)),
      passwordChangedEmail(config, to(language), true),
      accountDeletedEmail(config, to(language)),
      universitySignInAddedEmail(config, to(language), 'Coastal SSO'),
      ...(['post', 'comment', 'message'] as const).flatMap((kind) => [
        contentRemovedEmail(
          config,
          { ...to(language), language },
          { kind, text: 'Buy now', reason: 'Spam' },
        ),
        contentRemovedEmail(
          config,
          { ...to(language), language },
          { kind, text: '', reason: 'Spam' },
        ),
      ]),
    ];
  };

  it.each(TRANSLATED)('are written in %s, subject and both parts', (language) => {
    const { config } = t.app.context;
    const names = [
      'Ada',
      config.productName,
      config.communityName,
      'Coastal SSO',
      'Buy now',
      'Spam',
    ];
    const english = all('en');
    for (const [index, mail] of all(language).entries()) {
      expect(mail.subject).not.toBe(english[index]!.subject);
      expectTranslated(language, mail.subject, names);
      expectTranslated(language, mail.text, names);
      expect(mail.html).toContain(`lang="${language}"`);
      expect(mail.html).toContain(`dir="${language === 'ar' ? 'rtl' : 'ltr'}"`);
    }
  });

  it('keep their English', () => {
    const [verification, reset] = all('en');
    expect(verification!.subject).toBe(`Activate your ${t.app.context.config.productName} account`);
    expect(reset!.text).toContain('Your password reset code is 12345.');
    expect(reset!.html).toContain(
      '<strong style="font-size:20px;letter-spacing:3px">12345</strong>',
    );
  });

  it('tell a suspension in the member’s language', () => {
    const mail = suspendedEmail(
      t.app.context.config,
      { email: 'ada@coastal.edu', firstName: 'Ada', language: 'fr' },
      suspensionNotice(null, 'Spam'),
    );
    expect(mail.subject).toBe(`Votre compte ${t.app.context.config.productName} est suspendu`);
    expect(mail.text).toContain('Votre compte est suspendu définitivement\u00a0: Spam');
  });

  it('write the end of a suspension as the member’s language writes a day', () => {
    const notice = suspensionNotice('2026-12-07T15:00:00.000Z', 'Spam');
    const to = (language: string) => ({ email: 'ada@coastal.edu', firstName: 'Ada', language });
    const config = t.app.context.config;
    expect(suspendedEmail(config, to('fr'), notice).text).toContain(
      'Votre compte est suspendu jusqu’au 7 décembre 2026\u00a0: Spam',
    );
    expect(suspendedEmail(config, to('es'), notice).text).toContain(
      'hasta el 7 de diciembre de 2026: Spam',
    );
    expect(suspendedEmail(config, to('zh-Hans'), notice).text).toContain('2026年12月7日');
    expect(suspendedEmail(config, to('en'), notice).text).toContain(
      'Your account is suspended until 7 December 2026: Spam',
    );
  });

  it('draw the layout’s footer in the language', () => {
    const mail = renderMail({
      to: 'ada@coastal.edu',
      language: 'es',
      subject: 'Asunto',
      blocks: [{ kind: 'text', text: 'Hola' }],
      productName: 'Quad',
      communityName: 'CCU',
      unsubscribe: {
        url: 'https://quad.test/u',
        stop: 'Dejar',
        settingsUrl: 'https://quad.test/s',
      },
    });
    expect(mail.text).toContain('Quad, la red social de CCU.');
    expect(mail.text).toContain('Elige qué te llega: https://quad.test/s');
    expect(mail.html).toContain('<html lang="es" dir="ltr">');
  });
});

describe('a visitor’s password reset e-mail', () => {
  it('is in the language of the request when the member chose none, else in theirs', async () => {
    const ada = await makeMember(t, { first_name: 'Ada', last_name: 'King' });
    const asked = await t.call('sendResetPasswordCode', {
      body: { email: ada.email },
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.body.message).toBe(
      'Te hemos enviado un código para restablecer la contraseña a tu correo.',
    );
    expect(mailsTo(ada)[0]?.parsed.subject).toMatch(/^\w{5} es tu código/);

    await chooseLanguage(ada, 'zh-Hans');
    t.clock.advance(minutes(1));
    await t.call('sendResetPasswordCode', {
      body: { email: ada.email },
      headers: { 'accept-language': 'es' },
    });
    expect(mailsTo(ada)[1]?.parsed.subject).toMatch(/重置密码验证码/);
  });

  it('stays in English for a client that sends no Accept-Language', async () => {
    const ada = await makeMember(t, { first_name: 'Ada', last_name: 'King' });
    await t.call('sendResetPasswordCode', { body: { email: ada.email } });
    expect(mailsTo(ada)[0]?.parsed.subject).toMatch(/^\w{5} is your .* password reset code$/);
  });
});

describe('the e-mails of notifications, and the unsubscribe pages', () => {
  const setup = async (language: Language) => {
    const ada = await makeMember(t, { first_name: 'Ada', last_name: 'King' });
    const ben = await makeMember(t, { first_name: 'Ben', last_name: 'Ode' });
    await chooseLanguage(ada, language);
    await t.call('updateDeliverySettings', {
      token: ada.token,
      body: { kinds: { friend_request: { push: true, email: 'immediately' } } },
    });
    await makePost(t, ada, { text: 'Robot night' });
    expect((await act(t, ben, 'addFriend', ada.id)).status).toBe(200);
    return { ada, ben };
  };
  const names = (config: TestApp['app']['context']['config']) => [
    'Ada',
    'Ben Ode',
    'Robot night',
    config.productName,
    config.communityName,
  ];

  it.each(TRANSLATED)('an immediate e-mail in %s', async (language) => {
    const { ada } = await setup(language);
    t.clock.advance(minutes(10));
    expect(await sendDueEmails(t.app.context)).toBe(1);
    const [mail] = mailsTo(ada);
    const { parsed } = mail!;
    expectTranslated(language, parsed.subject ?? '', names(t.app.context.config));
    expectTranslated(language, parsed.text ?? '', names(t.app.context.config));
    expect(parsed.html).toContain(`lang="${language}"`);
  });

  it.each(TRANSLATED)('a digest in %s', async (language) => {
    const { ada } = await setup(language);
    expect(
      await sendDigestNow(t.app.context, ada.id, 'daily', new Date(t.clock.now().getTime() - 1)),
    ).toBe(true);
    const { parsed } = mailsTo(ada).at(-1)!;
    expectTranslated(language, parsed.subject ?? '', names(t.app.context.config));
    expectTranslated(language, parsed.text ?? '', names(t.app.context.config));
  });

  it.each(TRANSLATED)(
    'the unsubscribe page, its Undo and the one-click answer in %s',
    async (language) => {
      const { ada } = await setup(language);
      const url = new URL(unsubscribeUrl(t.app.context, { memberId: ada.id, topic: 'comment' }));
      const page = await t.app.inject({
        method: 'GET',
        url: url.pathname,
        headers: { 'accept-language': 'en' },
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-language']).toBe(language);
      expect(page.body).toContain(
        `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`,
      );
      const visible = page.body.replace(/<style>[\s\S]*?<\/style>/, '').replace(/<[^>]+>/g, ' ');
      expectTranslated(language, visible, [t.app.context.config.productName, '·']);

      const oneClick = await t.app.inject({ method: 'POST', url: url.pathname });
      expect(oneClick.headers['content-language']).toBe(language);
      expectTranslated(language, oneClick.json<{ message: string }>().message, []);
    },
  );

  it('an unknown link’s page in the browser’s language, and English without one', async () => {
    const ada = await makeMember(t);
    const valid = new URL(unsubscribeUrl(t.app.context, { memberId: ada.id, topic: 'comment' }));
    const path = valid.pathname.replace(/[^/]+$/, 'not-a-token');
    const spanish = await t.app.inject({
      method: 'GET',
      url: path,
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.body).toContain('Este enlace no funciona');
    const english = await t.app.inject({ method: 'GET', url: path });
    expect(english.body).toContain('This link does not work');
  });
});
