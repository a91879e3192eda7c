/** The e-mails that tell a member what a moderator did to their content or account, and why. */
import { directionOf, type Language, type RemovableItemKind } from '@quad/contract';
import type { Config } from '../../infra/config';
import type { MailMessage } from '../../infra/mail';
import { memberLanguage, sayIn, translate } from '../../i18n/translate';
import type { SuspensionNotice } from './suspensions';

const texts = {
  greeting: /*i18n*/ { id: 'Hi {firstName},' },
  removed: {
    post: {
      subject: /*i18n*/ { id: 'A moderator removed your post' },
      quoted: /*i18n*/ { id: 'A moderator of {productName} removed your post: “{excerpt}”.' },
      bare: /*i18n*/ { id: 'A moderator of {productName} removed your post.' },
    },
    comment: {
      subject: /*i18n*/ { id: 'A moderator removed your comment' },
      quoted: /*i18n*/ { id: 'A moderator of {productName} removed your comment: “{excerpt}”.' },
      bare: /*i18n*/ { id: 'A moderator of {productName} removed your comment.' },
    },
    message: {
      subject: /*i18n*/ { id: 'A moderator removed your message' },
      quoted: /*i18n*/ { id: 'A moderator of {productName} removed your message: “{excerpt}”.' },
      bare: /*i18n*/ { id: 'A moderator of {productName} removed your message.' },
    },
  },
  reason: /*i18n*/ { id: 'The reason: {reason}' },
  mistake: /*i18n*/ { id: 'If you think this is a mistake, write to {supportEmail}.' },
  suspended: /*i18n*/ {
    id: 'A moderator of {productName} suspended your account. You are signed out, cannot sign in, and what you posted is hidden while it lasts.',
  },
  suspendedSubject: /*i18n*/ { id: 'Your {productName} account is suspended' },
};

/** Who the e-mail goes to; `language`: the one they chose (null: English). */
interface Recipient {
  email: string;
  firstName: string;
  language: string | null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const page = (language: Language, paragraphs: string[]) =>
  `<!doctype html><html lang="${language}" dir="${directionOf(language)}"><body style="font-family:Arial,sans-serif;line-height:1.5">${paragraphs
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join('')}</body></html>`;

export const contentRemovedEmail = (
  config: Config,
  to: Recipient,
  removed: { kind: RemovableItemKind; text: string; reason: string },
): MailMessage => {
  const language = memberLanguage(to.language);
  const say = sayIn(language);
  const said = texts.removed[removed.kind];
  const excerpt = removed.text.length > 200 ? `${removed.text.slice(0, 200)}…` : removed.text;
  const lines = [
    say(texts.greeting, { firstName: to.firstName }),
    excerpt
      ? say(said.quoted, { productName: config.productName, excerpt })
      : say(said.bare, { productName: config.productName }),
    say(texts.reason, { reason: removed.reason }),
    say(texts.mistake, { supportEmail: config.supportEmail }),
  ];
  return {
    to: to.email,
    subject: say(said.subject),
    text: lines.join('\n\n'),
    html: page(language, lines.map(escapeHtml)),
  };
};

/** `notice` is what sign-in answers them: the reason and until when. */
export const suspendedEmail = (
  config: Config,
  to: Recipient,
  notice: SuspensionNotice,
): MailMessage => {
  const language = memberLanguage(to.language);
  const say = sayIn(language);
  const lines = [
    say(texts.greeting, { firstName: to.firstName }),
    say(texts.suspended, { productName: config.productName }),
    translate(language, notice.message, notice.translation),
    say(texts.mistake, { supportEmail: config.supportEmail }),
  ];
  return {
    to: to.email,
    subject: say(texts.suspendedSubject, { productName: config.productName }),
    text: lines.join('\n\n'),
    html: page(language, lines.map(escapeHtml)),
  };
};
