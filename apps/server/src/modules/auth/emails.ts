/** The account e-mails: verification link, reset code, the password-changed and deleted notices. */
import type { Config } from '../../infra/config';
import type { MailMessage } from '../../infra/mail';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const page = (paragraphs: string[]) =>
  `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5">${paragraphs
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join('')}</body></html>`;

export const verificationEmail = (
  config: Config,
  to: { email: string; firstName: string },
  token: string,
): MailMessage => {
  const link = `${config.publicUrl}/activate/${token}`;
  return {
    to: to.email,
    subject: `Activate your ${config.productName} account`,
    text: [
      `Hi ${to.firstName},`,
      `Welcome to ${config.productName}, the social network of ${config.communityName}. Open this link to confirm your email address and activate your account:`,
      link,
      'An account that is not activated within 24 hours of sign-up is deleted.',
    ].join('\n\n'),
    html: page([
      `Hi ${escapeHtml(to.firstName)},`,
      `Welcome to ${escapeHtml(config.productName)}, the social network of ${escapeHtml(config.communityName)}.`,
      `<a href="${escapeHtml(link)}" style="background:#1877f2;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Activate your account</a>`,
      'An account that is not activated within 24 hours of sign-up is deleted.',
    ]),
  };
};

export const resetCodeEmail = (
  config: Config,
  to: { email: string; firstName: string },
  code: string,
): MailMessage => ({
  to: to.email,
  subject: `${code} is your ${config.productName} password reset code`,
  text: [
    `Hi ${to.firstName},`,
    `Your password reset code is ${code}.`,
    'It is valid for 10 minutes. If you did not ask to reset your password, ignore this email: your password stays the same.',
  ].join('\n\n'),
  html: page([
    `Hi ${escapeHtml(to.firstName)},`,
    `Your password reset code is <strong style="font-size:20px;letter-spacing:3px">${code}</strong>.`,
    'It is valid for 10 minutes. If you did not ask to reset your password, ignore this email: your password stays the same.',
  ]),
});

export const passwordChangedEmail = (
  config: Config,
  to: { email: string; firstName: string },
  /** Changed from the settings: the device it was changed on stays signed in. */
  fromSettings = false,
): MailMessage => {
  const lines = [
    `Hi ${to.firstName},`,
    fromSettings
      ? `The password of your ${config.productName} account was just changed from its settings, and every other device signed in to it was signed out.`
      : `The password of your ${config.productName} account was just changed, and every device signed in to it was signed out.`,
    `If this was not you, reset your password at ${config.publicUrl}/reset right away and write to ${config.supportEmail}.`,
  ];
  return {
    to: to.email,
    subject: `Your ${config.productName} password was changed`,
    text: lines.join('\n\n'),
    html: page(lines.map(escapeHtml)),
  };
};

export const accountDeletedEmail = (
  config: Config,
  to: { email: string; firstName: string },
): MailMessage => {
  const lines = [
    `Hi ${to.firstName},`,
    `Your ${config.productName} account has been deleted, as you asked: your profile, posts, photos, comments, reactions, friendships and everything else you made on it are gone, and every device signed in to it was signed out.`,
    `If this was not you, write to ${config.supportEmail} right away.`,
  ];
  return {
    to: to.email,
    subject: `Your ${config.productName} account was deleted`,
    text: lines.join('\n\n'),
    html: page(lines.map(escapeHtml)),
  };
};

export const universitySignInAddedEmail = (
  config: Config,
  to: { email: string; firstName: string },
  provider: string,
): MailMessage => ({
  to: to.email,
  subject: `A university sign-in was added to your ${config.productName} account`,
  text: [
    `Hi ${to.firstName},`,
    `You can now sign in to ${config.productName} with ${provider}: it was linked to your account because it gave your email address.`,
    `If this was not you, sign in, unlink it in Settings, Sign-in methods, change your password, and contact ${config.supportEmail}.`,
  ].join('\n\n'),
  html: page([
    `Hi ${escapeHtml(to.firstName)},`,
    `You can now sign in to ${escapeHtml(config.productName)} with ${escapeHtml(provider)}: it was linked to your account because it gave your email address.`,
    `If this was not you, sign in, unlink it in Settings, Sign-in methods, change your password, and contact ${escapeHtml(config.supportEmail)}.`,
  ]),
});
