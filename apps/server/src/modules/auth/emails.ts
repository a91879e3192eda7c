/** The account e-mails: verification link, reset code, the password-changed and deleted notices. */
import { directionOf, type Language } from '@quad/contract';
import type { Config } from '../../infra/config';
import type { MailMessage } from '../../infra/mail';
import { sayIn } from '../../i18n/translate';

const texts = {
  greeting: /*i18n*/ { id: 'Hi {firstName},' },
  activateSubject: /*i18n*/ { id: 'Activate your {productName} account' },
  welcomeWithLink: /*i18n*/ {
    id: 'Welcome to {productName}, the social network of {communityName}. Open this link to confirm your email address and activate your account:',
  },
  welcome: /*i18n*/ { id: 'Welcome to {productName}, the social network of {communityName}.' },
  activate: /*i18n*/ { id: 'Activate your account' },
  notActivated: /*i18n*/ {
    id: 'An account that is not activated within 24 hours of sign-up is deleted.',
  },
  resetSubject: /*i18n*/ { id: '{code} is your {productName} password reset code' },
  resetCode: /*i18n*/ { id: 'Your password reset code is {code}.' },
  resetValid: /*i18n*/ {
    id: 'It is valid for 10 minutes. If you did not ask to reset your password, ignore this email: your password stays the same.',
  },
  changedSubject: /*i18n*/ { id: 'Your {productName} password was changed' },
  changedFromSettings: /*i18n*/ {
    id: 'The password of your {productName} account was just changed from its settings, and every other device signed in to it was signed out.',
  },
  changed: /*i18n*/ {
    id: 'The password of your {productName} account was just changed, and every device signed in to it was signed out.',
  },
  notYouReset: /*i18n*/ {
    id: 'If this was not you, reset your password at {resetUrl} right away and write to {supportEmail}.',
  },
  deletedSubject: /*i18n*/ { id: 'Your {productName} account was deleted' },
  deleted: /*i18n*/ {
    id: 'Your {productName} account has been deleted, as you asked: your profile, posts, photos, comments, reactions, friendships and everything else you made on it are gone, and every device signed in to it was signed out.',
  },
  notYouWrite: /*i18n*/ { id: 'If this was not you, write to {supportEmail} right away.' },
  signInAddedSubject: /*i18n*/ {
    id: 'A university sign-in was added to your {productName} account',
  },
  signInAdded: /*i18n*/ {
    id: 'You can now sign in to {productName} with {provider}: it was linked to your account because it gave your email address.',
  },
  notYouUnlink: /*i18n*/ {
    id: 'If this was not you, sign in, unlink it in Settings, Sign-in methods, change your password, and contact {supportEmail}.',
  },
};

/** Who an account e-mail goes to, and the language it is written in. */
export interface Recipient {
  email: string;
  firstName: string;
  language: Language;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const page = (language: Language, paragraphs: string[]) =>
  `<!doctype html><html lang="${language}" dir="${directionOf(language)}"><body style="font-family:Arial,sans-serif;line-height:1.5">${paragraphs
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join('')}</body></html>`;

/** Stands for a value the HTML part sets in markup of its own, in an escaped sentence. */
const SLOT = '\u0000';

export const verificationEmail = (config: Config, to: Recipient, token: string): MailMessage => {
  const say = sayIn(to.language);
  const link = `${config.publicUrl}/activate/${token}`;
  const names = { productName: config.productName, communityName: config.communityName };
  return {
    to: to.email,
    subject: say(texts.activateSubject, names),
    text: [
      say(texts.greeting, { firstName: to.firstName }),
      say(texts.welcomeWithLink, names),
      link,
      say(texts.notActivated),
    ].join('\n\n'),
    html: page(to.language, [
      escapeHtml(say(texts.greeting, { firstName: to.firstName })),
      escapeHtml(say(texts.welcome, names)),
      `<a href="${escapeHtml(link)}" style="background:#1877f2;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(say(texts.activate))}</a>`,
      escapeHtml(say(texts.notActivated)),
    ]),
  };
};

export const resetCodeEmail = (config: Config, to: Recipient, code: string): MailMessage => {
  const say = sayIn(to.language);
  return {
    to: to.email,
    subject: say(texts.resetSubject, { code, productName: config.productName }),
    text: [
      say(texts.greeting, { firstName: to.firstName }),
      say(texts.resetCode, { code }),
      say(texts.resetValid),
    ].join('\n\n'),
    html: page(to.language, [
      escapeHtml(say(texts.greeting, { firstName: to.firstName })),
      escapeHtml(say(texts.resetCode, { code: SLOT })).replace(
        SLOT,
        `<strong style="font-size:20px;letter-spacing:3px">${code}</strong>`,
      ),
      escapeHtml(say(texts.resetValid)),
    ]),
  };
};

export const passwordChangedEmail = (
  config: Config,
  to: Recipient,
  /** Changed from the settings: the device it was changed on stays signed in. */
  fromSettings = false,
): MailMessage => {
  const say = sayIn(to.language);
  const lines = [
    say(texts.greeting, { firstName: to.firstName }),
    say(fromSettings ? texts.changedFromSettings : texts.changed, {
      productName: config.productName,
    }),
    say(texts.notYouReset, {
      resetUrl: `${config.publicUrl}/reset`,
      supportEmail: config.supportEmail,
    }),
  ];
  return {
    to: to.email,
    subject: say(texts.changedSubject, { productName: config.productName }),
    text: lines.join('\n\n'),
    html: page(to.language, lines.map(escapeHtml)),
  };
};

export const accountDeletedEmail = (config: Config, to: Recipient): MailMessage => {
  const say = sayIn(to.language);
  const lines = [
    say(texts.greeting, { firstName: to.firstName }),
    say(texts.deleted, { productName: config.productName }),
    say(texts.notYouWrite, { supportEmail: config.supportEmail }),
  ];
  return {
    to: to.email,
    subject: say(texts.deletedSubject, { productName: config.productName }),
    text: lines.join('\n\n'),
    html: page(to.language, lines.map(escapeHtml)),
  };
};

export const universitySignInAddedEmail = (
  config: Config,
  to: Recipient,
  provider: string,
): MailMessage => {
  const say = sayIn(to.language);
  const lines = [
    say(texts.greeting, { firstName: to.firstName }),
    say(texts.signInAdded, { productName: config.productName, provider }),
    say(texts.notYouUnlink, { supportEmail: config.supportEmail }),
  ];
  return {
    to: to.email,
    subject: say(texts.signInAddedSubject, { productName: config.productName }),
    text: lines.join('\n\n'),
    html: page(to.language, lines.map(escapeHtml)),
  };
};
